import Foundation
import SharedCore
import Testing

@testable import BillsFeature

/// Financial years, and series patterns checked against GST Rule 46 when they are configured.
@Suite struct BillNumberSeriesTests {
  static func key(_ kind: BillDocumentKind = .salesInvoice, year: Int = 2025, name: String = "default") throws
    -> BillNumberSeriesKey
  {
    BillNumberSeriesKey(kind: kind, financialYear: try BillFinancialYear(startYear: year), name: name)
  }

  @Test(arguments: [
    ("2025-04-01", 4, 2025, "2025-26", "25-26"), ("2026-03-31", 4, 2025, "2025-26", "25-26"),
    ("2026-04-01", 4, 2026, "2026-27", "26-27"), ("2099-12-31", 4, 2099, "2099-00", "99-00"),
    ("2025-06-30", 7, 2024, "2024-25", "24-25"), ("2025-07-01", 7, 2025, "2025-26", "25-26"),
    ("2025-12-31", 1, 2025, "2025", "25"), ("2009-05-01", 4, 2009, "2009-10", "09-10"),
  ])
  func financialYearContaining(date: String, startMonth: Int, startYear: Int, long: String, short: String) throws {
    let year = try BillFinancialYear(containing: day(date), startMonth: startMonth)
    #expect(year.startYear == startYear && year.startMonth == startMonth)
    #expect(year.label(.long) == long && year.label(.short) == short && year.description == long)
    #expect(year.contains(day(date)))
    #expect(!year.contains(day(date).adding(days: 366)))
  }

  @Test func invalidFinancialYears() {
    #expect(throws: BillNumberingError.invalidFinancialYear(startYear: 2025, startMonth: 13)) {
      try BillFinancialYear(startYear: 2025, startMonth: 13)
    }
    #expect(throws: BillNumberingError.invalidFinancialYear(startYear: 2025, startMonth: 0)) {
      try BillFinancialYear(containing: day("2025-05-01"), startMonth: 0)
    }
    #expect(throws: (any Error).self) {
      try JSONDecoder().decode(BillFinancialYear.self, from: Data(#"{"startYear":2025,"startMonth":14}"#.utf8))
    }
  }

  @Test(arguments: [
    (BillNumberPattern(prefix: "INV/", financialYear: .short, sequenceDigits: 5), 42, "INV/25-26/00042"),
    (BillNumberPattern(prefix: "INV-", financialYear: .long, separator: "-", sequenceDigits: 4), 7, "INV-2025-26-0007"),
    (BillNumberPattern(financialYear: .long, sequenceDigits: 6), 123_456, "2025-26/123456"),
    (BillNumberPattern(prefix: "CN", sequenceDigits: 3, suffix: "/B2"), 5, "CN005/B2"),
    (BillNumberPattern(prefix: "A", sequenceDigits: 1, maximumSequence: 99_999), 12_345, "A12345"),
    (BillNumberPattern(sequenceDigits: 1), 9, "9"),
  ])
  func numbersFollowThePattern(pattern: BillNumberPattern, sequence: Int, expected: String) throws {
    let series = try BillNumberSeries(key: try Self.key(), pattern: pattern)
    let number = try series.number(for: sequence)
    #expect(number == expected)
    #expect(BillNumberSeries.isValidNumber(number))
    #expect(BillNumberSeries.isValidNumber(try series.number(for: series.maximumSequence)))
  }

  @Test(arguments: [
    // INV/2025-26/ + 5 digits = 17 characters at 99999.
    (
      BillNumberPattern(prefix: "INV/", financialYear: .long, sequenceDigits: 5),
      BillNumberingError.numberTooLong(longest: "INV/2025-26/99999", length: 17)
    ),
    // Fits at 4 digits padded, but not at the maximum the business asked for.
    (
      BillNumberPattern(prefix: "INVOICE/", financialYear: .short, sequenceDigits: 2, maximumSequence: 1000),
      .numberTooLong(longest: "INVOICE/25-26/1000", length: 18)
    ),
    (BillNumberPattern(prefix: "INV_", sequenceDigits: 4), .invalidCharacter(field: "prefix", character: "_")),
    (
      BillNumberPattern(prefix: "INV", sequenceDigits: 4, suffix: " A"),
      .invalidCharacter(field: "suffix", character: " ")
    ),
    (
      BillNumberPattern(financialYear: .short, separator: ".", sequenceDigits: 4),
      .invalidCharacter(field: "separator", character: ".")
    ),
    (BillNumberPattern(prefix: "फ", sequenceDigits: 4), .invalidCharacter(field: "prefix", character: "फ")),
    (BillNumberPattern(sequenceDigits: 5), .invalidFirstCharacter(example: "00001")),
    (BillNumberPattern(prefix: "/A", sequenceDigits: 2), .invalidFirstCharacter(example: "/A01")),
    (BillNumberPattern(prefix: "A", sequenceDigits: 0), .invalidSequenceDigits(0)),
    (BillNumberPattern(prefix: "A", sequenceDigits: 10), .invalidSequenceDigits(10)),
    (BillNumberPattern(prefix: "A", sequenceDigits: 3, maximumSequence: 0), .invalidMaximumSequence(0)),
  ])
  func refusedPatterns(pattern: BillNumberPattern, error: BillNumberingError) throws {
    let key = try Self.key()
    #expect(throws: error) { try BillNumberSeries(key: key, pattern: pattern) }
    #expect(!error.description.isEmpty)
  }

  @Test func sequenceOutsideTheSeries() throws {
    let series = try BillNumberSeries(key: try Self.key(), pattern: BillNumberPattern(prefix: "Q", sequenceDigits: 3))
    #expect(series.maximumSequence == 999)
    #expect(throws: BillNumberingError.sequenceOutOfRange(sequence: 0, maximum: 999)) { try series.number(for: 0) }
    #expect(throws: BillNumberingError.sequenceOutOfRange(sequence: 1000, maximum: 999)) {
      try series.number(for: 1000)
    }
  }

  @Test(arguments: [
    ("INV/25-26/00001", true), ("A", true), ("1", true), ("ABCDEFGHIJKLMNOP", true), ("ABCDEFGHIJKLMNOPQ", false),
    ("0001", false), ("-A1", false), ("/A1", false), ("", false), ("A B", false), ("A_1", false), ("A.1", false),
  ])
  func ruleFortySixNumbers(text: String, valid: Bool) {
    #expect(BillNumberSeries.isValidNumber(text) == valid)
  }

  @Test func seriesDecodingIsChecked() throws {
    let series = try BillNumberSeries(key: try Self.key(), pattern: BillNumberPattern(prefix: "INV", sequenceDigits: 4))
    let data = try JSONEncoder().encode(series)
    #expect(try JSONDecoder().decode(BillNumberSeries.self, from: data) == series)
    let tooLong = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"INV\"", with: "\"INVOICE-NUMBER\"")
    #expect(throws: BillNumberingError.numberTooLong(longest: "INVOICE-NUMBER9999", length: 18)) {
      try JSONDecoder().decode(BillNumberSeries.self, from: Data(tooLong.utf8))
    }
  }
}
