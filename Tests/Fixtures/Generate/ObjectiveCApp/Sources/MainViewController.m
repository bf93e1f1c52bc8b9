#import "MainViewController.h"

@implementation MainViewController
@end

@implementation DetailViewController
@end
