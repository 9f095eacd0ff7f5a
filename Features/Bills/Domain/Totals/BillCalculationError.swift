import Foundation
import SharedCore

/// Why ``BillCalculator`` could not total a draft, naming the line (index and identifier) or the
/// allowance or charge, and the field.
public enum BillCalculationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The draft has no lines.
  case emptyDraft
  /// Two lines, or two document-level allowances or charges, share an identifier.
  case duplicateID(BillDraftPosition)
  /// A GST line with a negative quantity (returns are credit notes).
  case negativeQuantity(BillDraftPosition, quantity: Decimal)
  /// A number that is not a number (`Decimal.nan`).
  case notANumber(BillDraftPosition, field: BillDraftField)
  /// A price, discount, allowance, charge, cess or prepaid amount below zero.
  case negativeValue(BillDraftPosition, field: BillDraftField, value: Decimal)
  /// A base quantity of zero or less.
  case nonPositiveBaseQuantity(BillDraftPosition, value: Decimal)
  /// A discount percentage outside 0–100.
  case discountPercentOutOfRange(BillDraftPosition, percent: Decimal)
  /// A discount larger than what it discounts: a price discount above the price, or a line
  /// discount or allowances above the line amount.
  case discountExceedsAmount(BillDraftPosition, field: BillDraftField, discount: Decimal, amount: Decimal)
  /// An amount with more fraction digits than the currency's minor unit.
  case tooManyFractionDigits(BillDraftPosition, field: BillDraftField, value: Decimal)
  /// A GST rate that the rate table does not list for the document's date.
  case rateNotInTable(BillDraftPosition, rate: Decimal, date: CalendarDate)
  /// A rate the category does not allow: zero for a standard-rated VAT line, anything but zero for
  /// the untaxed categories, or a rate outside 0–100.
  case rateNotAllowedForCategory(BillDraftPosition, category: BillTaxCategory, rate: Decimal)
  /// A category the regime does not have (intra-community supply under GST).
  case categoryNotAllowed(BillDraftPosition, category: BillTaxCategory)
  /// A field that does not apply here: cess outside GST, or on a line that is not taxed.
  case notApplicable(BillDraftPosition, field: BillDraftField)
  /// Compensation cess on a line of a document dated when the cess is not levied (from 1 Feb 2026),
  /// with the reason.
  case cessNotLevied(BillDraftPosition, field: BillDraftField, reason: String)
  /// A line or allowance in a currency other than the document's.
  case currencyMismatch(BillDraftPosition, expected: String, found: String)
  /// A state code that is not in force on the document's date: a supplier's state that no GSTIN
  /// carries that day, or a place of supply that is not one that day (`25` after Daman and Diu merged
  /// into `26` on 26 Jan 2020, `96` as a supplier's state, `+1`).
  case invalidStateCode(field: BillDraftField, code: String)
  /// A round-off increment of zero or less.
  case invalidRoundOffIncrement(Decimal)
  /// A credit note whose total is more than the original document's.
  case creditNoteExceedsOriginal(creditNoteTotal: Decimal, originalTotal: Decimal)

  /// Where the problem is.
  public var position: BillDraftPosition {
    switch self {
    case .duplicateID(let position), .negativeQuantity(let position, _), .negativeValue(let position, _, _),
      .notANumber(let position, _),
      .nonPositiveBaseQuantity(let position, _), .discountPercentOutOfRange(let position, _),
      .discountExceedsAmount(let position, _, _, _), .tooManyFractionDigits(let position, _, _),
      .rateNotInTable(let position, _, _), .rateNotAllowedForCategory(let position, _, _),
      .categoryNotAllowed(let position, _), .notApplicable(let position, _), .cessNotLevied(let position, _, _),
      .currencyMismatch(let position, _, _):
      position
    case .emptyDraft, .invalidStateCode, .invalidRoundOffIncrement, .creditNoteExceedsOriginal: .document
    }
  }

  /// The field at fault.
  public var field: BillDraftField {
    switch self {
    case .emptyDraft: .lines
    case .duplicateID: .id
    case .negativeQuantity: .quantity
    case .negativeValue(_, let field, _), .discountExceedsAmount(_, let field, _, _), .notANumber(_, let field),
      .tooManyFractionDigits(_, let field, _), .notApplicable(_, let field), .cessNotLevied(_, let field, _),
      .invalidStateCode(let field, _):
      field
    case .nonPositiveBaseQuantity: .baseQuantity
    case .discountPercentOutOfRange: .discount
    case .rateNotInTable, .rateNotAllowedForCategory: .taxRate
    case .categoryNotAllowed: .taxCategory
    case .currencyMismatch: .currency
    case .invalidRoundOffIncrement: .roundOff
    case .creditNoteExceedsOriginal: .originalTotal
    }
  }

  /// What is wrong, and where.
  public var description: String {
    switch self {
    case .emptyDraft: "the draft has no lines"
    case .duplicateID(let position): "\(position): the identifier is used twice"
    case .negativeQuantity(let position, let quantity):
      "\(position): quantity \(quantity.plainString) is negative (GST returns go on a credit note)"
    case .negativeValue(let position, let field, let value):
      "\(position): \(field.rawValue) \(value.plainString) is negative"
    case .notANumber(let position, let field): "\(position): \(field.rawValue) is not a number"
    case .nonPositiveBaseQuantity(let position, let value):
      "\(position): base quantity \(value.plainString) is not above zero"
    case .discountPercentOutOfRange(let position, let percent):
      "\(position): discount \(percent.plainString) % is outside 0–100 %"
    case .discountExceedsAmount(let position, let field, let discount, let amount):
      "\(position): \(field.rawValue) \(discount.plainString) is more than the amount \(amount.plainString)"
    case .tooManyFractionDigits(let position, let field, let value):
      "\(position): \(field.rawValue) \(value.plainString) has more fraction digits than the currency"
    case .rateNotInTable(let position, let rate, let date):
      "\(position): GST rate \(rate.plainString) % is not in force on \(date)"
    case .rateNotAllowedForCategory(let position, let category, let rate):
      "\(position): rate \(rate.plainString) % is not allowed in tax category \(category.rawValue)"
    case .categoryNotAllowed(let position, let category):
      "\(position): tax category \(category.rawValue) does not exist under this regime"
    case .notApplicable(let position, let field): "\(position): \(field.rawValue) does not apply here"
    case .cessNotLevied(let position, let field, let reason): "\(position): \(field.rawValue): \(reason)"
    case .currencyMismatch(let position, let expected, let found):
      "\(position): currency \(found) is not the document's \(expected)"
    case .invalidStateCode(let field, let code):
      "\(field.rawValue) \"\(code)\" is not a GST state code in force on the document's date"
    case .invalidRoundOffIncrement(let increment): "round-off increment \(increment.plainString) is not above zero"
    case .creditNoteExceedsOriginal(let total, let original):
      "the credit note's total \(total.plainString) exceeds the original's \(original.plainString)"
    }
  }
}
