#import <UIKit/UIKit.h>

static NSString * const kLotScene = @"Lot";
#define kWatchlistScene @"Watchlist"

@implementation LegacyAuction

- (UIViewController *)lotIn:(UIStoryboard *)storyboard {
    return [storyboard instantiateViewControllerWithIdentifier:kLotScene];
}

- (UIViewController *)watchlistIn:(UIStoryboard *)storyboard {
    return [storyboard instantiateViewControllerWithIdentifier:kWatchlistScene];
}

@end
