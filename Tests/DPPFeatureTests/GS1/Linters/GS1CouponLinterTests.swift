import Testing

@testable import DPPFeature

/// The coupon linters (`couponcode`, AI 8110; `couponposoffer`, AI 8112) against every vector of
/// GS1's own unit tests, then through Digital Link URIs, where both AIs are data attributes.
@Suite struct GS1CouponLinterTests {
  @Test(arguments: GS1CouponCodeVectors.valid)
  func couponCodeAcceptsGS1ValidVectors(_ input: String) {
    #expect(GS1Linter.couponCode.lint(input) == nil)
  }

  @Test(
    arguments: GS1CouponCodeVectors.mandatoryAndSecondPurchase + GS1CouponCodeVectors.thirdPurchaseAndExpiration
      + GS1CouponCodeVectors.laterOptionalFields)
  func couponCodeRejectsGS1InvalidVectors(_ vector: GS1LintVector) {
    #expect(
      GS1Linter.couponCode.lint(vector.input)
        == GS1LintFailure(violation: vector.violation, position: vector.position))
  }

  @Test(arguments: GS1CouponPositiveOfferVectors.valid)
  func positiveOfferAcceptsGS1ValidVectors(_ input: String) {
    #expect(GS1Linter.couponPositiveOffer.lint(input) == nil)
  }

  @Test(arguments: GS1CouponPositiveOfferVectors.invalid)
  func positiveOfferRejectsGS1InvalidVectors(_ vector: GS1LintVector) {
    #expect(
      GS1Linter.couponPositiveOffer.lint(vector.input)
        == GS1LintFailure(violation: vector.violation, position: vector.position))
  }

  @Test(arguments: [
    "https://id.gs1.org/01/09520123456788?8110=012345612345611110123",
    "https://id.gs1.org/01/09520123456788?8110=106141410222223100110222111101231023456721104561045678991201",
    "https://id.gs1.org/01/09520123456788?8112=001234561234560123456",
    "https://id.gs1.org/01/09520123456788?8112=061234567890121234569123456789012345&17=261231",
  ])
  func digitalLinkAcceptsWellFormedCoupons(_ uri: String) throws {
    let link = try DigitalLink(uri)
    #expect(link.attributes.contains { $0.ai == "8110" || $0.ai == "8112" })
  }

  @Test(
    arguments: [
      ("https://id.gs1.org/01/09520123456788?8110=0123456123456111101230", "8110", .coupon(.excessData), 21),
      ("https://id.gs1.org/01/09520123456788?8110=71234567890123", "8110", .coupon(.invalidGCPLength), 0),
      (
        "https://id.gs1.org/01/09520123456788?8110=0123456123456111101233201310", "8110",
        .coupon(.invalidExpirationDate), 22
      ),
      ("https://id.gs1.org/01/09520123456788?8110=01234561234561111012A", "8110", GS1LintViolation.nonDigit, 20),
      ("https://id.gs1.org/01/09520123456788?8112=201234561234560123456", "8112", .coupon(.invalidFormatCode), 0),
      ("https://id.gs1.org/01/09520123456788?8112=00123456123456", "8112", .coupon(.missingSerialNumberVLI), 0),
      ("https://id.gs1.org/01/09520123456788?8112=0012345612345601234567", "8112", .coupon(.excessData), 21),
    ] as [(String, String, GS1LintViolation, Int)])
  func digitalLinkRejectsMalformedCoupons(_ uri: String, _ ai: String, _ violation: GS1LintViolation, _ position: Int) {
    #expect(throws: DigitalLinkError.lint(ai: ai, violation: violation, position: position)) {
      try DigitalLink(uri)
    }
  }

  @Test func couponMessagesUseGS1Wording() {
    #expect(
      DigitalLinkError.lint(ai: "8110", violation: .coupon(.truncatedGCP), position: 1).message
        == "AI (8110): The coupon's primary GS1 Company Prefix is shorter than what is indicated by its VLI.")
    #expect(
      GS1LintViolation.coupon(.invalidPurchaseRequirementCode(.third)).message
        == "The coupon's third purchase Requirement Code must be \"0\" to \"4\" or \"9\".")
    #expect(GS1CouponViolation.missingFormatCode.message == "The coupon's Format Code is missing.")
  }
}

extension GS1Linter {
  /// Runs the linter over a string's UTF-8 bytes.
  func lint(_ value: String) -> GS1LintFailure? {
    var copy = value
    return copy.withUTF8 { check($0) }
  }
}
