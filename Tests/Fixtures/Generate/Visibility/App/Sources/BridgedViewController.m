#import "BridgedViewController.h"

@implementation BridgedViewController
@end
