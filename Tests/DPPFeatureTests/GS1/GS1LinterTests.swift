import DPPFeature
import Testing

/// Dictionary linters reached through real AIs (association rules off to isolate the linters).
@Suite struct GS1LinterTests {
  static let lintOnly = DigitalLink.Options(validateAssociations: false)

  @Test(arguments: [
    "(8030)QUJD", "(8030)QU=", "(8030)Q==", "(422)276", "(7030)999ABC", "(8006)095201234567880102",
    "(7258)1/2", "(8007)DE89370400440532013000", "(4307)DE", "(3910)978123", "(4330)012345-", "(7040)1ABC",
    "(8001)12345678901201", "(7252)2", "(7241)99", "(4309)18000000003600000000", "(8011)0", "(4321)0",
  ])
  func acceptsValidContent(_ data: String) throws {
    _ = try GS1ElementString(bracketed: data, options: Self.lintOnly)
  }

  @Test(arguments: [
    ("(8030)QUJD=", "8030", GS1LintViolation.invalidCSET64Padding, 4),
    ("(8030)QQ==", "8030", .invalidCSET64Padding, 2),
    ("(8030)QUJ===", "8030", .invalidCSET64Padding, 3),
    ("(8030)QU.D", "8030", .nonCSET64, 2),
    ("(422)999", "422", .notISO3166, 0),
    ("(7030)000ABC", "7030", .notISO3166Or999, 0),
    ("(8006)095201234567880302", "8006", .pieceExceedsTotal, 14),
    ("(8006)095201234567880002", "8006", .pieceZero, 14),
    ("(7258)3/2", "7258", .positionExceedsEnd, 0),
    ("(7258)1-2", "7258", .invalidPositionInSequence, 0),
    ("(8007)DE89370400440532013001", "8007", .ibanBadCheck, 2),
    ("(4307)ZZ", "4307", .notISO3166Alpha2, 0),
    ("(3910)000123", "3910", .notISO4217, 0),
    ("(4330)012345+", "4330", .notHyphen, 6),
    ("(8001)00005678901231", "8001", .zeroValue, 0),
    ("(8001)12345678901231", "8001", .invalidWinding, 12),
    ("(7252)3", "7252", .notISO5218, 0),
    ("(7241)50", "7241", .invalidMediaType, 0),
    ("(4309)18000000013600000000", "4309", .latitudeOutOfRange, 0),
    ("(8011)01", "8011", .zeroPrefix, 0),
    ("(8010)AB-1", "8010", .invalidCompanyPrefix, 0),
    ("(8010)12345a", "8010", .nonCSET39, 5),
    ("(4300)AB%2", "4300", .invalidPercentEncoding, 2),
    ("(7040)1AB!", "7040", .invalidImporterIndex, 3),
  ])
  func reportsViolationAndPosition(_ data: String, _ ai: String, _ violation: GS1LintViolation, _ position: Int) {
    #expect(throws: DigitalLinkError.lint(ai: ai, violation: violation, position: position)) {
      try GS1ElementString(bracketed: data, options: Self.lintOnly)
    }
  }

  @Test func lintMessagesUseGS1Wording() {
    #expect(
      DigitalLinkError.lint(ai: "01", violation: .badCheckDigit, position: 13).message
        == "AI (01): The numeric check digit is incorrect.")
    #expect(GS1LintViolation.notYesNo.message == "A \"0\" or \"1\" is required.")
  }
}
