import DPPFeature
import Testing

@Suite struct GS1DictionaryTests {
  @Test func everyDictionaryLineIsGenerated() {
    #expect(GS1Dictionary.entries.count == 541)
    #expect(GS1Dictionary.entries.map(\.ai) == GS1Dictionary.entries.map(\.ai).sorted())
  }

  @Test func entriesCarryFormatFlagsAndRules() throws {
    let gtin = try #require(GS1Dictionary.entry(for: "01"))
    #expect(gtin.title == "GTIN" && gtin.fixedLength && gtin.dataAttribute)
    #expect(gtin.components == [GS1Component(.numeric, 14...14, linters: [.csum, .gcppos2])])
    #expect(gtin.excludes == ["255", "37"])
    #expect(gtin.qualifierSequences == [["22", "10", "21"], ["235"]])
    let grai = try #require(GS1Dictionary.entry(for: "8003"))
    #expect(grai.minimumLength == 14 && grai.maximumLength == 30)
    let digsig = try #require(GS1Dictionary.entry(for: "8030"))
    #expect(digsig.requires.first?.contains(["01", "21"]) == true)
    #expect(GS1Dictionary.entry(for: "3105")?.excludes == ["310n"])
    #expect(GS1Dictionary.entry(for: "89") == nil && GS1Dictionary.entry(for: "3106") == nil)
  }

  @Test func primaryKeysMatchTheDictionary() {
    let keys = GS1Dictionary.entries.filter(\.isPrimaryKey).map(\.ai)
    #expect(
      keys == [
        "00", "01", "253", "255", "401", "402", "414", "415", "417", "8003", "8004", "8006", "8010",
        "8013", "8017", "8018",
      ])
  }

  /// Research note §1.4: AIs without the `?` flag.
  @Test func nonAttributesMatchTheResearchNote() {
    let nonAttributes = GS1Dictionary.entries.filter { !$0.dataAttribute }.map(\.ai)
    #expect(
      nonAttributes == [
        "03", "21", "22", "235", "254", "7040", "7041", "8011", "8014", "8019", "8020", "8040",
        "8041", "8042", "8043", "8200",
      ])
  }

  @Test(arguments: [
    (["01"], true), (["01", "21"], true), (["01", "10", "21"], true), (["01", "22", "10", "21"], true),
    (["01", "235"], true), (["01", "21", "10"], false), (["01", "22", "235"], false), (["414", "254"], true),
    (["414", "7040"], true), (["414", "254", "7040"], false), (["8010", "8011"], true), (["00", "10"], false),
    (["8006", "22", "10", "21"], true), (["8006", "235"], false), (["10"], false), ([], false),
  ])
  func keyQualifierSequences(_ path: [String], _ valid: Bool) {
    #expect(GS1Dictionary.isValidKeyQualifierPath(path) == valid)
  }
}
