import Observation
import SharedCore

/// The create/edit party form: per-field messages from ``PartyValidator`` (name required, the
/// GSTIN part that is wrong, a PAN that is not the GSTIN's, phones, email, PIN code, amounts,
/// dates, terms) and a GSTIN another party already has shown on the GSTIN field, then the save.
///
/// Editing a field clears its message; submitting validates everything and shows every message.
@MainActor
public final class PartyFormViewModel: StatefulViewModel<PartyFormState>, ViewModel {
  private let book: PartyBook
  private let printing: (any PrintableTextCheck)?

  private enum Key: Hashable, Sendable { case save }

  /// A form for a new party, or for editing `party`. With `printing`, a saved name, company name or
  /// billing address that the app's invoices cannot print gets a warning in ``PartyFormState/warnings``.
  public init(book: PartyBook, editing party: Party? = nil, printing: (any PrintableTextCheck)? = nil) {
    self.book = book
    self.printing = printing
    super.init(initialState: PartyFormState(partyId: party?.id, form: party.map(PartyForm.init) ?? PartyForm()))
  }

  /// Handles one form event.
  public func send(_ event: PartyFormEvent) {
    switch event {
    case .edit(let field, let value):
      update {
        $0.form[field] = value
        $0.errors[field.rawValue] = nil
      }
    case .setKind(let kind):
      update { $0.form.kind = kind }
    case .setOpeningBalanceSide(let side):
      update { $0.form.openingBalanceSide = side }
    case .submit:
      save()
    }
  }

  private func save() {
    let book = book
    let form = state.form
    let partyId = state.partyId
    var warnings: [String: String] = [:]
    for field in PartyForm.Field.printed {
      if let warning = printing?.warning(for: form[field]) { warnings[field.rawValue] = warning }
    }
    update { [warnings] in
      $0.errors = [:]
      $0.warnings = warnings
      $0.submission = .loading(previous: $0.submission.value)
    }
    tasks.run(Key.save) { [weak self] in
      do {
        let saved =
          if let partyId { try await book.update(partyId, with: form) } else { try await book.create(form) }
        self?.update {
          $0.partyId = saved.id
          $0.submission = .success(saved, origin: .local)
        }
      } catch {
        let failure = AppError(error)
        self?.update {
          if case .validation(let fields) = failure {
            $0.errors = Dictionary(fields.map { ($0.field, $0.message) }) { first, _ in first }
          }
          $0.submission = .failed(failure, previous: nil)
        }
      }
    }
  }
}
