import Foundation
import SharedCore

/// One line of the bill editor as the user types it: text per field, read into a
/// ``BillDocumentLine`` with a message per field at fault.
///
/// Numbers are read exactly (Indian or international digit grouping, `.` as the decimal separator),
/// never through `Double`. A discount ending in `%` is a percentage, otherwise an amount. Under GST a
/// rate of 0 in the standard category is a nil-rated line. A line for a product is sold in one of the
/// product's units, and changing its unit converts the price (`bag = 25 kg` at 120.50 a kg is 3012.50
/// a bag).
///
/// A form opened from a document line keeps what it does not show — the price discount, the base
/// quantity, the line's allowances and charges and its specific cess — and writes them back unchanged,
/// so opening and saving a draft never changes its amounts.
public struct BillLineForm: Sendable, Hashable, Identifiable {
  /// A field of the line, named in messages.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// What is sold.
    case description
    /// The HSN code or SAC.
    case hsnOrSAC
    /// The quantity.
    case quantity
    /// The unit of quantity.
    case unit
    /// The price per unit.
    case unitPrice
    /// The discount: `10%` or an amount.
    case discount
    /// The tax rate in percent.
    case taxRate
    /// The ad valorem cess rate in percent.
    case cessRate
  }

  /// The line's identifier, unique in the document.
  public let id: String
  /// The text of each field.
  public var values: [Field: String]
  /// Whether the price includes tax.
  public var priceIncludesTax: Bool
  /// The tax category; a taxable line is ``BillTaxCategory/standardRate``.
  public var taxCategory: BillTaxCategory
  /// Why an untaxed line is not taxed, shown in the tax breakdown.
  public var exemptionReason: String?
  /// The product the line is for, if it was picked from the catalogue.
  public var productID: String?
  /// The product, when the line was picked from the catalogue: the line's unit must be one it is
  /// counted or sold in.
  public var productItem: InventoryItem?
  /// The product's variant, for a product with variants.
  public var variantID: String?
  /// The batches the line's stock comes from or arrives in (kept from the document line, or chosen).
  public var batches: [StockPostingBatch] = []
  /// The serial numbers sold or bought, one per unit (kept from the document line, or entered).
  public var serials: [String] = []
  /// On a credit note, the original's line whose goods come back (kept from the document line).
  public var originalLineID: String?
  /// The product's custom field values, by field id (copied from the product, or kept from the
  /// document line).
  public var productFields: [String: String] = [:]
  /// The product's price per base unit, which ``changeUnit(to:)`` converts.
  public var productBasePrice: Decimal?
  /// The discount on the price per ``baseQuantity`` (not shown; kept from the document line).
  public var priceDiscount: Decimal = 0
  /// The number of units the price is for (not shown; kept from the document line).
  public var baseQuantity: Decimal = 1
  /// The line's allowances and charges (not shown; kept from the document line).
  public var allowancesAndCharges: [BillLineAllowanceCharge] = []
  /// The specific cess per unit of quantity (not shown; kept from the document line).
  public var cessAmountPerUnit: Decimal = 0

  /// An empty line: quantity 1, taxable.
  public init(id: String) {
    self.id = id
    self.values = [.quantity: "1"]
    self.priceIncludesTax = false
    self.taxCategory = .standardRate
  }

  /// The form of an existing document line, with its amounts written as plain numbers.
  public init(_ line: BillDocumentLine) {
    id = line.line.id
    var values: [Field: String] = [
      .description: line.description, .quantity: line.line.quantity.plainString,
      .unitPrice: line.line.unitPrice.plainString, .taxRate: line.line.tax.rate.plainString,
    ]
    values[.hsnOrSAC] = line.hsnOrSAC
    values[.unit] = line.unit
    switch line.line.discount {
    case .percent(let percent): values[.discount] = "\(percent.plainString)%"
    case .amount(let amount): values[.discount] = amount.plainString
    case nil: break
    }
    if let cess = line.line.cess, cess.rate != 0 { values[.cessRate] = cess.rate.plainString }
    self.values = values
    priceIncludesTax = line.line.priceIncludesTax
    taxCategory = line.line.tax.category == .zeroRated ? .standardRate : line.line.tax.category
    exemptionReason = line.line.tax.exemptionReason
    productID = line.productID
    variantID = line.variantID
    batches = line.batches
    serials = line.serials
    originalLineID = line.originalLineID
    productFields = line.productFields
    priceDiscount = line.line.priceDiscount
    baseQuantity = line.line.baseQuantity
    allowancesAndCharges = line.line.allowancesAndCharges
    cessAmountPerUnit = line.line.cess?.amountPerUnit ?? 0
  }

  /// Charges no tax on the line (a composition taxable person's supply): no GST rate or cess, outside
  /// GST's tax heads, with `reason` shown for it.
  public mutating func chargeNoTax(because reason: String) {
    values[.taxRate] = nil
    values[.cessRate] = nil
    cessAmountPerUnit = 0
    taxCategory = .outsideScope
    exemptionReason = reason
  }

  /// Sets the unit; for a product sold in that unit, the price becomes the product's price for one of
  /// it (its base price times the unit's factor).
  public mutating func changeUnit(to unit: String) {
    self[.unit] = unit
    let name = unit.trimmingWhitespace()
    guard let productItem, let productBasePrice, let factor = productItem.baseQuantity(1, in: name) else { return }
    self[.unitPrice] = (productBasePrice * factor).plainString
  }

  /// The text of `field` (empty when never entered).
  public subscript(field: Field) -> String {
    get { values[field] ?? "" }
    set { values[field] = newValue }
  }

  /// The line, or a message for each field at fault.
  public func line(currency: Currency) -> Result<BillDocumentLine, BillLineFormError> {
    var messages: [Field: String] = [:]
    let description = self[.description].trimmingWhitespaceAndNewlines()
    if description.isEmpty { messages[.description] = "Describe what is sold." }
    let quantity = number(.quantity, required: true, into: &messages)
    let price = number(.unitPrice, required: true, into: &messages)
    let discount = self.discount(into: &messages)
    let rate = number(.taxRate, required: taxCategory == .standardRate, into: &messages)
    let cessRate = number(.cessRate, required: false, into: &messages)
    if let productItem, let unit = optional(.unit), productItem.baseQuantity(1, in: unit) == nil {
      let names = ([productItem.baseUnit] + productItem.unitFactors.keys.sorted()).joined(separator: " or ")
      messages[.unit] = "This product is sold by \(names), not \(unit)."
    }
    guard messages.isEmpty, let quantity, let price else { return .failure(BillLineFormError(messages: messages)) }
    let tax: BillTax =
      switch taxCategory {
      case .standardRate where (rate ?? 0) == 0: .untaxed(.zeroRated, reason: exemptionReason)
      case .standardRate: .standard(rate ?? 0)
      default: .untaxed(taxCategory, reason: exemptionReason)
      }
    let cess = BillCess(rate: cessRate ?? 0, amountPerUnit: cessAmountPerUnit)
    let line = BillLine(
      id: id, quantity: quantity, unitPrice: price, priceDiscount: priceDiscount, baseQuantity: baseQuantity,
      priceIncludesTax: priceIncludesTax, discount: discount, allowancesAndCharges: allowancesAndCharges, tax: tax,
      cess: cess.rate.isZero && cess.amountPerUnit.isZero ? nil : cess, currency: currency)
    return .success(
      BillDocumentLine(
        line: line, description: description, hsnOrSAC: optional(.hsnOrSAC), unit: optional(.unit),
        productID: productID, variantID: variantID, batches: batches, serials: serials,
        originalLineID: originalLineID, productFields: productFields))
  }

  private func optional(_ field: Field) -> String? {
    let text = self[field].trimmingWhitespace()
    return text.isEmpty ? nil : text
  }

  private func number(_ field: Field, required: Bool, into messages: inout [Field: String]) -> Decimal? {
    let text = self[field].trimmingWhitespace()
    guard !text.isEmpty else {
      if required { messages[field] = "Enter the \(Self.label(field))." }
      return nil
    }
    guard let value = Self.parse(text) else {
      messages[field] = "Enter the \(Self.label(field)) as a number, like 1250.50."
      return nil
    }
    return value
  }

  private func discount(into messages: inout [Field: String]) -> BillLineDiscount? {
    var text = self[.discount].trimmingWhitespace()
    guard !text.isEmpty else { return nil }
    let isPercent = text.hasSuffix("%")
    if isPercent { text = String(text.dropLast()).trimmingWhitespace() }
    guard let value = Self.parse(text) else {
      messages[.discount] = "Enter the discount as an amount, like 50, or a percentage, like 10%."
      return nil
    }
    return isPercent ? .percent(value) : .amount(value)
  }

  /// Reads a number with Indian grouping (`1,23,456.50`), international grouping (`123,456.50`) or none.
  static func parse(_ text: String) -> Decimal? {
    for grouping in [DigitGrouping.none, .indian, .international] {
      if let value = try? DecimalParser.parse(text, grouping: grouping) { return value }
    }
    return nil
  }

  static func label(_ field: Field) -> String {
    switch field {
    case .description: "description"
    case .hsnOrSAC: "HSN or SAC code"
    case .quantity: "quantity"
    case .unit: "unit"
    case .unitPrice: "price"
    case .discount: "discount"
    case .taxRate: "tax rate"
    case .cessRate: "cess rate"
    }
  }
}
