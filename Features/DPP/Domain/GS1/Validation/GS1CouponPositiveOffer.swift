/// The `couponposoffer` linter: a positive offer file coupon code, as carried in AI (8112).
///
/// Layout (GS1 AI (8112) Coupon Data Specification): Format Code ("0" or "1"), Funder VLI ("0"…"6")
/// then a Funder ID of VLI + 6 digits, a six-digit Offer Code, Serial Number VLI then a Serial Number
/// of VLI + 6 digits, and nothing after it.
/// Reference: GS1 Barcode Syntax Engine, `src/c-lib/syntax/lint_couponposoffer.c`.
enum GS1CouponPositiveOffer {
  /// Checks `value`; `nil` when it is a well-formed positive offer coupon code.
  static func check(_ value: UnsafeBufferPointer<UInt8>) -> GS1LintFailure? {
    GS1CouponScanner.lint(value) { (scanner: inout GS1CouponScanner) throws(GS1CouponScanner.Stop) in
      _ = try scanner.digit(missing: .missingFormatCode, invalid: .invalidFormatCode, allowed: { $0 <= 1 })
      let funder = try scanner.digit(missing: .missingFunderVLI, invalid: .invalidFunderLength, allowed: { $0 <= 6 })
      try scanner.field(length: funder + 6, truncated: .truncatedFunder)
      try scanner.field(length: 6, truncated: .truncatedOfferCode)
      let serial = try scanner.digit(missing: .missingSerialNumberVLI)
      try scanner.field(length: serial + 6, truncated: .truncatedSerialNumber)
      try scanner.expectEnd()
    }
  }
}
