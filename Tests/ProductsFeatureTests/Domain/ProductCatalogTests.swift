import Foundation
import IndiaTax
import ProductsFeature
import SharedCore
import SharedTesting
import Testing

@Suite struct ProductCatalogTests {
  /// A UPC-A scan, an EAN-13 and the GTIN-14 are one barcode; shop codes stay as written; a GTIN with a
  /// wrong check digit is refused, naming the position.
  @Test func barcodesNormaliseGTINs() throws {
    #expect(try ProductBarcode("036000291452") == ProductBarcode("0036000291452"))
    #expect(try ProductBarcode("0036000291452").lookupKey == "00036000291452")
    #expect(try ProductBarcode("0036000291452").description == "036000291452")
    #expect(try ProductBarcode(" SHOP-42 ") == .other("SHOP-42"))
    #expect(try ProductBarcode("12345") == .other("12345"))
    #expect(
      throws: ProductBarcodeError.invalidGTIN(
        GTINError(text: "4006381333932", position: 13, reason: .checkDigitMismatch(expected: 1, found: 2)))
    ) { try ProductBarcode("4006381333932") }
  }

  /// A product's tax code is IndiaTax's HSN code or SAC: HSN 2, 4, 6 or 8 digits; SAC, chapter 99,
  /// 4 or 6 digits.
  @Test(arguments: [
    ("1006", HSNCode.Kind.hsn, true), ("100630", .hsn, true), ("10063010", .hsn, true), ("998314", .sac, true),
    ("9983", .sac, true), ("10063", .hsn, false), ("99831400", .sac, false), ("10A6", .hsn, false), ("", .hsn, false),
  ])
  func taxCodes(text: String, kind: HSNCode.Kind, valid: Bool) {
    let code = try? HSNCode(text)
    #expect((code != nil) == valid)
    if let code { #expect(code.kind == kind) }
  }

  /// Alternative units convert exactly in Decimal.
  @Test func unitConversions() throws {
    let unit = try ProductUnit("pcs", alternatives: [.init(unit: "box", factor: 12), .init(unit: "half", factor: 0.5)])
    #expect(try unit.baseQuantity(2, in: "BOX") == 24)
    #expect(try unit.quantity(30, in: "box") == Decimal(string: "2.5"))
    #expect(try unit.baseQuantity(Decimal(15) / 10, in: "pcs") == Decimal(string: "1.5"))
    #expect(throws: ProductUnitError.unknownUnit("crate")) { try unit.baseQuantity(1, in: "crate") }
    #expect(throws: ProductUnitError.nonPositiveFactor(unit: "box")) {
      try ProductUnit("pcs", alternatives: [.init(unit: "box", factor: 0)])
    }
    #expect(throws: ProductUnitError.duplicateUnit("PCS")) {
      try ProductUnit("pcs", alternatives: [.init(unit: "PCS", factor: 1)])
    }
  }

  /// The catalog's tables read a stored product's fields without going through JSON text: every
  /// part of a product comes back as `JSONDecoder` reads it from the text the server gets.
  @Test func storedFieldsDecodeAsFromText() throws {
    let matrix = try ProductVariantMatrix([.init("Size", values: ["S", "M"]), .init("Colour", values: ["Red"])])
    var variants = matrix.variants(baseSKU: "TS")
    variants[0].barcode = try ProductBarcode("036000291452")
    variants[1].salePrice = Money(minorUnits: 49_950, currency: .inr)
    let product = Product(
      id: "", name: "Blue T-Shirt", sku: "TS", barcodes: [try ProductBarcode("4006381333931"), .other("SHOP-42")],
      taxCode: try HSNCode("610910"), category: "Apparel", details: "Cotton, \"slim\" fit",
      unit: try ProductUnit("pcs"), salePrice: Money(minorUnits: 59_900, currency: .inr),
      purchasePrice: Money(minorUnits: 31_025, currency: .inr), pricesIncludeTax: true,
      mrp: Money(minorUnits: 69_900, currency: .inr), gstRate: try GSTRate("5"), cessPercent: Decimal(string: "1.5"),
      tracksBatches: true, lowStockThreshold: Decimal(string: "2.25"),
      customFields: [
        "fabric": .text("कपास"), "weight": .number(Decimal(string: "0.180") ?? 0),
        "launched": .date(CalendarDate(year: 2025, month: 4, day: 1) ?? CalendarDate(dayNumber: 0)),
        "fit": .choice("Slim"),
      ],
      imageURLs: [URL(string: "https://example.com/ts.png?size=2x") ?? URL(fileURLWithPath: "/")],
      variants: variants,
      batches: [ProductBatch(number: "B1", expiresOn: CalendarDate(year: 2026, month: 1, day: 31))],
      isArchived: true)
    let text = try JSONCoders.makeEncoder().encode(product)
    let fromText = try JSONCoders.makeDecoder().decode(Product.self, from: text)
    let fromValue = try JSONValueDecoder().decode(Product.self, from: JSONValue(parsing: text))
    #expect(fromValue == fromText)
    #expect(fromValue == product)
  }

  /// Size × colour gives every combination; regenerating keeps existing variants.
  @Test func variantMatrix() throws {
    let matrix = try ProductVariantMatrix([
      .init("Size", values: ["S", "M"]), .init("Colour", values: ["Red", "Sky Blue"]),
    ])
    let variants = matrix.variants(baseSKU: "TS")
    #expect(matrix.count == 4)
    #expect(variants.compactMap(\.sku) == ["TS-S-RED", "TS-S-SKYBLUE", "TS-M-RED", "TS-M-SKYBLUE"])
    #expect(variants[1].title(optionOrder: ["Size", "Colour"]) == "S / Sky Blue")
    var priced = variants[0]
    priced.salePrice = Money(minorUnits: 49_900, currency: .inr)
    let again = matrix.variants(baseSKU: "TS", existing: [priced])
    #expect(again[0].salePrice == priced.salePrice)
    #expect(throws: ProductFieldMessage("Size lists a value twice.")) {
      try ProductVariantMatrix([.init("Size", values: ["S", "s"])])
    }
  }

  /// Percent changes round half up to the paisa; amounts add; nothing goes negative; only the category
  /// (and unarchived products) change.
  @Test func bulkPriceUpdate() throws {
    func product(_ id: String, _ price: String, category: String, archived: Bool = false) throws -> Product {
      Product(
        id: id, name: id, category: category, unit: try ProductUnit("pcs"), salePrice: try Money(price, currency: .inr),
        isArchived: archived)
    }
    let products = [
      try product("a", "99.99", category: "Rice"), try product("b", "0.05", category: "rice"),
      try product("c", "10", category: "Oil"), try product("d", "10", category: "Rice", archived: true),
    ]
    let raised = try BulkPriceChange.percent(10).apply(to: products, category: "RICE")
    #expect(raised.map(\.id) == ["a", "b"])
    #expect(raised.map { $0.salePrice?.formattedAmount } == ["109.99", "0.06"])  // 109.989, 0.055 half up
    let lowered = try BulkPriceChange.percent(-12.5).apply(to: [try product("e", "0.04", category: "x")], category: nil)
    #expect(lowered.first?.salePrice?.formattedAmount == "0.04")  // 0.035 → 0.04 (half away from zero)
    #expect(throws: BulkPriceChangeError.negativePrice(try Money("10", currency: .inr))) {
      try BulkPriceChange.amount(try Money("-10.01", currency: .inr)).apply(to: products, category: "Oil")
    }
    // ₹800 + 18 % GST is ₹944 against an MRP of ₹1,000; 10 % more would be ₹1,038.40.
    var capped = try product("f", "800", category: "Tea")
    capped.mrp = try Money("1000", currency: .inr)
    capped.gstRate = try GSTRate("18")
    #expect(
      try BulkPriceChange.percent(5).apply(to: [capped], category: nil).first?.consumerPrice?.formattedAmount
        == "991.20")
    #expect(throws: BulkPriceChangeError.aboveMRP(product: "f")) {
      try BulkPriceChange.percent(10).apply(to: [capped], category: nil)
    }
  }

  /// Same name (case, accents, spacing folded) or a shared barcode is a possible duplicate.
  @Test func duplicateDetection() throws {
    let unit = try ProductUnit("pcs")
    let existing = [
      Product(id: "1", name: "Basmati  Rice", unit: unit),
      Product(id: "2", name: "Café Latte", barcodes: [try ProductBarcode("4006381333931")], unit: unit),
    ]
    let candidate = Product(
      id: "new", name: "basmati rice", barcodes: [try ProductBarcode("04006381333931")], unit: unit)
    #expect(
      ProductDuplicateFinder.matches(for: candidate, in: existing) == [
        .sameName(productId: "1"), .sameBarcode(productId: "2", barcode: try ProductBarcode("4006381333931")),
      ])
    #expect(ProductDuplicateFinder.foldedName("  CAFÉ   latte ") == "cafe latte")
  }

  /// Seeded: ASCII names (folded byte by byte) fold exactly as Foundation folds them.
  @Test func asciiNamesFoldAsFoundationFoldsThem() {
    var generator = SeededGenerator(seed: 31)
    let alphabet = Array("aZ zQ9-._/'\t\n\r\u{0B}\u{0C}  Mx7&")
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 24)
      let name = String((0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      let expected = name.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      #expect(ProductDuplicateFinder.foldedName(name) == expected, "\(name.debugDescription)")
    }
  }
}
