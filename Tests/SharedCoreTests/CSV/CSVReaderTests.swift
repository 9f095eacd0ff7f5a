import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct CSVReaderTests {
  /// Files that are valid RFC 4180 (and the common liberties: LF, lone CR, a BOM) read field for field.
  @Test(arguments: [
    ("plain CRLF", "a,b\r\n1,2\r\n", [[1: ["a", "b"]], [2: ["1", "2"]]]),
    ("LF and no final line end", "a,b\n1,2", [[1: ["a", "b"]], [2: ["1", "2"]]]),
    ("lone CR", "a,b\r1,2\r", [[1: ["a", "b"]], [2: ["1", "2"]]]),
    ("BOM", "\u{FEFF}name\r\nTea\r\n", [[1: ["name"]], [2: ["Tea"]]]),
    ("embedded comma", "\"Tea, green\",120\n", [[1: ["Tea, green", "120"]]]),
    ("doubled quotes", "\"12\"\" pipe\",\"\"\"x\"\"\"\n", [[1: ["12\" pipe", "\"x\""]]]),
    ("embedded CRLF and LF", "\"a\r\nb\nc\",d\r\ne,f\r\n", [[1: ["a\r\nb\nc", "d"]], [4: ["e", "f"]]]),
    ("empty fields", ",,\n\"\",x,\n", [[1: ["", "", ""]], [2: ["", "x", ""]]]),
    ("blank lines skipped", "a\n\n\r\nb\n", [[1: ["a"]], [4: ["b"]]]),
    ("spaces kept", " a , b \n", [[1: [" a ", " b "]]]),
    ("Devanagari and emoji", "बासमती चावल,🍚\n", [[1: ["बासमती चावल", "🍚"]]]),
    ("quoted empty last field", "a,\"\"", [[1: ["a", ""]]]),
  ])
  func readsValidFiles(name: String, text: String, expected: [[Int: [String]]]) {
    let document = CSVReader().read(Data(text.utf8))
    #expect(document.errors.isEmpty, "\(name)")
    let records = expected.flatMap { $0.map { CSVRecord(line: $0.key, fields: $0.value) } }
    #expect(document.records == records, "\(name)")
  }

  /// Broken records are reported with line, column and reason; the records around them survive.
  @Test(arguments: [
    ("stray quote", "a,b\n1,x\"y\n2,3\n", [CSVError(line: 2, column: 2, reason: .quoteInUnquotedField)], ["a", "2"]),
    (
      "text after closing quote", "\"ab\"c,d\n1,2\n", [CSVError(line: 1, column: 1, reason: .textAfterClosingQuote)],
      ["1"]
    ),
    (
      "unterminated quote", "a,b\n1,2\n3,\"open\n4,5\n",
      [CSVError(line: 3, column: 2, reason: .unterminatedQuote)], ["a", "1"]
    ),
    (
      "two bad rows", "h\n\"x\"y\nok\nz\"\nfine\n",
      [
        CSVError(line: 2, column: 1, reason: .textAfterClosingQuote),
        CSVError(line: 4, column: 1, reason: .quoteInUnquotedField),
      ], ["h", "ok", "fine"]
    ),
  ])
  func reportsBrokenRecords(name: String, text: String, errors: [CSVError], firstFields: [String]) {
    let document = CSVReader().read(Data(text.utf8))
    #expect(document.errors == errors, "\(name)")
    #expect(document.records.map { $0.fields.first ?? "" } == firstFields, "\(name)")
  }

  /// Invalid UTF-8 (a lone continuation byte, an overlong form, a surrogate, a cut sequence) is
  /// refused, in plain and quoted fields alike.
  @Test(arguments: [[0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80]] as [[UInt8]])
  func refusesInvalidUTF8(bad: [UInt8]) {
    let plain = Data("ok\nx".utf8) + Data(bad) + Data(",1\n\"".utf8) + Data(bad) + Data("\"\"q\"\nend\n".utf8)
    let document = CSVReader().read(plain)
    #expect(
      document.errors == [
        CSVError(line: 2, column: 1, reason: .invalidUTF8), CSVError(line: 3, column: 1, reason: .invalidUTF8),
      ])
    #expect(document.records.map(\.fields) == [["ok"], ["end"]])
  }

  /// Semicolons and tabs separate fields when asked; commas are then plain text.
  @Test func otherDelimiters() {
    #expect(CSVReader(delimiter: .semicolon).read("a;1,5\n").records.map(\.fields) == [["a", "1,5"]])
    #expect(CSVReader(delimiter: .tab).read("a\tb c\n").records.map(\.fields) == [["a", "b c"]])
  }

  /// Whatever the writer writes, the reader reads back unchanged (seeded random fields drawn from the
  /// characters that need quoting).
  @Test(arguments: [CSVWriter.LineEnding.crlf, .lf])
  func writerRoundTripsRandomRecords(lineEnding: CSVWriter.LineEnding) {
    var random = SeededGenerator(seed: 4180)
    let alphabet: [String] = ["a", "Z", "1", ",", "\"", "\n", "\r", "\r\n", " ", "é", "चा", "🍚", ";", "\t"]
    var records: [[String]] = []
    for _ in 0..<300 {
      let width = Int.random(in: 1...5, using: &random)
      records.append(
        (0..<width).map { _ in
          (0..<Int.random(in: 0...6, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "" }
            .joined()
        })
    }
    var writer = CSVWriter(lineEnding: lineEnding, byteOrderMark: true)
    records.forEach { writer.append($0) }
    let document = CSVReader().read(writer.text)
    #expect(document.errors.isEmpty)
    #expect(document.records.map(\.fields) == records)
  }

  /// The writer quotes only fields that need it.
  @Test func writerQuotesOnlyWhenNeeded() {
    var writer = CSVWriter()
    writer.append(["Tea", "Tea, green", "12\" pipe", "", "a\nb"])
    writer.append([""])
    #expect(writer.text == "Tea,\"Tea, green\",\"12\"\" pipe\",,\"a\nb\"\r\n\"\"\r\n")
  }
}
