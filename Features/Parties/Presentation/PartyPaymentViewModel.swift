import Foundation
import Observation
import SharedCore

/// The payment screen: money received, paid or refunded, its mode (a cheque with its number and
/// date, UPI or a bank transfer with its reference, a card's last four digits), the documents it is
/// for, a preview of the documents it would settle and the advance it would leave, then the save.
///
/// Field messages come from ``PartyPaymentDraft/validate(currency:)`` before anything is read or
/// written; the book's own refusals arrive as `AppError.validation` too.
@MainActor
public final class PartyPaymentViewModel: StatefulViewModel<PartyPaymentState>, ViewModel {
  private let book: PartyBook

  private enum Key: Hashable, Sendable { case documents, preview, save }

  /// The screen for `partyId`, dated today.
  public init(book: PartyBook, partyId: String) {
    self.book = book
    super.init(initialState: PartyPaymentState(partyId: partyId))
    update { $0.draft[.date] = book.today.description }
  }

  /// Handles one event.
  public func send(_ event: PartyPaymentEvent) {
    switch event {
    case .load:
      loadDocuments()
    case .setKind(let kind):
      change { $0.draft.kind = kind }
      loadDocuments()
    case .setMode(let mode):
      change { $0.draft.mode = mode }
    case .edit(let field, let value):
      change {
        $0.draft[field] = value
        $0.errors[field.rawValue] = nil
      }
    case .allocate(let documentId, let amount):
      change {
        $0.draft.allocations.removeAll { $0.documentId == documentId }
        if !amount.trimmingWhitespace().isEmpty {
          $0.draft.allocations.append(.init(documentId: documentId, amount: amount))
        }
        $0.errors["allocations"] = nil
      }
    case .preview:
      guard let request = validated() else { return }
      let (book, id) = (book, state.partyId)
      load(\.preview, key: Key.preview, origin: .local) { try await book.previewPayment(for: id, request) }
    case .save:
      guard let request = validated() else { return }
      let (book, id) = (book, state.partyId)
      load(\.saved, key: Key.save, origin: .local) { try await book.recordPayment(for: id, request) }
    }
  }

  /// Changes the form; a preview of the old form no longer holds.
  private func change(_ mutation: (inout PartyPaymentState) -> Void) {
    tasks.cancel(Key.preview)
    update {
      mutation(&$0)
      $0.preview = .idle
    }
  }

  private func validated() -> PartyPaymentRequest? {
    switch state.draft.validate(currency: book.configuration.currency) {
    case .success(let request):
      update { $0.errors = [:] }
      return request
    case .failure(let error):
      update {
        if case .validation(let fields) = error {
          $0.errors = Dictionary(fields.map { ($0.field, $0.message) }) { first, _ in first }
        }
      }
      return nil
    }
  }

  private func loadDocuments() {
    let (book, id, kind) = (book, state.partyId, state.draft.kind)
    load(\.openDocuments, key: Key.documents, origin: .local) {
      let open = try await book.ledger(for: id).openItems()
      // A payment received or a refund received settles what the party owes; the others, bills.
      let side = kind == .paymentReceived || kind == .refundReceived ? open.debits : open.credits
      return side.filter { $0.entry.kind.isDocument }
    }
  }
}
