/// The `couponcode` linter: a North American Coupon Code (NACC), as carried in AI (8110).
///
/// Mandatory fields: the primary GS1 Company Prefix (VLI "0"…"6", then VLI + 6 digits), a six-digit
/// Offer Code, the Save Value (VLI "1"…"5"), and the primary purchase (Requirement VLI "1"…"5",
/// Requirement, Requirement Code, three-digit Family Code). Then optional fields, each introduced by
/// its indicator digit and allowed once, in increasing order: 1 (additional rules and second
/// purchase), 2 (third purchase), 3 (expiration date), 4 (start date, not after the expiration
/// date), 5 (serial number), 6 (retailer GCP/GLN) and 9 (miscellaneous flags).
/// References: "North American Coupon Application Guideline Using GS1 DataBar Expanded Symbols";
/// GS1 Barcode Syntax Engine, `src/c-lib/syntax/lint_couponcode.c`.
enum GS1CouponCode {
  /// Checks `value`; `nil` when it is a well-formed coupon code.
  static func check(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    GS1CouponScanner.lint(value) { (scanner: inout GS1CouponScanner) throws(GS1CouponScanner.Stop) in
      let prefixVLI = try scanner.digit(missing: .missingGCPVLI, invalid: .invalidGCPLength, allowed: { $0 <= 6 })
      let prefixStart = scanner.offset
      let prefix = try scanner.field(length: prefixVLI + 6, truncated: .truncatedGCP)
      try scanner.checkCompanyPrefix(prefix, at: prefixStart)
      try scanner.field(length: 6, truncated: .truncatedOfferCode)
      let save = try scanner.digit(
        missing: .missingSaveValueVLI, invalid: .invalidSaveValueLength, allowed: { (1...5).contains($0) })
      try scanner.field(length: save, truncated: .truncatedSaveValue)
      try scanPurchase(.primary, with: &scanner)
      if scanner.optionalField(1) {
        _ = try scanner.digit(
          missing: .missingAdditionalPurchaseRulesCode, invalid: .invalidAdditionalPurchaseRulesCode,
          allowed: { $0 <= 3 })
        try scanPurchase(.second, with: &scanner)
        try scanPurchaseCompanyPrefix(.second, with: &scanner)
      }
      if scanner.optionalField(2) {
        try scanPurchase(.third, with: &scanner)
        try scanPurchaseCompanyPrefix(.third, with: &scanner)
      }
      try scanDates(with: &scanner)
      if scanner.optionalField(5) {
        let serial = try scanner.digit(missing: .missingSerialNumberVLI)
        try scanner.field(length: serial + 6, truncated: .truncatedSerialNumber)
      }
      if scanner.optionalField(6) {
        let retailerVLI = try scanner.digit(
          missing: .missingRetailerGCPOrGLNVLI, invalid: .invalidRetailerGCPOrGLNLength,
          allowed: { (1...7).contains($0) })
        let start = scanner.offset
        let retailer = try scanner.field(length: retailerVLI + 6, truncated: .truncatedRetailerGCPOrGLN)
        try scanner.checkCompanyPrefix(retailer, at: start)
      }
      if scanner.optionalField(9) {
        try scanMiscellaneous(with: &scanner)
      }
      try scanner.expectEnd()
    }
  }

  /// A purchase's Requirement VLI, Requirement, Requirement Code and Family Code.
  private static func scanPurchase(_ purchase: GS1CouponViolation.Purchase, with scanner: inout GS1CouponScanner)
    throws(GS1CouponScanner.Stop)
  {
    let requirement = try scanner.digit(
      missing: .missingPurchaseRequirementVLI(purchase), invalid: .invalidPurchaseRequirementLength(purchase),
      allowed: { (1...5).contains($0) })
    try scanner.field(length: requirement, truncated: .truncatedPurchaseRequirement(purchase))
    _ = try scanner.digit(
      missing: .missingPurchaseRequirementCode(purchase), invalid: .invalidPurchaseRequirementCode(purchase),
      allowed: { $0 <= 4 || $0 == 9 })
    try scanner.field(length: 3, truncated: .truncatedPurchaseFamilyCode(purchase))
  }

  /// The second or third purchase's GS1 Company Prefix: VLI "0"…"6" (VLI + 6 digits) or "9" (none).
  private static func scanPurchaseCompanyPrefix(
    _ purchase: GS1CouponViolation.Purchase, with scanner: inout GS1CouponScanner
  ) throws(GS1CouponScanner.Stop) {
    let vli = try scanner.digit(
      missing: .missingPurchaseGCPVLI(purchase), invalid: .invalidPurchaseGCPLength(purchase),
      allowed: { $0 <= 6 || $0 == 9 })
    guard vli != 9 else { return }
    let start = scanner.offset
    let prefix = try scanner.field(length: vli + 6, truncated: .truncatedPurchaseGCP(purchase))
    try scanner.checkCompanyPrefix(prefix, at: start)
  }

  /// Optional fields 3 (expiration date) and 4 (start date), both `YYMMDD`.
  private static func scanDates(with scanner: inout GS1CouponScanner) throws(GS1CouponScanner.Stop) {
    var expiration: UnsafeBufferPointer<UInt8>?
    if scanner.optionalField(3) {
      let start = scanner.offset
      let date = try scanner.field(length: 6, truncated: .tooShortForExpirationDate)
      if GS1DateRules.checkDate(date, centuryDigits: false, allowDayZero: false) != nil {
        throw scanner.stop(.invalidExpirationDate, at: start)
      }
      expiration = date
    }
    guard scanner.optionalField(4) else { return }
    let start = scanner.offset
    let date = try scanner.field(length: 6, truncated: .tooShortForStartDate)
    if GS1DateRules.checkDate(date, centuryDigits: false, allowDayZero: false) != nil {
      throw scanner.stop(.invalidStartDate, at: start)
    }
    // Equal-length digit strings order as numbers; GS1 flags from the expiration date's indicator.
    if let expiration, expiration.lexicographicallyPrecedes(date) {
      throw scanner.stop(.expirationBeforeStart, at: start - 8)
    }
  }

  /// Optional field 9: Save Value Code, Save Value Applies to Item, Store Coupon Flag, Don't Multiply Flag.
  private static func scanMiscellaneous(with scanner: inout GS1CouponScanner) throws(GS1CouponScanner.Stop) {
    _ = try scanner.digit(
      missing: .missingSaveValueCode, invalid: .invalidSaveValueCode, allowed: { [0, 1, 2, 5, 6].contains($0) })
    _ = try scanner.digit(
      missing: .missingSaveValueAppliesToItem, invalid: .invalidSaveValueAppliesToItem, allowed: { $0 <= 2 })
    _ = try scanner.digit(missing: .missingStoreCouponFlag)
    _ = try scanner.digit(missing: .missingDontMultiplyFlag, invalid: .invalidDontMultiplyFlag, allowed: { $0 <= 1 })
  }
}
