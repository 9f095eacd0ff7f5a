import Foundation
import IndiaTax
import SharedCore

/// Why a document cannot go into a GST return as it is: which document (by number), which line,
/// which field, and what is wrong with it, the way the GST portal would refuse it.
///
/// ```swift
/// do { _ = try builder.build(documents: documents, parties: parties) } catch {
///   print(error)   // INV-7, line 2, rate: 13% is not a GST rate on 2024-07-15.
/// }
/// ```
public struct GSTReturnError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The field at fault, named as on the document.
  public enum Field: String, Sendable, Hashable, CaseIterable {
    /// The issue date.
    case date
    /// The currency.
    case currency
    /// The party the document is for.
    case party
    /// The party's GSTIN: the recipient's on an outward document, the supplier's on an inward one.
    case partyGSTIN
    /// The supplier's state code.
    case supplierStateCode
    /// The place of supply.
    case placeOfSupply
    /// A note's original invoice date.
    case originalDate
    /// A line's HSN code or SAC.
    case hsn
    /// A line's GST rate.
    case rate
    /// A line's taxable value.
    case taxable
    /// A line's integrated tax.
    case igst
    /// A line's central tax.
    case cgst
    /// A line's state or union territory tax.
    case sgst
    /// A line's compensation cess.
    case cess
    /// The document's total value.
    case total
  }

  /// What is wrong with the field.
  public enum Problem: Sendable, Hashable {
    /// The field is empty and the return needs it.
    case missing
    /// Not a GSTIN.
    case gstin(GSTINError)
    /// Not a state code, or not one the field takes on the document's date.
    case stateCode(GSTStateCodeError)
    /// Not an HSN code or SAC.
    case hsn(HSNCodeError)
    /// Fewer HSN digits than Table 12 asks of the business.
    case hsnDigits(found: Int, required: Int)
    /// Not a GST rate in force on the date.
    case rate(Decimal, on: CalendarDate)
    /// The date is outside the return period.
    case outsidePeriod(CalendarDate, GSTReturnPeriod)
    /// The original invoice is dated after the note.
    case originalAfterNote(CalendarDate)
    /// Not in Indian rupees.
    case currency(String)
    /// Below zero where the return takes no negative amount.
    case negative(Money)
    /// The wrong tax head for the supply: integrated tax within a state, central or state tax
    /// across a border or on a zero-rated supply without payment, or central and state tax unequal.
    case taxHead(expected: String)
    /// The tax is not the taxable value at the rate (to within ₹1).
    case taxForRate(expected: Money, found: Money)
    /// Tax on a nil-rated, exempt or non-GST supply.
    case taxOnUntaxedSupply(Money)
    /// The value is not what the field takes here.
    case mismatch(expected: String, found: String)
    /// The return's sums grew past what it can hold.
    case outOfRange
  }

  /// The document's number (its id when it has none).
  public let document: String
  /// The line (1-based), when the fault is in a line.
  public let line: Int?
  /// The field at fault.
  public let field: Field
  /// What is wrong.
  public let problem: Problem

  /// An error about `field` of `document` (line `line`).
  public init(document: String, line: Int? = nil, field: Field, problem: Problem) {
    self.document = document
    self.line = line
    self.field = field
    self.problem = problem
  }

  /// `INV-7, line 2, rate: 13% is not a GST rate on 2024-07-15.`
  public var description: String {
    let place = line.map { "\(document), line \($0), \(field.rawValue)" } ?? "\(document), \(field.rawValue)"
    return "\(place): \(reason)"
  }

  /// The reason alone, for a form field.
  public var reason: String {
    switch problem {
    case .missing: "missing; the return needs it."
    case .gstin(let error): "not a GSTIN: \(error)"
    case .stateCode(let error): error.description
    case .hsn(let error): "\(error)"
    case .hsnDigits(let found, let required):
      "the HSN summary needs at least \(required) digits for this turnover; the code has \(found)."
    case .rate(let rate, let date): "\(rate.plainString)% is not a GST rate on \(date)."
    case .outsidePeriod(let date, let period): "\(date) is outside the return period \(period.fp)."
    case .originalAfterNote(let date): "the original invoice's date \(date) is after the note's."
    case .currency(let code): "GST returns are in INR; the document is in \(code)."
    case .negative(let amount): "\(amount.amount.plainString) is below zero."
    case .taxHead(let expected): "wrong tax head; \(expected)."
    case .taxForRate(let expected, let found):
      "tax \(found.amount.plainString) is not the taxable value at the rate (\(expected.amount.plainString))."
    case .taxOnUntaxedSupply(let amount):
      "a nil-rated, exempt or non-GST line carries tax \(amount.amount.plainString)."
    case .mismatch(let expected, let found): "expected \(expected), found \(found)."
    case .outOfRange: "the return's sums are too large."
    }
  }
}
