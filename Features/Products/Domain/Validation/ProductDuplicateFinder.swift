import Foundation
import SharedCore

/// Finds products a new one may duplicate: the same name (ignoring case, accents and spacing) or a
/// barcode in common. A shared barcode is refused by validation; a shared name is for the user to
/// confirm.
public enum ProductDuplicateFinder {
  /// Why a product looks like a duplicate.
  public enum Match: Sendable, Hashable {
    /// The names are the same once folded.
    case sameName(productId: String)
    /// Both carry this barcode.
    case sameBarcode(productId: String, barcode: ProductBarcode)
  }

  /// The matches for `candidate` among `products` (itself excluded).
  public static func matches(for candidate: Product, in products: [Product]) -> [Match] {
    let name = foldedName(candidate.name)
    let barcodes = Set(candidate.allBarcodes)
    var matches: [Match] = []
    for product in products where product.id != candidate.id {
      if foldedName(product.name) == name { matches.append(.sameName(productId: product.id)) }
      if let shared = product.allBarcodes.first(where: barcodes.contains) {
        matches.append(.sameBarcode(productId: product.id, barcode: shared))
      }
    }
    return matches
  }

  /// `"  Basmati   RICE "` → `"basmati rice"`: case and diacritics folded, spaces collapsed.
  public static func foldedName(_ name: String) -> String {
    // ASCII has no diacritics or widths to fold: lowercasing and collapsing spaces is the whole job.
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiFolded(name) }
    return name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `foldedName` of ASCII text, byte by byte.
  private static func asciiFolded(_ name: String) -> String {
    var folded: [UInt8] = []
    folded.reserveCapacity(name.utf8.count)
    var pendingSpace = false
    for byte in name.utf8 {
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !folded.isEmpty
        continue
      }
      if pendingSpace { folded.append(0x20) }
      pendingSpace = false
      folded.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return String(decoding: folded, as: UTF8.self)
  }
}
