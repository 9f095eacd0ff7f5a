import Foundation
import SharedCore

/// A barcode printed on a product: a GS1 number (EAN-8, UPC-A, EAN-13, GTIN-14), kept as its GTIN so
/// every form of it finds the product, or a shop's own code (`"SHOP-0042"`), kept as written.
///
/// Digits-only text of a GTIN length must carry a valid check digit: a mistyped EAN is refused
/// rather than stored as a code that no scanner will ever read.
public enum ProductBarcode: Sendable, Hashable, Codable, CustomStringConvertible {
  /// A GS1 trade item number.
  case gtin(GTIN)
  /// Any other code: a shop label, a Code 128 value, a supplier's reference.
  case other(String)

  /// Reads a scanned or typed barcode.
  /// - Throws: ``ProductBarcodeError`` for empty text, or digits of a GTIN length with a bad check
  ///   digit (the underlying `GTINError` names the position).
  public init(_ text: String) throws(ProductBarcodeError) {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .empty }
    let isDigits = trimmed.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    guard isDigits, GTIN.Format(rawValue: trimmed.utf8.count) != nil else {
      self = .other(trimmed)
      return
    }
    do { self = .gtin(try GTIN(trimmed)) } catch { throw .invalidGTIN(error) }
  }

  /// The key a lookup compares: the 14-digit GTIN, or the code as written.
  public var lookupKey: String {
    switch self {
    case .gtin(let gtin): gtin.digits
    case .other(let code): code
    }
  }

  /// The barcode as a shop writes it: the shortest GTIN form, or the code.
  public var description: String {
    switch self {
    case .gtin(let gtin): gtin.digits(in: gtin.shortestFormat) ?? gtin.digits
    case .other(let code): code
    }
  }

  /// Decodes the text form.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText { try ProductBarcode($0) }
  }

  /// Encodes ``lookupKey``.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(lookupKey)
  }
}
