extension AppleClasses {
  /// Classes of the iOS, tvOS and visionOS frameworks the SDK in `../shared/sdk` does not
  /// hold, that storyboards name: the views and controllers of MapKit, WebKit, PDFKit, ARKit,
  /// SceneKit, SpriteKit, AVKit, PencilKit, MetalKit, GLKit, Messages (an iMessage extension's
  /// sticker views and controllers) and the UI frameworks of Apple's services, with the classes
  /// their outlets and delegates are typed by, and the scene objects of SceneKit and SpriteKit
  /// a storyboard may hold. From Apple's documentation; sorted.
  static let otherFrameworks = Set(
    otherFrameworksNames.split(whereSeparator: \.isWhitespace).map(String.init))

  /// ``otherFrameworks``'s names, sorted, separated by spaces: one string constant, cheaper
  /// to compile than a set literal of as many strings.
  private static let otherFrameworksNames = """
    ABNewPersonViewController ABPeoplePickerNavigationController ABPersonViewController
    ABUnknownPersonViewController ADBannerView ADInterstitialAd ARCoachingOverlayView
    ARSCNView ARSKView ASAuthorizationAppleIDButton ASWebAuthenticationSession
    AVAudioPlayer AVCaptureVideoPreviewLayer AVPictureInPictureController AVPlayer
    AVPlayerLayer AVPlayerViewController AVRoutePickerView BCChatButton
    CABTMIDICentralViewController CABTMIDILocalPeripheralViewController CLLocationButton
    CLLocationManager CNContactPickerViewController CNContactViewController
    EKCalendarChooser EKEventEditViewController EKEventViewController
    GKAchievementViewController GKFriendRequestComposeViewController
    GKGameCenterViewController GKLeaderboardViewController GKMatchmakerViewController
    GKTurnBasedMatchmakerViewController GLKView GLKViewController
    INUIAddVoiceShortcutButton INUIAddVoiceShortcutViewController
    INUIEditVoiceShortcutViewController LPLinkView MCBrowserViewController
    MFMailComposeViewController MFMessageComposeViewController MKAnnotationView
    MKCircleRenderer MKCompassButton MKLocalSearch MKLookAroundViewController MKMapCamera
    MKMapItem MKMapView MKMarkerAnnotationView MKOverlayPathRenderer MKOverlayRenderer
    MKPinAnnotationView MKPitchControl MKPointAnnotation MKPolygonRenderer
    MKPolylineRenderer MKScaleView MKUserLocationView MKUserTrackingBarButtonItem
    MKUserTrackingButton MKZoomControl MPMediaPickerController MPMoviePlayerController
    MPMoviePlayerViewController MPVolumeView MSConversation MSMessage MSMessageLiveLayout
    MSMessageTemplateLayout MSMessagesAppViewController MSSession MSSticker
    MSStickerBrowserView MSStickerBrowserViewController MSStickerView MTKView PDFDocument
    PDFThumbnailView PDFView PHLivePhotoView PHPickerViewController PKAddPassButton
    PKAddPassesViewController PKAddPaymentPassViewController PKCanvasView
    PKPaymentAuthorizationViewController PKPaymentButton PKToolPicker QLPreviewController
    RPBroadcastActivityViewController RPPreviewViewController RPSystemBroadcastPickerView
    SCNCamera SCNGeometry SCNLight SCNMaterial SCNNode SCNRenderer SCNScene SCNView
    SFSafariViewController SKCloudServiceSetupViewController SKNode SKScene
    SKStoreProductViewController SKView SLComposeServiceViewController
    SLComposeViewController STWebpageController TWTweetComposeViewController
    VNDocumentCameraViewController WKNavigation WKPreferences WKUserContentController
    WKWebView WKWebViewConfiguration
    """
}
