/// Where a ``BillDocument`` is in its life: draft → issued → partially paid → paid, or cancelled from
/// draft, issued or partially paid. Overdue is not a status: it depends on the day you ask, see
/// ``BillDocument/isOverdue(asOf:)``.
public enum BillDocumentStatus: String, Sendable, Hashable, Codable, CaseIterable {
  /// Being written; no number yet, or one not yet final.
  case draft
  /// Issued with its number; nothing paid or credited.
  case issued
  /// Part of the payable amount is paid or credited.
  case partiallyPaid
  /// Fully settled by payments and credit notes.
  case paid
  /// Cancelled; it keeps its number, which is never given to another document.
  case cancelled

  /// Whether the status machine allows going from this status to `next`.
  public func canTransition(to next: BillDocumentStatus) -> Bool {
    switch (self, next) {
    case (.draft, .issued), (.issued, .partiallyPaid), (.issued, .paid), (.partiallyPaid, .paid): true
    case (.draft, .cancelled), (.issued, .cancelled), (.partiallyPaid, .cancelled): true
    default: false
    }
  }
}
