import Foundation
import SharedCore

extension ProductCatalog {
  /// Imports products from CSV (RFC 4180; CRLF or LF; a UTF-8 BOM; a header mapped by name with
  /// aliases; prices in Indian or international grouping), reporting progress as it goes.
  ///
  /// Every row is validated as the product form would validate it. The valid rows are saved together
  /// in one transaction once the file is read, so an interrupted import leaves the catalog as it was;
  /// a row whose SKU matches an existing product (or an earlier row) updates it instead of creating a
  /// duplicate (columns the file lacks keep their values; empty cells clear them); every invalid row
  /// is reported with its line, column and reason, and never stops the others. The last progress
  /// update (all rows done) comes once the rows are saved.
  ///
  /// ```swift
  /// for await event in catalog.importCSV(data) {
  ///   if case .progress(let done, let total) = event { bar.update(done, of: total) }
  ///   if case .finished(let report) = event { show(report.errors) }
  /// }
  /// ```
  public func importCSV(_ data: Data) -> AsyncStream<ProductImportUpdate> {
    CSVImportUpdate.stream { progress in try await runImport(data, progress: progress) }
  }

  /// Imports `data` and returns the report (``importCSV(_:)`` without the progress).
  public func importCSVReport(_ data: Data) async throws -> ProductImportReport {
    try await runImport(data) { _ in }
  }

  /// The catalog as CSV that ``importCSV(_:)`` reads back to the same products: one column per
  /// draft field, per ``ProductCSVExtraColumn`` (archived, tracking flags, batches and variants) and
  /// per custom field, prices with two decimals, CRLF line ends.
  public func exportCSV(includeArchived: Bool = false) async throws -> String {
    var writer = CSVWriter()
    let custom = configuration.customFields
    let extras = ProductCSVExtraColumn.allCases
    writer.append(ProductCSVColumns.columns(customFields: custom).map(\.name))
    var queries = [ProductListQuery(filter: .all, limit: 500)]
    if includeArchived { queries.append(ProductListQuery(filter: .archived, limit: 500)) }
    for var query in queries {
      while true {
        let page = try await list(query)
        for item in page.items {
          let draft = ProductDraft(item.product)
          writer.append(
            ProductDraft.Field.allCases.map { draft[$0] } + extras.map { $0.text(of: item.product) }
              + custom.map { draft.customValues[$0.key] ?? "" })
        }
        guard let next = page.nextOffset else { break }
        query.offset = next
      }
    }
    return writer.text
  }

  private func runImport(
    _ data: Data, progress: (ProductImportUpdate) -> Void
  ) async throws -> ProductImportReport {
    let document = CSVReader().read(data)
    var report = ProductImportReport()
    report.errors = document.errors.map {
      ProductImportReport.RowError(
        line: $0.line, column: $0.column, columnName: nil, message: Self.sentence($0.message))
    }
    guard let header = document.records.first else {
      report.errors.append(.init(line: 1, column: 1, columnName: nil, message: "The file has no header row."))
      return report
    }
    let custom = configuration.customFields
    let mapping: CSVHeaderMapping
    do {
      mapping = try CSVHeaderMapping(header: header, columns: ProductCSVColumns.columns(customFields: custom))
    } catch {
      report.errors.append(
        .init(line: error.line, column: error.column, columnName: nil, message: Self.sentence(error.message)))
      return report
    }
    let rows = document.records.dropFirst()
    report.rows = rows.count + document.errors.count
    var index = try await store.read { try ProductCatalogQueries.uniquenessIndex(in: $0) }
    let validator = configuration.validator
    var staged = StagedImport()
    let step = max(1, rows.count / 100)
    progress(.progress(done: 0, total: rows.count))
    // Validation reads the file in order on this task; the products it stages are encoded for the
    // store meanwhile, a batch at a time, in child tasks on the other cores.
    let encodedAhead = try await withThrowingTaskGroup(of: [StagedImport.Encoded].self) { encoding in
      for (offset, record) in rows.enumerated() {
        try Task.checkCancellation()
        try await stage(
          record, mapping: mapping, validator: validator, into: &staged, uniqueness: &index, report: &report)
        if staged.unencodedCount >= Self.encodingBatch {
          let batch = staged.takeUnencoded()
          let products = products
          encoding.addTask { try batch.map { try $0.write(through: products) } }
        }
        if (offset + 1) % step == 0, offset + 1 < rows.count {
          progress(.progress(done: offset + 1, total: rows.count))
          // A long file must not hold a thread of the cooperative pool: let the reader of the
          // progress (and anyone else) run, and notice a cancellation at once.
          await Task.yield()
        }
      }
      var encoded: [StagedImport.Encoded] = []
      for try await batch in encoding { encoded += batch }
      return encoded
    }
    try Task.checkCancellation()
    _ = try await store.commit(try await staged.writes(through: products, encodedAhead: encodedAhead))
    progress(.progress(done: rows.count, total: rows.count))
    report.errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    return report
  }

  /// Validates one row and stages its product (an update when its SKU names a product already in
  /// the catalog or staged earlier), or reports why it cannot be imported.
  private func stage(
    _ record: CSVRecord, mapping: CSVHeaderMapping, validator: ProductValidator, into staged: inout StagedImport,
    uniqueness index: inout ProductUniqueness, report: inout ProductImportReport
  ) async throws {
    if let error = mapping.fieldCountError(of: record) {
      report.errors.append(
        .init(line: error.line, column: error.column, columnName: nil, message: Self.sentence(error.message)))
      return
    }
    let custom = configuration.customFields
    let sku = mapping.value(of: ProductDraft.Field.sku.rawValue, in: record)?.trimmingWhitespace()
    let existingID = sku.flatMap { $0.isEmpty ? nil : index.owner(ofSKU: $0) }
    var existing = existingID.flatMap(staged.product)
    if existing == nil, let existingID { existing = try await product(existingID)?.product }
    // A SKU only a variant uses is not the product's own: the row is a new product, whose SKU
    // the validator then reports as taken.
    if let found = existing, found.sku.map(ProductUniqueness.key) != sku.map(ProductUniqueness.key) {
      existing = nil
    }
    // An update keeps what the file has no column for; a column present but empty clears.
    var draft = existing.map(ProductDraft.init) ?? ProductDraft()
    for field in ProductDraft.Field.allCases {
      if let value = mapping.value(of: field.rawValue, in: record) { draft[field] = value }
    }
    for field in custom {
      if let value = mapping.value(of: field.label, in: record) { draft.customValues[field.key] = value }
    }
    let id = existing?.id ?? StagedImport.placeholderID(line: record.line)
    switch validator.validate(draft, id: id, existing: existing, uniqueness: index)
      .flatMap({ Self.applyingExtraColumns(of: record, mapping: mapping, to: $0) })
    {
    case .success(let product):
      if let existing { index.remove(existing) }
      index.add(product)
      staged.stage(product, isNew: existing == nil || staged.isNew(id))
      if existing == nil { report.created += 1 } else { report.updated += 1 }
    case .failure(let error):
      report.errors += Self.rowErrors(error, line: record.line, mapping: mapping, custom: custom)
    }
  }

  /// How many staged products an import encodes at a time while it reads on.
  private static let encodingBatch = 1_024

  /// `product` with what `record` says in the file's ``ProductCSVExtraColumn``s, or a validation
  /// error naming each column whose cell cannot be read.
  private static func applyingExtraColumns(
    of record: CSVRecord, mapping: CSVHeaderMapping, to product: Product
  ) -> Result<Product, AppError> {
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

  /// `the record has 2 fields` → `The record has 2 fields.`
  private static func sentence(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst() + "."
  }

  private static func rowErrors(
    _ error: AppError, line: Int, mapping: CSVHeaderMapping, custom: [ProductCustomField]
  ) -> [ProductImportReport.RowError] {
    guard case .validation(let fields) = error else {
      return [.init(line: line, column: 1, columnName: nil, message: error.userMessage)]
    }
    return fields.map { field in
      let name =
        custom.first { ProductValidator.fieldName(ofCustomField: $0.key) == field.field }?.label ?? field.field
      let column = mapping.columnNumber(of: name) ?? 1
      let header = mapping.columnNumber(of: name).map { mapping.header.fields[$0 - 1] } ?? name
      return .init(line: line, column: column, columnName: header, message: field.message)
    }
  }
}
