#import <UIKit/UIKit.h>

// The static library holds the code that opens the app's storyboards, as iSH's libiSHApp does.
@interface Opener : NSObject
@end

@implementation Opener
- (UIViewController *)detail {
    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Second" bundle:nil];
    return [storyboard instantiateViewControllerWithIdentifier:@"Detail"];
}
@end
