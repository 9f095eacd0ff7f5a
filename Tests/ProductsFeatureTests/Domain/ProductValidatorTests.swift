import Foundation
import IndiaTax
import ProductsFeature
import SharedCore
import Testing

@Suite struct ProductValidatorTests {
  private let validator = ProductValidator(
    customFields: [
      ProductCustomField(key: "shelf", label: "Shelf", kind: .text),
      ProductCustomField(key: "warranty", label: "Warranty until", kind: .date),
      ProductCustomField(key: "fabric", label: "Fabric", kind: .choice(["Cotton", "Silk"])),
      ProductCustomField(key: "weight", label: "Weight", kind: .number),
    ], on: CalendarDate(year: 2026, month: 6, day: 1) ?? CalendarDate(dayNumber: 0))

  private func errors(_ draft: ProductDraft, uniqueness: ProductUniqueness = ProductUniqueness()) -> [String: String] {
    guard case .failure(.validation(let fields)) = validator.validate(draft, id: "p", uniqueness: uniqueness) else {
      return [:]
    }
    return Dictionary(fields.map { ($0.field, $0.message) }) { first, _ in first }
  }

  /// A complete draft becomes a product with exact money and normalised codes.
  @Test func buildsAProduct() throws {
    let draft = ProductDraft(
      [
        .name: " Basmati Rice ", .sku: "BR-1", .barcodes: "036000291452, SHOP-1", .taxCode: "10063020",
        .category: "Rice", .unit: "kg", .alternativeUnits: "bag=25; quintal=100", .salePrice: "1,23,456.50",
        .purchasePrice: "99", .mrp: "2,00,000", .gstRate: "5%", .cessPercent: "0.5", .tracksStock: "yes",
        .lowStockThreshold: "12.5", .imageURLs: "https://img.example/1.jpg",
      ],
      customValues: ["shelf": "A-3", "warranty": "2027-01-31", "fabric": "cotton", "weight": "1.25"])
    let product = try validator.validate(draft, id: "p", uniqueness: ProductUniqueness()).get()
    #expect(product.name == "Basmati Rice")
    #expect(product.barcodes == [.gtin(try GTIN("036000291452")), .other("SHOP-1")])
    #expect(product.salePrice == Money(minorUnits: 12_345_650, currency: .inr))
    #expect(product.gstRate == (try GSTRate("5")))
    #expect(try product.unit.baseQuantity(2, in: "bag") == 50)
    #expect(product.customFields["fabric"] == .choice("Cotton"))
    #expect(product.customFields["warranty"] == .date(try #require(CalendarDate(year: 2027, month: 1, day: 31))))
    #expect(product.lowStockThreshold == Decimal(string: "12.5"))
    // The product's own draft validates back to the same product.
    #expect(
      try validator.validate(ProductDraft(product), id: "p", existing: product, uniqueness: ProductUniqueness()).get()
        == product)
  }

  /// Each broken field gets its own message, as seed forms show them.
  @Test func reportsEveryFieldAtFault() throws {
    let taken = ProductUniqueness([
      Product(
        id: "other", name: "x", sku: "br-1", barcodes: [try ProductBarcode("4006381333931")],
        unit: try ProductUnit("pcs"))
    ])
    let found = errors(
      ProductDraft(
        [
          .name: "  ", .sku: "BR-1", .barcodes: "04006381333931", .taxCode: "99831", .salePrice: "-1",
          .purchasePrice: "10.555", .mrp: "12,3456", .gstRate: "17", .tracksStock: "maybe", .cessPercent: "101",
          .imageURLs: "ftp://x",
        ],
        customValues: ["warranty": "31/01/2027", "fabric": "Wool", "weight": "heavy"]),
      uniqueness: taken)
    #expect(
      found == [
        "name": "Name is required.",
        "sku": "Another product already uses the SKU BR-1.",
        "barcodes": "Another product already uses barcode 4006381333931.",
        "hsn_sac": "A SAC has 6 digits (or 4 for a heading) starting with 99.",
        "sale_price": "A price cannot be negative.",
        "purchase_price": "Use at most 2 decimals.",
        "mrp": "Enter a price such as 1,23,456.50.",
        "gst_rate": "17% is not a GST rate; the rates on 1 Jun 2026 are 0%, 0.1%, 0.25%, 1%, 1.5%, 3%, 5%, 6%, 7.5%, "
          + "18%, 40%.",
        "track_stock": "Answer yes or no.",
        "cess": "Enter at most 100.",
        "images": "ftp://x is not an http(s) address.",
        "custom.warranty": "Enter a date as YYYY-MM-DD.",
        "custom.fabric": "Choose one of: Cotton, Silk.",
        "custom.weight": "Enter a number.",
      ])
  }

  /// A product's own SKU and barcode do not clash with themselves when it is edited.
  @Test func ownCodesAreNotDuplicates() throws {
    let product = Product(
      id: "p", name: "Tea", sku: "T-1", barcodes: [try ProductBarcode("96385074")], unit: try ProductUnit("pcs"))
    let result = validator.validate(
      ProductDraft(product), id: "p", existing: product, uniqueness: ProductUniqueness([product]))
    #expect((try? result.get()) == product)
  }

  /// Bad barcodes, HSN lengths and a sale price above the MRP.
  @Test(arguments: [
    (
      ProductDraft.Field.barcodes, "4006381333932",
      "\"4006381333932\" is not a GTIN: it ends in check digit 2 at position 13; the digits before it call for 1"
    ),
    (.taxCode, "10063", "An HSN code has 2, 4, 6 or 8 digits."),
    (.taxCode, "10", "Invoices must show at least 4 digits of the HSN code or SAC."),
    (.taxCode, "HSN1", "Use digits only."),
    (.salePrice, "1,000", "The sale price with GST and cess is above the MRP."),
  ])
  func singleFieldErrors(field: ProductDraft.Field, value: String, message: String) {
    var draft = ProductDraft([.name: "Tea", .mrp: "999"])
    draft[field] = value
    #expect(errors(draft)[field.rawValue] == message)
  }

  /// The MRP includes every tax: a tax-exclusive sale price is checked with its GST and cess added
  /// (rounded half up to the paisa), a tax-inclusive one as it is.
  @Test(
    arguments: [
      ("847.46", "no", "18", "", nil),  // 1,000.0028 → 1,000.00
      ("847.47", "no", "18", "", "The sale price with GST and cess is above the MRP."),  // 1,000.0146 → 1,000.01
      ("800", "no", "18", "7", nil),  // 18 % GST and 7 % cess: 1,000.00
      ("800.01", "no", "18", "7", "The sale price with GST and cess is above the MRP."),  // 1,000.0125 → 1,000.01
      ("1,000", "yes", "18", "", nil),
      ("1,000.01", "yes", "18", "", "The sale price is above the MRP."),
    ] as [(String, String, String, String, String?)])
  func theMRPCapsThePriceWithTax(sale: String, inclusive: String, gst: String, cess: String, message: String?) {
    let draft = ProductDraft([
      .name: "Tea", .mrp: "1,000", .salePrice: sale, .pricesIncludeTax: inclusive, .gstRate: gst, .cessPercent: cess,
    ])
    #expect(errors(draft)[ProductDraft.Field.salePrice.rawValue] == message)
  }
}
