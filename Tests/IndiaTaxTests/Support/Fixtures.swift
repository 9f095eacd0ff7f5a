import Foundation
import SharedCore

/// Test data in `Tests/IndiaTaxTests/Fixtures`, read relative to this file.
enum Fixtures {
  /// The fixtures folder.
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The bytes of `Fixtures/<name>`.
  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent(name))
  }

  /// The rows of a tab-separated fixture, header dropped, each row a dictionary by column name.
  static func table(_ name: String) throws -> [[String: String]] {
    let lines = String(decoding: try data(name), as: UTF8.self).split(separator: "\n").map(String.init)
    guard let header = lines.first?.split(separator: "\t").map(String.init) else { return [] }
    return lines.dropFirst().map { line in
      Dictionary(zip(header, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))) {
        first, _ in first
      }
    }
  }

  /// The GST e-invoice samples' file names.
  static var eInvoiceSamples: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasPrefix("einvoice_sample_") && $0.hasSuffix(".json") }.sorted()
  }
}

/// `yyyy-MM-dd` as a date; a test's literal dates are valid.
func day(_ text: String) -> CalendarDate {
  CalendarDate(text) ?? CalendarDate(dayNumber: 0)
}

/// An exact decimal from its text.
func dec(_ text: String) -> Decimal {
  Decimal(string: text) ?? .nan
}
