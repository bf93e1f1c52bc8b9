#import <UIKit/UIKit.h>

@interface LKViewController : UIViewController
@end
