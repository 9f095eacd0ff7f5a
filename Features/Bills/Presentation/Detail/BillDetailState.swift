import Foundation
import SharedCore

/// What the bill detail screen shows.
public struct BillDetailState: Sendable, Equatable {
  /// The document's id.
  public let documentID: String
  /// The document with its totals, outstanding amount, overdue flag and sync status.
  public var item: ResourceState<BillListItem, AppError> = .idle
  /// The PDF to share: the file it was written to.
  public var pdf: ResourceState<URL, AppError> = .idle
  /// The last payment or cancellation: the document after it, or why it was refused (a payment's
  /// amount errors name the field `amount`).
  public var operation: ResourceState<BillListItem, AppError> = .idle
  /// The draft the document was converted to, to open in the editor.
  public var converted: ResourceState<BillListItem, AppError> = .idle
  /// The credit note issued against the document.
  public var creditNote: ResourceState<BillListItem, AppError> = .idle

  /// The state for `documentID`.
  public init(documentID: String) {
    self.documentID = documentID
  }
}
