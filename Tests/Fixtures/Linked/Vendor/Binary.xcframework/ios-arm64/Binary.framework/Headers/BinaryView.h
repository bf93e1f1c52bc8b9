#import <UIKit/UIKit.h>

@interface BinaryView : UIView
@end
