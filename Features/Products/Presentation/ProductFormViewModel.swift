import Observation
import SharedCore

/// The create/edit product form: per-field messages (name required, prices with at most two
/// decimals, HSN/SAC formats, unique SKU and barcodes, allowed GST rates), a same-name check that
/// asks before creating a likely duplicate, and the save.
///
/// Editing a field clears its message; submitting validates everything and shows every message.
@MainActor
public final class ProductFormViewModel: StatefulViewModel<ProductFormState>, ViewModel {
  private let catalog: ProductCatalog
  private let printing: (any PrintableTextCheck)?

  private enum Key: Hashable, Sendable { case save, fields }

  /// A form for a new product, or for editing `product`. With `printing`, a saved name that the
  /// app's invoices cannot print gets a warning in ``ProductFormState/warnings``.
  public init(catalog: ProductCatalog, editing product: Product? = nil, printing: (any PrintableTextCheck)? = nil) {
    self.catalog = catalog
    self.printing = printing
    super.init(
      initialState: ProductFormState(productId: product?.id, draft: product.map(ProductDraft.init) ?? ProductDraft()))
  }

  /// Handles one form event.
  public func send(_ event: ProductFormEvent) {
    switch event {
    case .loadFields:
      let catalog = catalog
      load(\.customFields, key: Key.fields, origin: .local) { try await catalog.formCustomFields() }
    case .edit(let field, let value):
      update {
        $0.draft[field] = value
        $0.errors[field.rawValue] = nil
      }
    case .editCustom(let key, let value):
      update {
        $0.draft.customValues[key] = value
        $0.errors[ProductValidator.fieldName(ofCustomField: key)] = nil
      }
    case .submit:
      save(allowSameName: false)
    case .confirmSameName:
      save(allowSameName: true)
    }
  }

  private func save(allowSameName: Bool) {
    let catalog = catalog
    let draft = state.draft
    let warning = printing?.warning(for: draft[.name])
    let productId = state.productId
    update {
      $0.errors = [:]
      $0.warnings = warning.map { [ProductDraft.Field.name.rawValue: $0] } ?? [:]
      $0.sameName = []
      $0.submission = .loading(previous: $0.submission.value)
    }
    tasks.run(Key.save) { [weak self] in
      do {
        if let productId {
          let saved = try await catalog.update(productId, with: draft)
          self?.update { $0.submission = .success(saved, origin: .local) }
          return
        }
        switch try await catalog.create(draft, allowSameName: allowSameName) {
        case .created(let item):
          self?.update {
            $0.productId = item.id
            $0.submission = .success(item, origin: .local)
          }
        case .possibleDuplicates(let matches):
          self?.update {
            $0.sameName = matches
            $0.submission = .idle
          }
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
