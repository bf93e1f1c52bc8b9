@interface DetailViewController : UIViewController
@end
