import SharedCore

/// Reads the rows of a product CSV file through its header: the product a row makes, over the
/// product it updates if any, validated as the product form validates; and the report's lines for
/// a row that makes none.
///
/// It needs neither the catalog nor the other rows, so an import reads rows on all cores
/// (``standalone(_:)``) before it checks each against the rows above it and the catalog.
struct ProductCSVRowReader: Sendable {
  /// A row read on its own, as a new product that shares its SKU and barcodes with no other.
  struct Standalone: Sendable {
    let record: CSVRecord
    /// The product the row makes, and the store write that creates it; `nil` when the row is
    /// malformed or invalid even on its own.
    let candidate: Candidate?
  }

  /// A product read from a row, and its create.
  struct Candidate: Sendable {
    let product: Product
    let write: SyncLocalWrite
  }

  /// Where each column is in the file.
  let mapping: CSVHeaderMapping
  /// The checks a row passes, as a form's fields would.
  let validator: ProductValidator
  /// Makes a new product's store write.
  let products: SyncCollection<Product>

  /// The row's SKU, trimmed; `nil` without an SKU column.
  func sku(of record: CSVRecord) -> String? {
    mapping.value(of: ProductDraft.Field.sku.rawValue, in: record)?.trimmingWhitespace()
  }

  /// `record` as a new product under its placeholder id, checked against no other product: exactly
  /// what the import makes of the row when neither the catalog nor a row above it has its SKU or any
  /// of its barcodes.
  /// - Throws: ``SyncCollectionError`` when the product cannot be encoded for the store.
  func standalone(_ record: CSVRecord) throws -> Standalone {
    guard mapping.fieldCountError(of: record) == nil,
      case .success(let product) = product(
        of: record, id: StagedImport.placeholderID(line: record.line), existing: nil, uniqueness: ProductUniqueness())
    else { return Standalone(record: record, candidate: nil) }
    return Standalone(record: record, candidate: Candidate(product: product, write: try products.creating(product)))
  }

  /// The product `record` makes: a draft of `existing` (a column the file lacks keeps its value; a
  /// column present but empty clears it) with the row's cells, validated against `uniqueness`, then
  /// the ``ProductCSVExtraColumn``s applied; or the error naming each field at fault.
  func product(
    of record: CSVRecord, id: String, existing: Product?, uniqueness: ProductUniqueness
  ) -> Result<Product, AppError> {
    // Sized for every field at once, so that filling it in does not grow it step by step.
    var draft =
      existing.map(ProductDraft.init) ?? ProductDraft(Dictionary(minimumCapacity: ProductDraft.Field.allCases.count))
    for field in ProductDraft.Field.allCases {
      if let value = mapping.value(of: field.rawValue, in: record) { draft[field] = value }
    }
    for field in validator.customFields {
      if let value = mapping.value(of: field.label, in: record) { draft.customValues[field.key] = value }
    }
    return validator.validate(draft, id: id, existing: existing, uniqueness: uniqueness)
      .flatMap { applyingExtraColumns(of: record, to: $0) }
      .flatMap { product in
        let conflicts = uniqueness.variantConflicts(of: product)
        return conflicts.isEmpty ? .success(product) : .failure(.validation(conflicts))
      }
  }

  /// The report's lines for the row on `line`, refused with `error`: one per field at fault, at
  /// its column.
  func rowErrors(_ error: AppError, line: Int) -> [ProductImportReport.RowError] {
    guard case .validation(let fields) = error else {
      return [.init(line: line, column: 1, columnName: nil, message: error.userMessage)]
    }
    return fields.map { field in
      let name =
        validator.customFields.first { ProductValidator.fieldName(ofCustomField: $0.key) == field.field }?.label
        ?? field.field
      let column = mapping.columnNumber(of: name)
      let header = column.map { mapping.header.fields[$0 - 1] } ?? name
      return .init(line: line, column: column ?? 1, columnName: header, message: field.message)
    }
  }

  /// `product` with what `record` says in the file's ``ProductCSVExtraColumn``s, or a validation
  /// error naming each column whose cell cannot be read.
  private func applyingExtraColumns(of record: CSVRecord, to product: Product) -> Result<Product, AppError> {
    var product = product
    var errors: [AppError.FieldError] = []
    for column in ProductCSVExtraColumn.allCases {
      guard let text = mapping.value(of: column.rawValue, in: record) else { continue }
      do {
        try column.apply(text, to: &product)
      } catch {
        errors.append(.init(field: column.rawValue, message: error.message))
      }
    }
    return errors.isEmpty ? .success(product) : .failure(.validation(errors))
  }
}
