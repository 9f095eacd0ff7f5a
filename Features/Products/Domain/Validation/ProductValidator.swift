import Foundation
import IndiaTax
import SharedCore

/// Checks a ``ProductDraft`` field by field and builds the ``Product``, or says what to fix in each
/// field at fault: name required; prices non-negative with at most the currency's decimals (Indian
/// grouping such as `1,23,456.50` accepted); an HSN code or SAC (IndiaTax's `HSNCode`) with at least
/// the digits invoices must show on ``date``; SKU and barcodes unique; a GST rate in force on
/// ``date`` for the product's HSN code, or a message saying what changed (`12%` was retired on
/// 22 Sep 2025); custom fields of their kind.
///
/// The form and the CSV import use the same validator, so a row is refused for the same reasons a
/// form would be.
public struct ProductValidator: Sendable {
  /// The currency of every price.
  public var currency: Currency
  /// The GST rates by date.
  public var gstRates: GSTRateTable
  /// The business's custom fields.
  public var customFields: [ProductCustomField]
  /// The day the product is entered: its rate and HSN code must be valid on it.
  public var date: CalendarDate

  /// A validator for prices in `currency` and products entered on `date`.
  public init(
    currency: Currency = .inr, gstRates: GSTRateTable = .india, customFields: [ProductCustomField] = [],
    on date: CalendarDate
  ) {
    self.currency = currency
    self.gstRates = gstRates
    self.customFields = customFields
    self.date = date
  }

  /// The field name of custom field `key` in field errors: `custom.shelf`.
  public static func fieldName(ofCustomField key: String) -> String { "custom.\(key)" }

  /// The product for `draft`, keeping `existing`'s id, variants, batches, tracking flags and archive
  /// state when editing.
  /// - Parameters:
  ///   - draft: The text per field.
  ///   - id: The product's id (empty for a product not yet stored).
  ///   - existing: The product being edited, if any.
  ///   - uniqueness: SKUs and barcodes already taken; the product's own (same id) do not count.
  /// - Returns: The product, or every field error (one per field, in field order).
  public func validate(
    _ draft: ProductDraft, id: String, existing: Product? = nil, uniqueness: ProductUniqueness
  ) -> Result<Product, AppError> {
    var errors: [AppError.FieldError] = []
    func fail(_ field: ProductDraft.Field, _ message: String, code: String) {
      errors.append(AppError.FieldError(field: field.rawValue, message: message, code: code))
    }
    func text(_ field: ProductDraft.Field) -> String? {
      let value = draft[field].trimmingWhitespaceAndNewlines()
      return value.isEmpty ? nil : value
    }

    let name = text(.name) ?? ""
    if name.isEmpty { fail(.name, "Name is required.", code: "required") }
    if name.count > 200 { fail(.name, "Use at most 200 characters.", code: "length") }

    let sku = text(.sku)
    if let sku, let owner = uniqueness.owner(ofSKU: sku), owner != id {
      fail(.sku, "Another product already uses the SKU \(sku).", code: "duplicate")
    }

    var barcodes: [ProductBarcode] = []
    for token in (text(.barcodes) ?? "").split(whereSeparator: { $0 == "," || $0 == " " || $0 == ";" }) {
      do {
        let barcode = try ProductBarcode(String(token))
        if let owner = uniqueness.owner(of: barcode), owner != id {
          fail(.barcodes, "Another product already uses barcode \(barcode).", code: "duplicate")
          break
        }
        if !barcodes.contains(barcode) { barcodes.append(barcode) }
      } catch {
        fail(.barcodes, error.description, code: "barcode")
        break
      }
    }

    var taxCode: HSNCode?
    if let value = text(.taxCode) {
      do throws(HSNCodeError) {
        let code = try HSNCode(value)
        if let least = HSNDigitRule.india.leastDigits(on: date), code.digits < least {
          throw HSNCodeError.tooFewDigits(code.code, required: least)
        }
        taxCode = code
      } catch { fail(.taxCode, error.description, code: "taxCode") }
    }

    var unit = existing?.unit
    do {
      let conversions = try Self.conversions(text(.alternativeUnits) ?? "")
      unit = try ProductUnit(text(.unit) ?? "pcs", alternatives: conversions)
    } catch {
      fail(.alternativeUnits, error.description, code: "unit")
    }

    func money(_ field: ProductDraft.Field) -> Money? {
      guard let value = text(field) else { return nil }
      switch Self.price(value, currency: currency) {
      case .success(let money): return money
      case .failure(let message):
        fail(field, message.message, code: "price")
        return nil
      }
    }
    let salePrice = money(.salePrice)
    let purchasePrice = money(.purchasePrice)
    let mrp = money(.mrp)

    var gstRate: GSTRate?
    if let value = text(.gstRate) {
      do {
        let rate = try GSTRate(value)
        try gstRates.check(rate.percent, on: date, for: taxCode)
        gstRate = rate
      } catch {
        fail(.gstRate, error.description, code: "gstRate")
      }
    }

    func flag(_ field: ProductDraft.Field, default defaultValue: Bool) -> Bool {
      guard let value = text(field) else { return defaultValue }
      guard let flag = ProductFlagText.flag(value) else {
        fail(field, "Answer yes or no.", code: "flag")
        return defaultValue
      }
      return flag
    }
    func quantity(_ field: ProductDraft.Field, upTo limit: Decimal? = nil) -> Decimal? {
      guard let value = text(field) else { return nil }
      guard let number = try? DecimalParser.parse(value, grouping: .any), number >= 0 else {
        fail(field, "Enter a number of zero or more.", code: "quantity")
        return nil
      }
      if let limit, number > limit {
        fail(field, "Enter at most \(limit.plainString).", code: "quantity")
        return nil
      }
      return number
    }
    let pricesIncludeTax = flag(.pricesIncludeTax, default: existing?.pricesIncludeTax ?? false)
    let tracksStock = flag(.tracksStock, default: existing?.tracksStock ?? true)
    let cess = quantity(.cessPercent, upTo: 100)
    let lowStock = quantity(.lowStockThreshold)

    var imageURLs: [URL] = []
    for token in (text(.imageURLs) ?? "").split(separator: " ") {
      guard let url = URL(string: String(token)), let scheme = url.scheme?.lowercased(),
        ["http", "https"].contains(scheme)
      else {
        fail(.imageURLs, "\(token) is not an http(s) address.", code: "url")
        break
      }
      imageURLs.append(url)
    }

    var custom: [String: ProductCustomValue] = [:]
    for field in customFields {
      do {
        if let value = try field.value(from: draft.customValues[field.key] ?? "") { custom[field.key] = value }
      } catch {
        errors.append(
          AppError.FieldError(field: Self.fieldName(ofCustomField: field.key), message: error.message, code: "custom"))
      }
    }

    guard let unit else { return .failure(.validation(errors)) }
    let product = Product(
      id: id, name: name, sku: sku, barcodes: barcodes, taxCode: taxCode, category: text(.category),
      details: text(.details), unit: unit, salePrice: salePrice, purchasePrice: purchasePrice,
      pricesIncludeTax: pricesIncludeTax, mrp: mrp, gstRate: gstRate, cessPercent: cess, tracksStock: tracksStock,
      tracksBatches: existing?.tracksBatches ?? false, tracksSerials: existing?.tracksSerials ?? false,
      lowStockThreshold: lowStock, customFields: custom, imageURLs: imageURLs, variants: existing?.variants ?? [],
      batches: existing?.batches ?? [], isArchived: existing?.isArchived ?? false)
    if product.isPricedAboveMRP {
      let message =
        product.pricesIncludeTax
        ? "The sale price is above the MRP." : "The sale price with GST and cess is above the MRP."
      fail(.salePrice, message, code: "aboveMRP")
    }
    return errors.isEmpty ? .success(product) : .failure(.validation(errors))
  }

  /// Reads a price: a non-negative decimal with at most the currency's decimals, grouped the Indian
  /// or international way or not at all.
  public static func price(_ text: String, currency: Currency) -> Result<Money, ProductFieldMessage> {
    // A price within the currency's scale is read straight into minor units; any other takes the
    // exact `Decimal` path below, which says what is wrong with it.
    let notANumber = ProductFieldMessage("Enter a price such as 1,23,456.50.")
    let units: Int64?
    do { units = try DecimalParser.parse(text, grouping: .any, scale: currency.minorUnitDigits) } catch {
      return .failure(notANumber)
    }
    if let units {
      guard units >= 0 else { return .failure(ProductFieldMessage("A price cannot be negative.")) }
      return .success(Money(minorUnits: units, currency: currency))
    }
    let amount: Decimal
    do { amount = try DecimalParser.parse(text, grouping: .any) } catch { return .failure(notANumber) }
    guard amount >= 0 else { return .failure(ProductFieldMessage("A price cannot be negative.")) }
    guard amount.fractionDigitCount <= currency.minorUnitDigits else {
      return .failure(ProductFieldMessage("Use at most \(currency.minorUnitDigits) decimals."))
    }
    guard let money = try? Money(rounding: amount, currency: currency) else {
      return .failure(ProductFieldMessage("The price is too large."))
    }
    return .success(money)
  }

  /// `box=12; dozen=12` → conversions.
  static func conversions(_ text: String) throws(ProductUnitError) -> [ProductUnit.Conversion] {
    try text.split(separator: ";").map { (part: Substring) throws(ProductUnitError) -> ProductUnit.Conversion in
      let pieces = part.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
      guard pieces.count == 2, !pieces[0].isEmpty else { throw .emptyName }
      guard let factor = try? DecimalParser.parse(pieces[1]) else { throw .nonPositiveFactor(unit: pieces[0]) }
      return ProductUnit.Conversion(unit: pieces[0], factor: factor)
    }
  }
}
