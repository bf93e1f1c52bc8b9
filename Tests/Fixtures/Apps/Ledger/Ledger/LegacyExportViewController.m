#import "LegacyExportViewController.h"

@implementation LegacyExportViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.format = @"csv";
}

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    [super prepareForSegue:segue sender:sender];
}

@end
