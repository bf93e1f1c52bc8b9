// Swift sees the Objective-C form through the bridging header.
#import "LegacyFormViewController.h"
