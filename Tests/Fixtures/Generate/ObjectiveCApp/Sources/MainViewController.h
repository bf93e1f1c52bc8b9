#import <UIKit/UIKit.h>

@interface MainViewController : UIViewController
@end

@interface DetailViewController : UIViewController
@end
