#import <UIKit/UIKit.h>

@interface CartedView : UIView
@end
