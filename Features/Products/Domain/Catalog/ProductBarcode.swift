import Foundation
import SharedCore

/// A barcode printed on a product: a GS1 number (EAN-8, UPC-E, UPC-A, EAN-13, GTIN-14), kept as its
/// GTIN so every form of it finds the product, or a shop's own code (`"SHOP-0042"`), kept as written.
///
/// Digits-only text of a GTIN length must carry a valid check digit: a mistyped EAN is refused
/// rather than stored as a code that no scanner will ever read. Text is read as a GTIN this way:
///
/// - 8 digits starting with `0` are a UPC-E when its check digit (the GTIN-12's) fits, kept as the
///   GTIN-12 it stands for (`GTIN(upcE:)`), so a scan of the small pack finds the
///   product stored with its UPC-A; otherwise an EAN-8 (GS1 gives EAN-8 numbers starting with `0`
///   to restricted, in-store use only);
/// - 11 digits are a UPC-A whose leading zero a spreadsheet dropped when `0` and the 11 digits
///   make a valid UPC-A (the check digit proves it); otherwise a shop code;
/// - 8, 12, 13 or 14 digits otherwise are that GTIN;
/// - a number in scientific notation (`8.90103E+12`, as a spreadsheet shows a long number) is
///   refused: its digits are lost.
public enum ProductBarcode: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A GS1 trade item number.
  case gtin(GTIN)
  /// Any other code: a shop label, a Code 128 value, a supplier's reference.
  case other(String)

  /// Reads a scanned or typed barcode.
  /// - Throws: ``ProductBarcodeError`` for empty text, a number in scientific notation, or digits of
  ///   a GTIN length with a bad check digit (the underlying `GTINError` names the position).
  public init(_ text: String) throws(ProductBarcodeError) {
    guard let first = try Self.readings(of: text).first else { throw .empty }
    self = first
  }

  /// Every barcode `text` may be, the one ``init(_:)`` reads first: an 8-digit number starting
  /// with `0` valid both as a UPC-E and as an EAN-8 is both, and 11 digits read as a UPC-A are also
  /// the shop code as written (which a barcode may have been stored as before). A lookup tries them
  /// all.
  static func readings(of text: String) throws(ProductBarcodeError) -> [ProductBarcode] {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .empty }
    if Self.isScientificNotation(trimmed) { throw .scientificNotation(trimmed) }
    let isDigits = trimmed.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard isDigits else { return [.other(trimmed)] }
    switch trimmed.utf8.count {
    case 8 where trimmed.utf8.first == UInt8(ascii: "0"):
      let ean8 = try? GTIN(trimmed)
      do {
        let upcE = try GTIN(upcE: trimmed)
        return [.gtin(upcE)] + (ean8.map { [.gtin($0)] } ?? [])
      } catch {
        guard let ean8 else { throw .invalidGTIN(error) }
        return [.gtin(ean8)]
      }
    case 11:
      guard let upcA = try? GTIN("0" + trimmed) else { return [.other(trimmed)] }
      return [.gtin(upcA), .other(trimmed)]
    case let length where GTIN.Format(rawValue: length) != nil:
      do { return [.gtin(try GTIN(trimmed))] } catch { throw .invalidGTIN(error) }
    default:
      return [.other(trimmed)]
    }
  }

  /// Whether `text` is a number in scientific notation as spreadsheets show long numbers: digits,
  /// a decimal point or comma and digits, `E` or `e`, an optional `+` and digits (`8.90103E+12`,
  /// `8,90103E+12`, `8.901030E+012`), or digits, `E+` and digits (`9E+12`). A code such as `12E5`
  /// (no decimals, no `+`) stays a code.
  static func isScientificNotation(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    func digits(from start: Int) -> Int {
      var end = start
      while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
      return end
    }
    var index = digits(from: 0)
    guard index > 0 else { return false }
    var hasDecimals = false
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
      let end = digits(from: index + 1)
      guard end > index + 1 else { return false }
      hasDecimals = true
      index = end
    }
    guard index < bytes.count, bytes[index] == UInt8(ascii: "E") || bytes[index] == UInt8(ascii: "e") else {
      return false
    }
    index += 1
    let hasPlus = index < bytes.count && bytes[index] == UInt8(ascii: "+")
    if hasPlus { index += 1 }
    let end = digits(from: index)
    return end > index && end == bytes.count && (hasDecimals || hasPlus)
  }

  /// The key a lookup compares: the 14-digit GTIN, or the code as written.
  public var lookupKey: String {
    switch self {
    case .gtin(let gtin): gtin.digits
    case .other(let code): code
    }
  }

  /// The barcode as a shop writes it: the shortest GTIN form (a UPC-E is written as its UPC-A), or the
  /// code.
  public var description: String {
    switch self {
    case .gtin(let gtin): gtin.digits(in: gtin.shortestFormat) ?? gtin.digits
    case .other(let code): code
    }
  }

  /// Decodes the text form. A code in scientific notation stored before such codes were refused
  /// decodes as the code it was stored as.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { text in
      let trimmed = text.trimmingWhitespace()
      return Self.isScientificNotation(trimmed) ? .other(trimmed) : try ProductBarcode(text)
    }
  }

  /// Encodes ``lookupKey``.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(lookupKey)
  }
}
