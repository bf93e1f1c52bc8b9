// The Objective-C classes the app's Swift code sees.
#import "LegacyExportViewController.h"
