import Foundation

/// The character that separates fields in a CSV record.
public enum CSVDelimiter: UInt8, Sendable, Hashable, CaseIterable {
  /// `,` (RFC 4180).
  case comma = 0x2C
  /// `;`, common where `,` is the decimal separator (a spreadsheet saving "CSV" in such a locale).
  case semicolon = 0x3B
  /// A tab (TSV, or cells copied from a spreadsheet).
  case tab = 0x09

  /// The delimiter of the file `data`, read from its header line: the one of comma, semicolon and
  /// tab that occurs most often outside quotes on the first line (after a UTF-8 byte order mark);
  /// comma when none does or on a tie, as RFC 4180 has it.
  ///
  /// A header names its columns, and names rarely hold these characters, so the first line tells a
  /// semicolon-separated export from a comma-separated one even when the rows below quote decimal
  /// commas (`"12,50"`).
  public static func detect(in data: Data) -> CSVDelimiter {
    var counts: [CSVDelimiter: Int] = [:]
    var quoted = false
    var index = data.startIndex
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { index = data.index(index, offsetBy: 3) }
    while index < data.endIndex {
      let byte = data[index]
      if byte == UInt8(ascii: "\"") {
        quoted.toggle()
      } else if !quoted {
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
        if let delimiter = CSVDelimiter(rawValue: byte) { counts[delimiter, default: 0] += 1 }
      }
      index = data.index(after: index)
    }
    // On a tie the first of comma, semicolon and tab wins.
    let most = counts.values.max() ?? 0
    return allCases.first { counts[$0, default: 0] == most } ?? .comma
  }

  /// `comma`, `semicolon`, `tab`: how a message names it.
  public var name: String {
    switch self {
    case .comma: "comma"
    case .semicolon: "semicolon"
    case .tab: "tab"
    }
  }
}
