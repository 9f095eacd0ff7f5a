import Foundation
import SharedCore

/// What happened to a bill, posted on the app's `EventBus` so other parts of an app (a dashboard,
/// a notification, an analytics sink) can react without depending on the bill screens.
///
/// The bill screens' view models post one event after each change they make succeeds. Subscribe by
/// type, or by ``BillsEvent/name`` (`"bills.event"`) for callers that subscribe by name:
///
/// ```swift
/// for await event in bus.events(of: BillsEvent.self) {
///   if case .issued(let id, _, let number) = event { banner.show("Issued \(number)", document: id) }
/// }
/// ```
public enum BillsEvent: BusEvent, Sendable, Hashable {
  /// A document was saved for the first time, as a draft.
  case created(documentID: String, kind: BillDocumentKind)
  /// A draft's lines, party or terms were changed and saved.
  case draftUpdated(documentID: String)
  /// A draft was issued with its number.
  case issued(documentID: String, kind: BillDocumentKind, number: String)
  /// A payment was recorded and something is still outstanding.
  case partiallyPaid(documentID: String, paymentID: String, outstanding: Decimal)
  /// A payment was recorded and nothing is outstanding any more.
  case paid(documentID: String, paymentID: String)
  /// A document was cancelled; it keeps its number, if it had one.
  case cancelled(documentID: String, number: String?)
  /// A document was converted into a new draft of another kind (quotation → order → invoice).
  case converted(fromDocumentID: String, toDocumentID: String, kind: BillDocumentKind)
  /// A credit note was issued against an invoice, lowering what is outstanding on it.
  case creditNoteIssued(creditNoteID: String, originalID: String, number: String, amount: Decimal)
  /// A document's sync state changed: it waits to upload, the server has it, or it conflicts or was
  /// refused.
  case syncStateChanged(documentID: String, status: SyncRecordStatus.Kind)

  /// `"bills.event"`.
  public static let name = "bills.event"

  /// The document the event is about (for a conversion, the new document; for a credit note, the
  /// credit note).
  public var documentID: String {
    switch self {
    case .created(let id, _), .draftUpdated(let id), .issued(let id, _, _), .partiallyPaid(let id, _, _),
      .paid(let id, _), .cancelled(let id, _), .syncStateChanged(let id, _):
      id
    case .converted(_, let id, _): id
    case .creditNoteIssued(let id, _, _, _): id
    }
  }
}
