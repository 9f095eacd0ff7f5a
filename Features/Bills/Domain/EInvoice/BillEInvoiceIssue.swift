import Foundation

/// Something in an e-invoice that the Invoice Registration Portal would reject, with the JSON path
/// of the field (`ItemList[2].HsnCd`).
public struct BillEInvoiceIssue: Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public enum Problem: Sendable, Hashable {
    /// A required field is empty.
    case missing
    /// No items, or more than 1000.
    case itemCount(Int)
    /// A GST rate not in force on the document date for the item's HSN code.
    case rateNotAllowed(Decimal)
    /// A state code not in force on the document date: not two digits, no code at all, a place of
    /// supply that no longer is one (`25` after 26 Jan 2020), or a seller's state no GSTIN carries.
    case stateCode(String)
    /// Not a six-digit PIN code (100000–999999).
    case pinCode(Int?)
    /// Not a GSTIN of any kind GSTN issues, with a state code GSTINs carry on the document date.
    case gstin(String)
    /// A GSTIN whose check character is wrong (as the government sandbox's test GSTINs are):
    /// reported in strict mode only.
    case gstinCheckCharacter(String)
    /// A document number that is not 1–16 letters, digits, `/` or `-` starting with a letter or 1–9.
    case documentNumber(String)
    /// A date that is not `dd/MM/yyyy`.
    case date(String)
    /// Not an HSN code or SAC with the schema's 4 to 8 digits.
    case hsnCode(String)
    /// A header amount that differs from the sum of its parts by more than the tolerance.
    case totalMismatch(expected: Decimal, found: Decimal)
    /// A round-off outside −99.99…99.99.
    case roundOffOutOfRange(Decimal)
    /// A value the schema does not allow (a supply or document type, a transport distance).
    case invalidValue(String)
  }

  /// The field's JSON path.
  public var path: String
  /// What is wrong with it.
  public var problem: Problem

  /// An issue.
  public init(path: String, problem: Problem) {
    self.path = path
    self.problem = problem
  }

  /// `ItemList[0].GstRt: rateNotAllowed(13)`.
  public var description: String { "\(path): \(problem)" }
}
