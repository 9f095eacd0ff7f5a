import Foundation
import SharedCore

/// A stored document as lists and detail screens show it: the document, its totals, what is still
/// outstanding, whether it is overdue and where it stands with the server.
public struct BillListItem: Sendable, Hashable, Identifiable {
  /// The document, with its current id.
  public var document: BillDocument
  /// Its totals.
  public var totals: BillTotals
  /// What is still to be paid (zero for kinds that are not paid, such as quotations).
  public var outstanding: Decimal
  /// Whether it is past its due date with money outstanding, on the day asked.
  public var isOverdue: Bool
  /// Synced, pending, in conflict or refused by the server.
  public var syncStatus: SyncRecordStatus.Kind
  /// Whether an issue, payment, credit or cancellation still has stock or ledger postings to complete.
  public var hasPendingPostings: Bool

  /// An item.
  public init(
    document: BillDocument, totals: BillTotals, outstanding: Decimal, isOverdue: Bool,
    syncStatus: SyncRecordStatus.Kind, hasPendingPostings: Bool = false
  ) {
    self.document = document
    self.totals = totals
    self.outstanding = outstanding
    self.isOverdue = isOverdue
    self.syncStatus = syncStatus
    self.hasPendingPostings = hasPendingPostings
  }

  /// The document's id.
  public var id: String { document.id }
}
