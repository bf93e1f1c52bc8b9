#import <UIKit/UIKit.h>

// Declared only here: Swift cannot see it.
@interface HiddenViewController : UIViewController
@end

@implementation HiddenViewController
@end
