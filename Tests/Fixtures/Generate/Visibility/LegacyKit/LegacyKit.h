// The umbrella header of an Objective-C framework: Swift sees what it imports.
#import <LegacyKit/LKViewController.h>
