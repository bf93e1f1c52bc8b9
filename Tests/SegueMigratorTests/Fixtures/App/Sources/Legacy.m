#import "Legacy.h"

@implementation Legacy
- (void)open {
    [self.controller performSegueWithIdentifier:@"showDetail" sender:nil];
}
@end
