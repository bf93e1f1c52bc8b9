#import <UIKit/UIKit.h>

@interface PoddedView : UIView
@end
