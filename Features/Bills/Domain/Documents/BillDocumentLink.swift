import Foundation
import SharedCore

/// A link from one document to another: the document it was converted from, or the invoice a credit or
/// debit note adjusts.
public struct BillDocumentLink: Sendable, Hashable, Codable {
  /// The linked document's identifier.
  public var documentID: String
  /// The linked document's kind.
  public var kind: BillDocumentKind
  /// The linked document's number, if it had one when linked.
  public var number: String?
  /// The linked document's payable amount (EN 16931 BT-115) when linked: for a credit note, the most
  /// it may credit.
  public var payableAmount: Decimal?
  /// The linked document's date: for a note, the date of the supply it corrects, whose rates apply.
  public var issueDate: CalendarDate?

  /// A link.
  public init(
    documentID: String, kind: BillDocumentKind, number: String? = nil, payableAmount: Decimal? = nil,
    issueDate: CalendarDate? = nil
  ) {
    self.issueDate = issueDate
    self.documentID = documentID
    self.kind = kind
    self.number = number
    self.payableAmount = payableAmount
  }
}
