extension GS1CouponViolation {
  /// GS1's English message for the violation (`gs1_lint_err_str` of the reference syntax engine).
  public var message: String {
    switch self {
    case .missingFormatCode: "The coupon's Format Code is missing."
    case .invalidFormatCode: "The coupon's Format Code must be \"0\" or \"1\"."
    case .missingFunderVLI: "The coupon's Funder VLI is missing."
    case .invalidFunderLength: "The coupon's Funder VLI must be \"0\" to \"6\"."
    case .truncatedFunder: "The coupon's Funder is shorter than what is indicated by its VLI."
    case .truncatedOfferCode: "The coupon's Offer Code is shorter than the required six digits."
    case .missingSerialNumberVLI: "The coupon's Serial Number VLI is missing."
    case .truncatedSerialNumber: "The coupon's Serial Number is shorter than what is indicated by its VLI."
    case .excessData: "The coupon contains excess data after the recognised optional fields."
    case .missingGCPVLI: "The coupon's primary GS1 Company Prefix VLI is missing."
    case .invalidGCPLength: "The coupon's primary GS1 Company Prefix VLI must be \"0\" to \"6\"."
    case .truncatedGCP: "The coupon's primary GS1 Company Prefix is shorter than what is indicated by its VLI."
    case .missingSaveValueVLI: "The coupon's Save Value VLI is missing."
    case .invalidSaveValueLength: "The coupon's Save Value VLI must be \"1\" to \"5\"."
    case .truncatedSaveValue: "The coupon's Save Value is shorter than what is indicated by its VLI."
    case .missingPurchaseRequirementVLI(let purchase):
      "The coupon's \(purchase.rawValue) purchase Requirement VLI is missing."
    case .invalidPurchaseRequirementLength(let purchase):
      "The coupon's \(purchase.rawValue) purchase Requirement VLI must be \"1\" to \"5\"."
    case .truncatedPurchaseRequirement(let purchase):
      "The coupon's \(purchase.rawValue) purchase Requirement is shorter than what is indicated by its VLI."
    case .missingPurchaseRequirementCode(let purchase):
      "The coupon's \(purchase.rawValue) purchase Requirement Code is missing."
    case .invalidPurchaseRequirementCode(let purchase):
      "The coupon's \(purchase.rawValue) purchase Requirement Code must be \"0\" to \"4\" or \"9\"."
    case .truncatedPurchaseFamilyCode(let purchase):
      "The coupon's \(purchase.rawValue) purchase Family Code is shorter than the required three digits."
    case .missingAdditionalPurchaseRulesCode: "The coupon's Additional Purchase Rules Code is missing."
    case .invalidAdditionalPurchaseRulesCode: "The coupon's Additional Purchase Rules Code must be \"0\" to \"3\"."
    case .missingPurchaseGCPVLI(let purchase):
      "The coupon's \(purchase.rawValue) purchase GS1 Company Prefix VLI is missing."
    case .invalidPurchaseGCPLength(let purchase):
      "The coupon's \(purchase.rawValue) purchase GS1 Company Prefix VLI must be \"0\" to \"6\" or \"9\"."
    case .truncatedPurchaseGCP(let purchase):
      "The coupon's \(purchase.rawValue) purchase GS1 Company Prefix is shorter than what is indicated by its VLI."
    case .tooShortForExpirationDate: "The coupon's expiration date is too short for YYMMDD format."
    case .invalidExpirationDate: "The coupon's expiration date is invalid."
    case .tooShortForStartDate: "The coupon's start date is too short to YYMMDD format."
    case .invalidStartDate: "The coupon's start date is invalid."
    case .expirationBeforeStart: "The coupon's expiration date preceed the start date."
    case .missingRetailerGCPOrGLNVLI: "The coupon's Retailer GCP/GLN VLI is missing."
    case .invalidRetailerGCPOrGLNLength: "The coupon's Retailer GCP/GLN VLI must be \"1\" to \"7\"."
    case .truncatedRetailerGCPOrGLN: "The coupon's Retailer GCP/GLN is shorter than what is indicated by its VLI."
    case .missingSaveValueCode: "The coupon's Save Value Code is missing."
    case .invalidSaveValueCode: "The coupon's Save Value Code must be \"0\", \"1\", \"2\", \"5\" or \"6\"."
    case .missingSaveValueAppliesToItem: "The coupon's Save Value Applies to Item is missing."
    case .invalidSaveValueAppliesToItem: "The coupon's Save Value Applies to Item must be \"0\" to \"2\"."
    case .missingStoreCouponFlag: "The coupon's Store Coupon Flag is missing."
    case .missingDontMultiplyFlag: "The coupon's Don't Multiply Flag is missing."
    case .invalidDontMultiplyFlag: "The coupon's Don't Multiply Flag must be \"0\" or \"1\"."
    }
  }
}
