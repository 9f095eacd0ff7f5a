import Foundation
import ProductsFeature
import SharedCore
import Testing

/// A UPC-E printed on a small pack is the same GTIN-12 as its UPC-A: a scan or an entry of either
/// finds the product stored with the other.
@Suite struct ProductUPCELookupTests {
  /// Published examples. With their check digits: 0425261 4 ↔ 042100005264 (the zero-suppressed
  /// form of a UPC-A, as barcode references show it), 0123456 5 and 0123455 8 (ISO/IEC 15420 encoder
  /// examples). One per row of the zero-suppression table, from a printer manual's table of six-digit
  /// expansions (manufacturer number and item number), whose check digits are the UPC-A's: the last of
  /// the six digits says where the zeros go (0–2: after the first two digits, that digit with them;
  /// 3: after three; 4: after four; 5–9: before it, in the item number).
  static let pairs: [(upcE: String, upcA: String)] = [
    ("04252614", "042100005264"),
    ("01234565", "012345000065"),
    ("01234558", "012345000058"),
    ("01245608", "012000004568"),  // 124560 → 12000 00456
    ("02758314", "027100005834"),  // 275831 → 27100 00583
    ("04120229", "041200002029"),  // 412022 → 41200 00202
    ("08765438", "087600000548"),  // 876543 → 87600 00054
    ("07537743", "075370000073"),  // 753774 → 75370 00007
    ("02137568", "021375000068"),  // 213756 → 21375 00006
    ("05170197", "051701000097"),  // 517019 → 51701 00009
  ]

  @Test(arguments: pairs)
  func aUPCEScanFindsTheProductStoredWithItsUPCA(upcE: String, upcA: String) async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let stored = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Gum", .barcodes: upcA])
    #expect(try await catalog.lookup(barcode: upcE).map(\.id) == [stored.id])
    #expect(try await catalog.search(upcE).map(\.id) == [stored.id])
  }

  @Test(arguments: pairs)
  func aUPCEEnteredIsStoredAsItsUPCA(upcE: String, upcA: String) async throws {
    let catalog = try ProductCatalogUseCaseTests.makeCatalog()
    let stored = try await ProductCatalogUseCaseTests.add(catalog, [.name: "Gum", .barcodes: upcE])
    #expect(stored.product.barcodes.map(\.description) == [upcA])
    #expect(try await catalog.lookup(barcode: upcA).map(\.id) == [stored.id])
    #expect(try await catalog.lookup(barcode: "0" + upcA).map(\.id) == [stored.id])
  }
}
