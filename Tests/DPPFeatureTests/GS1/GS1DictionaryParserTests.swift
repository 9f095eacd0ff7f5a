import Testing

@testable import DPPFeature

@Suite struct GS1DictionaryParserTests {
  @Test func embeddedDictionaryParsesCompletely() throws {
    let entries = try GS1DictionaryParser.entries(from: GS1Dictionary.syntaxDictionaryText)
    #expect(entries.count == 541)
    #expect(GS1Dictionary.entries == entries)
  }

  @Test func readsFlagsComponentsAndAttributes() throws {
    let entries = try GS1DictionaryParser.entries(
      from: """
        # comment
        01  *?  N14,csum,gcppos2  ex=255,37  dlpkey=22,10,21|235  # GTIN
        3100-3102  *?  N6  req=01,02  # NET WEIGHT (kg)
        8008  ?  N8,yymmdd [N..4]  # PROD TIME
        """)
    #expect(entries.map(\.ai) == ["01", "3100", "3101", "3102", "8008"])
    let gtin = try #require(entries.first)
    #expect(gtin.title == "GTIN" && gtin.fixedLength && gtin.dataAttribute)
    #expect(gtin.components == [GS1Component(.numeric, 14...14, linters: [.csum, .gcppos2])])
    #expect(gtin.excludes == ["255", "37"])
    #expect(gtin.qualifierSequences == [["22", "10", "21"], ["235"]])
    #expect(entries[1].requires == [[["01"], ["02"]]])
    #expect(entries[4].components.last == GS1Component(.numeric, 1...4, optional: true))
  }

  @Test(arguments: [
    ("01 * Q14 # x", #"line 1: unknown character set "Q" in "Q14""#),
    ("01 * N14,nolinter # x", #"line 1: unknown linter "nolinter""#),
    ("0x * N14 # x", #"line 1: bad AI or AI range "0x""#),
    ("01 * N.. # x", #"line 1: bad length in "N..""#),
  ])
  func malformedLinesNameTheLineAndToken(line: String, message: String) {
    #expect {
      try GS1DictionaryParser.entries(from: line)
    } throws: { error in
      (error as? GS1DictionaryParser.ParseError)?.description == "GS1 syntax dictionary " + message
    }
  }
}
