#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Exports the ledger as CSV; written before the app moved to Swift.
@interface LegacyExportViewController : UIViewController
@property (nonatomic, copy) NSString *format;
@end

NS_ASSUME_NONNULL_END
