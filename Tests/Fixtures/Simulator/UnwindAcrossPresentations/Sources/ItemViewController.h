#import <UIKit/UIKit.h>

@interface ItemViewController : UIViewController
- (IBAction)unwindToItem:(UIStoryboardSegue *)segue;
@end
