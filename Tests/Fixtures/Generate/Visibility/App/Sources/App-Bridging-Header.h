#import "BridgedViewController.h"
