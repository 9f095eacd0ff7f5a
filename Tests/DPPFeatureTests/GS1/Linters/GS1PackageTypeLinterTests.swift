import Testing

@testable import DPPFeature

/// The `packagetype` linter (AI 7041) against GS1's unit-test vectors and the shipped code list.
@Suite struct GS1PackageTypeLinterTests {
  @Test(arguments: ["", "0", "00", "000", "0000", "_9", "9_", "_1A", "1A_", "_200", "200_", "ZZZ", "1a", "A"])
  func rejectsCodesOutsideTheList(_ input: String) {
    #expect(GS1Linter.packageType.lint(input) == GS1LintFailure(violation: .invalidPackageType, position: 0))
  }

  @Test(arguments: GS1CodeLists.packageTypes)
  func acceptsEveryListedCode(_ code: String) {
    #expect(GS1Linter.packageType.lint(code) == nil)
  }

  @Test func listIsGS1sSortedAndComplete() {
    let codes = GS1CodeLists.packageTypes
    #expect(codes.count == 431)
    #expect(zip(codes, codes.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(codes.first == "1A" && codes.last == "ZZ")
    for code in ["8", "9", "200", "2C", "APE", "BX", "CT", "PX", "RB3", "X3", "X20", "ZZ"] {
      #expect(codes.contains(code), "\(code)")
    }
  }

  @Test func elementStringsReportTheAI() throws {
    let lintOnly = DigitalLink.Options(validateAssociations: false)
    _ = try GS1ElementString(bracketed: "(7041)BX", options: lintOnly)
    #expect(throws: DigitalLinkError.lint(ai: "7041", violation: .invalidPackageType, position: 0)) {
      try GS1ElementString(bracketed: "(7041)BOX", options: lintOnly)
    }
    #expect(GS1LintViolation.invalidPackageType.message == "A valid PackageTypeCode is required.")
  }
}
