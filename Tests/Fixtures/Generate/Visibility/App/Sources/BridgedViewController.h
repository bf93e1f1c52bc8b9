#import <UIKit/UIKit.h>

/// Exposed to Swift by App-Bridging-Header.h.
@interface BridgedViewController : UIViewController
@end
