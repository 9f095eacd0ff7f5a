import DPPFeature
import Testing

/// The coupon linters reached through whole element strings, as GS1's engine tests them
/// (`test_ai_linters` in the GS1 Barcode Syntax Engine's `src/c-lib/ai.c`): each AI value yields
/// the named linter error.
@Suite struct GS1CouponElementStringTests {
  static let lintOnly = DigitalLink.Options(validateAssociations: false)

  @Test(
    arguments: [
      ("(8112)201234561234560123456", .coupon(.invalidFormatCode)),
      ("(8112)0", .coupon(.missingFunderVLI)),
      ("(8112)07", .coupon(.invalidFunderLength)),
      ("(8112)01123456", .coupon(.truncatedFunder)),
      ("(8112)00123456", .coupon(.truncatedOfferCode)),
      ("(8112)00123456123456", .coupon(.missingSerialNumberVLI)),
      ("(8112)001234561234560", .coupon(.truncatedSerialNumber)),
      ("(8110)71234567890123", .coupon(.invalidGCPLength)),
      ("(8110)012345", .coupon(.truncatedGCP)),
      ("(8110)0123456123456", .coupon(.missingSaveValueVLI)),
      ("(8110)01234561234560", .coupon(.invalidSaveValueLength)),
      ("(8110)01234561234561", .coupon(.truncatedSaveValue)),
      ("(8110)012345612345611", .coupon(.missingPurchaseRequirementVLI(.primary))),
      ("(8110)0123456123456116123456", .coupon(.invalidPurchaseRequirementLength(.primary))),
      ("(8110)0123456123456111", .coupon(.truncatedPurchaseRequirement(.primary))),
      ("(8110)01234561234561111", .coupon(.missingPurchaseRequirementCode(.primary))),
      ("(8110)012345612345611115", .coupon(.invalidPurchaseRequirementCode(.primary))),
      ("(8110)012345612345611119", .coupon(.truncatedPurchaseFamilyCode(.primary))),
      ("(8110)0123456123456111101231", .coupon(.missingAdditionalPurchaseRulesCode)),
      ("(8110)01234561234561111012314", .coupon(.invalidAdditionalPurchaseRulesCode)),
      ("(8110)01234561234561111012310", .coupon(.missingPurchaseRequirementVLI(.second))),
      ("(8110)012345612345611110123106123456", .coupon(.invalidPurchaseRequirementLength(.second))),
      ("(8110)012345612345611110123101", .coupon(.truncatedPurchaseRequirement(.second))),
      ("(8110)0123456123456111101231011", .coupon(.missingPurchaseRequirementCode(.second))),
      ("(8110)01234561234561111012310115", .coupon(.invalidPurchaseRequirementCode(.second))),
      ("(8110)01234561234561111012310119", .coupon(.truncatedPurchaseFamilyCode(.second))),
      ("(8110)01234561234561111012310110123", .coupon(.missingPurchaseGCPVLI(.second))),
      ("(8110)0123456123456111101231011012371234567890123", .coupon(.invalidPurchaseGCPLength(.second))),
      ("(8110)012345612345611110123101101230", .coupon(.truncatedPurchaseGCP(.second))),
      ("(8110)0123456123456111101232", .coupon(.missingPurchaseRequirementVLI(.third))),
      ("(8110)01234561234561111012320", .coupon(.invalidPurchaseRequirementLength(.third))),
      ("(8110)01234561234561111012321", .coupon(.truncatedPurchaseRequirement(.third))),
      ("(8110)012345612345611110123211", .coupon(.missingPurchaseRequirementCode(.third))),
      ("(8110)0123456123456111101232115", .coupon(.invalidPurchaseRequirementCode(.third))),
      ("(8110)0123456123456111101232110", .coupon(.truncatedPurchaseFamilyCode(.third))),
      ("(8110)0123456123456111101232110123", .coupon(.missingPurchaseGCPVLI(.third))),
      ("(8110)012345612345611110123211012371234567890123", .coupon(.invalidPurchaseGCPLength(.third))),
      ("(8110)01234561234561111012321101230", .coupon(.truncatedPurchaseGCP(.third))),
      ("(8110)0123456123456111101233", .coupon(.tooShortForExpirationDate)),
      ("(8110)0123456123456111101233200010", .coupon(.invalidExpirationDate)),
      ("(8110)0123456123456111101234", .coupon(.tooShortForStartDate)),
      ("(8110)0123456123456111101234200010", .coupon(.invalidStartDate)),
      ("(8110)01234561234561111012335006064500607", .coupon(.expirationBeforeStart)),
      ("(8110)0123456123456111101236", .coupon(.missingRetailerGCPOrGLNVLI)),
      ("(8110)01234561234561111012360", .coupon(.invalidRetailerGCPOrGLNLength)),
      ("(8110)01234561234561111012361", .coupon(.truncatedRetailerGCPOrGLN)),
      ("(8110)0123456123456111101239", .coupon(.missingSaveValueCode)),
      ("(8110)01234561234561111012393", .coupon(.invalidSaveValueCode)),
      ("(8110)01234561234561111012390", .coupon(.missingSaveValueAppliesToItem)),
      ("(8110)012345612345611110123903", .coupon(.invalidSaveValueAppliesToItem)),
      ("(8110)012345612345611110123900", .coupon(.missingStoreCouponFlag)),
      ("(8110)0123456123456111101239000", .coupon(.missingDontMultiplyFlag)),
      ("(8110)01234561234561111012390002", .coupon(.invalidDontMultiplyFlag)),
      ("(8110)012345612345611110123900000", .coupon(.excessData)),
    ] as [(String, GS1LintViolation)])
  func reportsGS1sLinterError(_ data: String, _ violation: GS1LintViolation) throws {
    let error = try #require(throws: DigitalLinkError.self) {
      try GS1ElementString(bracketed: data, options: Self.lintOnly)
    }
    guard case .lint(let ai, let reported, _) = error else {
      Issue.record("Expected a linter error, got \(error)")
      return
    }
    #expect(ai == String(data.dropFirst().prefix(4)))
    #expect(reported == violation)
  }

  @Test(arguments: ["(8110)012345612345611110123", "(8112)001234561234560123456", "(7041)BX"])
  func acceptsValidValues(_ data: String) throws {
    _ = try GS1ElementString(bracketed: data, options: Self.lintOnly)
  }
}
