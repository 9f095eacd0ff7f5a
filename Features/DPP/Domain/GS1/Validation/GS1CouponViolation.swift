/// What the coupon linters (`couponcode`, AI 8110; `couponposoffer`, AI 8112) found wrong, worded
/// as GS1's syntax engine words it (the `GS1_LINTER_COUPON_…` errors of `gs1syntaxdictionary.h`).
///
/// A "VLI" is a coupon's single-digit variable length indicator for the field that follows it.
public enum GS1CouponViolation: Sendable, Hashable {
  /// Which of a coupon's up to three purchase requirements a field belongs to, named as GS1 names it.
  public enum Purchase: String, Sendable, Hashable {
    /// The primary (first) purchase requirement, mandatory.
    case primary
    /// The second purchase requirement (optional field 1).
    case second
    /// The third purchase requirement (optional field 2).
    case third
  }

  // MARK: - Positive offer file coupon (AI 8112)

  /// The coupon's Format Code is missing.
  case missingFormatCode
  /// The coupon's Format Code must be "0" or "1".
  case invalidFormatCode
  /// The coupon's Funder VLI is missing.
  case missingFunderVLI
  /// The coupon's Funder VLI must be "0" to "6".
  case invalidFunderLength
  /// The coupon's Funder is shorter than what is indicated by its VLI.
  case truncatedFunder

  // MARK: - Shared by both coupon formats

  /// The coupon's Offer Code is shorter than the required six digits.
  case truncatedOfferCode
  /// The coupon's Serial Number VLI is missing.
  case missingSerialNumberVLI
  /// The coupon's Serial Number is shorter than what is indicated by its VLI.
  case truncatedSerialNumber
  /// The coupon contains excess data after the recognised fields.
  case excessData

  // MARK: - North American Coupon Code (AI 8110): mandatory fields

  /// The coupon's primary GS1 Company Prefix VLI is missing.
  case missingGCPVLI
  /// The coupon's primary GS1 Company Prefix VLI must be "0" to "6".
  case invalidGCPLength
  /// The coupon's primary GS1 Company Prefix is shorter than what is indicated by its VLI.
  case truncatedGCP
  /// The coupon's Save Value VLI is missing.
  case missingSaveValueVLI
  /// The coupon's Save Value VLI must be "1" to "5".
  case invalidSaveValueLength
  /// The coupon's Save Value is shorter than what is indicated by its VLI.
  case truncatedSaveValue
  /// A purchase Requirement VLI is missing.
  case missingPurchaseRequirementVLI(Purchase)
  /// A purchase Requirement VLI must be "1" to "5".
  case invalidPurchaseRequirementLength(Purchase)
  /// A purchase Requirement is shorter than what is indicated by its VLI.
  case truncatedPurchaseRequirement(Purchase)
  /// A purchase Requirement Code is missing.
  case missingPurchaseRequirementCode(Purchase)
  /// A purchase Requirement Code must be "0" to "4" or "9".
  case invalidPurchaseRequirementCode(Purchase)
  /// A purchase Family Code is shorter than the required three digits.
  case truncatedPurchaseFamilyCode(Purchase)

  // MARK: - North American Coupon Code (AI 8110): optional fields

  /// The coupon's Additional Purchase Rules Code is missing (optional field 1).
  case missingAdditionalPurchaseRulesCode
  /// The coupon's Additional Purchase Rules Code must be "0" to "3".
  case invalidAdditionalPurchaseRulesCode
  /// The second or third purchase's GS1 Company Prefix VLI is missing (optional fields 1 and 2).
  case missingPurchaseGCPVLI(Purchase)
  /// The second or third purchase's GS1 Company Prefix VLI must be "0" to "6" or "9".
  case invalidPurchaseGCPLength(Purchase)
  /// The second or third purchase's GS1 Company Prefix is shorter than what is indicated by its VLI.
  case truncatedPurchaseGCP(Purchase)
  /// The coupon's expiration date is too short for YYMMDD format (optional field 3).
  case tooShortForExpirationDate
  /// The coupon's expiration date is invalid.
  case invalidExpirationDate
  /// The coupon's start date is too short for YYMMDD format (optional field 4).
  case tooShortForStartDate
  /// The coupon's start date is invalid.
  case invalidStartDate
  /// The coupon's expiration date precedes the start date.
  case expirationBeforeStart
  /// The coupon's Retailer GCP/GLN VLI is missing (optional field 6).
  case missingRetailerGCPOrGLNVLI
  /// The coupon's Retailer GCP/GLN VLI must be "1" to "7".
  case invalidRetailerGCPOrGLNLength
  /// The coupon's Retailer GCP/GLN is shorter than what is indicated by its VLI.
  case truncatedRetailerGCPOrGLN
  /// The coupon's Save Value Code is missing (optional field 9).
  case missingSaveValueCode
  /// The coupon's Save Value Code must be "0", "1", "2", "5" or "6".
  case invalidSaveValueCode
  /// The coupon's Save Value Applies to Item is missing.
  case missingSaveValueAppliesToItem
  /// The coupon's Save Value Applies to Item must be "0" to "2".
  case invalidSaveValueAppliesToItem
  /// The coupon's Store Coupon Flag is missing.
  case missingStoreCouponFlag
  /// The coupon's Don't Multiply Flag is missing.
  case missingDontMultiplyFlag
  /// The coupon's Don't Multiply Flag must be "0" or "1".
  case invalidDontMultiplyFlag
}
