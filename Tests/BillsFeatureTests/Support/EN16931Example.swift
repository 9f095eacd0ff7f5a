import BillsFeature
import Foundation
import SharedCore

/// One official EN 16931 example invoice as extracted into `en16931-examples.json`: its lines,
/// allowances and charges, VAT breakdown and monetary totals, amounts as text.
struct EN16931Example: Decodable, CustomStringConvertible {
  struct Line: Decodable {
    let id: String
    let qty: String
    let price: String
    let base_qty: String?
    let price_discount: String?
    let gross_price: String?
    let line_allowances_charges: [JSONValue]
    let net: String
    let vat_cat: String
    let vat_rate: String?
  }

  struct Breakdown: Decodable {
    let cat: String
    let rate: String?
    let taxable: String
    let tax: String
    let exemption: String?
  }

  let file: String
  let doctype: String
  let id: String
  let currency: String
  let lines: [Line]
  let doc_allowances_charges: [JSONValue]
  let vat_breakdown: [Breakdown]
  let totals: [String: JSONValue]
  let recompute_notes: [JSONValue]?

  var description: String { file }

  /// Why the example cannot be read into a draft.
  struct Unreadable: Error, CustomStringConvertible {
    let description: String
  }

  /// Whether the extraction noted that the example's stated line amounts do not follow from its
  /// quantities and prices; its totals are then checked from the stated line net amounts.
  var hasInconsistentLines: Bool { !(recompute_notes ?? []).isEmpty }

  /// The example as a draft.
  func draft() throws -> BillDraft {
    guard let currency = Currency.iso(self.currency) else { throw Unreadable(description: "currency \(self.currency)") }
    let lines = try self.lines.map { line throws -> BillLine in
      let tax = try Self.tax(category: line.vat_cat, rate: line.vat_rate)
      if hasInconsistentLines {
        let net = try Self.number(line.net)
        return BillLine(id: line.id, quantity: net < 0 ? -1 : 1, unitPrice: net < 0 ? -net : net, tax: tax)
      }
      // The net price (BT-146) prices the line; it is given as gross price less price discount when
      // those two (BT-148, BT-147) agree with it.
      var unitPrice = try Self.number(line.price)
      var priceDiscount: Decimal = 0
      if let grossText = line.gross_price, let discountText = line.price_discount {
        let gross = try Self.number(grossText)
        let discount = try Self.number(discountText)
        if gross - discount == unitPrice {
          unitPrice = gross
          priceDiscount = discount
        }
      }
      return BillLine(
        id: line.id, quantity: try Self.number(line.qty), unitPrice: unitPrice, priceDiscount: priceDiscount,
        baseQuantity: try line.base_qty.map(Self.number) ?? 1,
        allowancesAndCharges: try line.line_allowances_charges.map { entry in
          let (isCharge, amount, reason, _) = try Self.allowanceCharge(entry)
          return BillLineAllowanceCharge(isCharge: isCharge, amount: amount, reason: reason)
        },
        tax: tax)
    }
    let documentLevel = try doc_allowances_charges.enumerated().map { index, entry in
      let (isCharge, amount, reason, tax) = try Self.allowanceCharge(entry)
      guard let tax else { throw Unreadable(description: "document allowance \(index) has no VAT category") }
      return BillDocumentAllowanceCharge(
        id: "dac-\(index + 1)", isCharge: isCharge, amount: amount, tax: tax, reason: reason)
    }
    let rounding = try total("PayableRoundingAmount")
    return BillDraft(
      kind: doctype == "CreditNote" ? .creditNote : .invoice, date: CalendarDate(dayNumber: 20_000),
      currency: currency, regime: .vat, lines: lines, allowancesAndCharges: documentLevel,
      prepaidAmount: try total("PrepaidAmount") ?? 0, roundOff: rounding.map(BillRoundOff.amount) ?? .none)
  }

  /// A total from the `totals` object (a UBL `LegalMonetaryTotal` element name), or `nil`.
  func total(_ name: String) throws -> Decimal? {
    guard let value = totals[name] else { return nil }
    return try Self.number(value)
  }

  /// The invoice total VAT amount in the document currency (BT-110).
  func taxTotal() throws -> Decimal? {
    guard case .array(let entries)? = totals["tax_total"] else { return nil }
    for case .object(let entry) in entries {
      if case .string(let code)? = entry["currency"], code != currency { continue }
      if let amount = entry["amount"] { return try Self.number(amount) }
    }
    return nil
  }

  static func number(_ text: String) throws -> Decimal { try DecimalParser.parse(text) }

  static func number(_ value: JSONValue) throws -> Decimal {
    switch value {
    case .string(let text): return try number(text)
    case .int(let integer): return Decimal(integer)
    case .double(let double): return try number("\(double)")
    default: throw Unreadable(description: "\(value) is not a number")
    }
  }

  static func tax(category: String, rate: String?) throws -> BillTax {
    guard let category = BillTaxCategory(rawValue: category) else {
      throw Unreadable(description: "VAT category \(category)")
    }
    return BillTax(category: category, rate: try rate.map(number) ?? 0)
  }

  /// Reads an allowance or charge entry, whichever of the usual key spellings it uses.
  static func allowanceCharge(_ entry: JSONValue) throws -> (Bool, Decimal, String?, BillTax?) {
    guard case .object(let fields) = entry else { throw Unreadable(description: "\(entry) is not an object") }
    func field(_ names: String...) -> JSONValue? {
      for name in names { if let value = fields[name], value != .null { return value } }
      return nil
    }
    let isCharge: Bool
    switch field("charge", "is_charge", "charge_indicator", "ChargeIndicator", "indicator", "kind", "type") {
    case .bool(let flag)?: isCharge = flag
    case .string(let text)?: isCharge = ["true", "charge"].contains(text.lowercased())
    default: throw Unreadable(description: "\(entry) does not say whether it is a charge")
    }
    guard let amountValue = field("amount", "Amount") else { throw Unreadable(description: "\(entry) has no amount") }
    var reason: String?
    if case .string(let text)? = field("reason", "AllowanceChargeReason") { reason = text }
    var tax: BillTax?
    if case .string(let category)? = field("vat_cat", "cat", "category", "tax_category") {
      var rate: String?
      switch field("vat_rate", "rate", "percent", "tax_rate") {
      case .string(let text)?: rate = text
      case .int(let integer)?: rate = String(integer)
      default: rate = nil
      }
      tax = try Self.tax(category: category, rate: rate)
    }
    return (isCharge, try number(amountValue), reason, tax)
  }
}
