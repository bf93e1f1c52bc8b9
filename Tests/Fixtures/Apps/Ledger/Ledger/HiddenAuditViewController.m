#import <UIKit/UIKit.h>

// Declared only here: no header, so the bridging header cannot expose it to Swift.
@interface HiddenAuditViewController : UIViewController
@end

@implementation HiddenAuditViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Audit";
}

@end
