@interface LegacyFormViewController : FormViewController <UITextFieldDelegate>
@end
