/// A field of a draft, named in errors.
public enum BillDraftField: String, Sendable, Hashable, Codable, CaseIterable {
  /// The line's identifier or an allowance's or charge's.
  case id
  /// The draft's lines.
  case lines
  /// ``BillLine/quantity``.
  case quantity
  /// ``BillLine/baseQuantity``.
  case baseQuantity
  /// ``BillLine/unitPrice``.
  case unitPrice
  /// ``BillLine/priceDiscount``.
  case priceDiscount
  /// ``BillLine/discount``.
  case discount
  /// ``BillLine/allowancesAndCharges``.
  case lineAllowanceCharge
  /// The amount of a document-level allowance or charge.
  case amount
  /// The tax category.
  case taxCategory
  /// The tax rate.
  case taxRate
  /// ``BillCess/rate``.
  case cessRate
  /// ``BillCess/amountPerUnit``.
  case cessAmountPerUnit
  /// A currency.
  case currency
  /// ``BillGSTSupply/supplierStateCode``.
  case supplierStateCode
  /// ``BillGSTSupply/placeOfSupply``.
  case placeOfSupply
  /// ``BillDraft/prepaidAmount``.
  case prepaidAmount
  /// ``BillDraft/roundOff``.
  case roundOff
  /// ``BillDraft/originalTotal``.
  case originalTotal
}
