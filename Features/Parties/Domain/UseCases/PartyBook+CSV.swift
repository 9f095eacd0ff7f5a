import Foundation
import IndiaTax
import SharedCore

extension PartyBook {
  /// Imports parties from CSV (RFC 4180; CRLF or LF; a UTF-8 BOM; a header mapped by name with
  /// aliases, whatever its case and spacing; amounts in Indian or international grouping),
  /// reporting progress as it goes.
  ///
  /// Fields are separated by `delimiter`, or, when it is `nil`, by the comma, semicolon or tab the
  /// header line uses (`CSVDelimiter.detect(in:)`). A header without a name column is refused with
  /// every header name the import accepts.
  ///
  /// Every row is validated as the party form would validate it. The valid rows are saved together
  /// in one transaction once the file is read, so an interrupted import leaves the book as it was.
  /// A row whose GSTIN, or else whose name and first phone (or, with neither, whose name alone),
  /// matches an existing party (or an earlier row) updates it instead of creating a duplicate (columns the file lacks keep their
  /// values; empty cells clear them). Every invalid row is reported with its line, column and
  /// reason (a GSTIN with the part that failed), and never stops the others. The last progress
  /// update (all rows done) comes once the rows are saved.
  ///
  /// ```swift
  /// for await event in book.importCSV(data) {
  ///   if case .progress(let done, let total) = event { bar.update(done, of: total) }
  ///   if case .finished(let report) = event { show(report.errors) }
  /// }
  /// ```
  public func importCSV(_ data: Data, delimiter: CSVDelimiter? = nil) -> AsyncStream<PartyImportUpdate> {
    CSVImportUpdate.stream { progress in try await runImport(data, delimiter: delimiter, progress: progress) }
  }

  /// Imports `data` and returns the report (``importCSV(_:delimiter:)`` without the progress).
  public func importCSVReport(_ data: Data, delimiter: CSVDelimiter? = nil) async throws -> PartyImportReport {
    try await runImport(data, delimiter: delimiter) { _ in }
  }

  /// The parties (not merged ones) as CSV that ``importCSV(_:delimiter:)`` reads back to the same parties:
  /// one column per ``PartyForm/Field``, amounts with the currency's decimals, CRLF line ends.
  public func exportCSV(includeArchived: Bool = false) async throws -> String {
    var writer = CSVWriter()
    writer.append(PartyForm.Field.allCases.map(\.rawValue))
    var queries = [PartyListQuery(limit: 500)]
    if includeArchived { queries.append(PartyListQuery(archived: true, limit: 500)) }
    for var query in queries {
      while true {
        let page = try await list(query)
        for item in page.items where !item.isMerged {
          let form = PartyForm(item.party)
          writer.append(PartyForm.Field.allCases.map { form[$0] })
        }
        guard let next = page.nextOffset else { break }
        query.offset = next
      }
    }
    return writer.text
  }

  private func runImport(
    _ data: Data, delimiter: CSVDelimiter?, progress: (PartyImportUpdate) -> Void
  ) async throws -> PartyImportReport {
    let delimiter = delimiter ?? CSVDelimiter.detect(in: data)
    let document = CSVReader(delimiter: delimiter).read(data)
    var report = PartyImportReport()
    report.errors = document.errors.map(PartyImportReport.RowError.init)
    guard let header = document.records.first else {
      report.errors.append(.init(CSVError(line: 1, column: 1, reason: .missingHeader)))
      return report
    }
    let mapping: CSVHeaderMapping
    do {
      mapping = try CSVHeaderMapping(header: header, columns: PartyCSVColumns.columns)
    } catch {
      report.errors.append(.init(error, columns: PartyCSVColumns.columns, delimiter: delimiter))
      return report
    }
    let rows = document.records.dropFirst()
    report.rows = rows.count + document.errors.count
    var index = try await store.read { try PartyImportIndex.load(in: $0) }
    let validator = configuration.validator(on: today)
    var staged = PartyStagedImport()
    let step = max(1, rows.count / 100)
    progress(.progress(done: 0, total: rows.count))
    for (offset, record) in rows.enumerated() {
      try Task.checkCancellation()
      if let error = mapping.fieldCountError(of: record) {
        report.errors.append(.init(error))
      } else {
        let existing = try await match(record, mapping: mapping, index: index, staged: staged)
        var form = existing.map(PartyForm.init) ?? PartyForm()
        for field in PartyForm.Field.allCases {
          if let value = mapping.value(of: field.rawValue, in: record) { form[field] = value }
        }
        if let kind = mapping.value(of: PartyForm.Field.kind.rawValue, in: record).flatMap(PartyCSVColumns.kind) {
          form.kind = kind
        }
        if let side = mapping.value(of: PartyForm.Field.openingBalanceSide.rawValue, in: record)
          .flatMap(PartyCSVColumns.side)
        {
          form.openingBalanceSide = side
        }
        let choices = Self.choiceErrors(record, mapping: mapping)
        let id = existing?.id ?? PartyStagedImport.placeholderID(line: record.line)
        switch validator.validate(form, id: id) {
        case .success(var party) where choices.isEmpty:
          if let existing { party = Self.keeping(party, from: existing) }
          if let gstin = party.gstin, let owner = index.owner(ofGSTIN: gstin.value), owner != id {
            report.errors += Self.rowErrors(
              .validation([.init(field: "gstin", message: "Another party already has the GSTIN \(gstin).")]),
              line: record.line, mapping: mapping)
            break
          }
          if let existing { index.remove(existing) }
          index.add(party, id: id)
          staged.stage(party, isNew: existing == nil || staged.isNew(id))
          if existing == nil { report.created += 1 } else { report.updated += 1 }
        case .success:
          report.errors += Self.rowErrors(.validation(choices), line: record.line, mapping: mapping)
        case .failure(let error):
          var fields: [AppError.FieldError] = choices
          if case .validation(let wrong) = error { fields += wrong }
          report.errors += Self.rowErrors(
            fields.isEmpty ? error : .validation(fields), line: record.line, mapping: mapping)
        }
      }
      if (offset + 1) % step == 0, offset + 1 < rows.count {
        progress(.progress(done: offset + 1, total: rows.count))
        // A long file must not hold a thread of the cooperative pool: let the reader of the
        // progress (and anyone else) run, and notice a cancellation at once.
        await Task.yield()
      }
    }
    try Task.checkCancellation()
    _ = try await parties.commit(try staged.writes(through: parties))
    progress(.progress(done: rows.count, total: rows.count))
    report.errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    return report
  }

  /// The party a row updates: the one with its GSTIN, else the one with its name and first phone,
  /// else (for a row with neither) the one with its name and neither; an earlier row's staged
  /// version before the stored one.
  private func match(
    _ record: CSVRecord, mapping: CSVHeaderMapping, index: PartyImportIndex, staged: PartyStagedImport
  ) async throws -> Party? {
    let rule = configuration.gstinRule
    let gstin = mapping.value(of: PartyForm.Field.gstin.rawValue, in: record).flatMap {
      try? GSTIN($0, checkCharacter: rule)
    }
    var owner = gstin.flatMap { index.owner(ofGSTIN: $0.value) }
    let name = mapping.value(of: PartyForm.Field.name.rawValue, in: record) ?? ""
    let phones = mapping.value(of: PartyForm.Field.phones.rawValue, in: record) ?? ""
    if owner == nil, let first = phones.split(separator: ",").first,
      let phone = try? IndianPhoneNumber(String(first))
    {
      owner = index.owner(name: name, phone: phone.digits)
    }
    let gstinCell = mapping.value(of: PartyForm.Field.gstin.rawValue, in: record) ?? ""
    if owner == nil, gstinCell.trimmingWhitespace().isEmpty,
      phones.trimmingWhitespace().isEmpty
    {
      owner = index.owner(unidentifiedName: name)
    }
    guard let owner else { return nil }
    if let party = staged.party(owner) { return party }
    return try await party(owner)?.party
  }

  /// Messages for kind and balance-side cells that name no kind or side.
  private static func choiceErrors(_ record: CSVRecord, mapping: CSVHeaderMapping) -> [AppError.FieldError] {
    var errors: [AppError.FieldError] = []
    if let text = mapping.value(of: PartyForm.Field.kind.rawValue, in: record),
      !text.trimmingWhitespace().isEmpty, PartyCSVColumns.kind(text) == nil
    {
      errors.append(.init(field: "kind", message: "\"\(text)\" is not customer, vendor or both."))
    }
    if let text = mapping.value(of: PartyForm.Field.openingBalanceSide.rawValue, in: record),
      !text.trimmingWhitespace().isEmpty, PartyCSVColumns.side(text) == nil
    {
      errors.append(.init(field: "openingBalanceSide", message: "\"\(text)\" is not receivable or payable."))
    }
    return errors
  }

  private static func rowErrors(_ error: AppError, line: Int, mapping: CSVHeaderMapping)
    -> [PartyImportReport.RowError]
  {
    guard case .validation(let fields) = error else {
      return [.init(line: line, column: 1, columnName: nil, message: error.userMessage)]
    }
    return fields.map { field in
      let column = mapping.columnNumber(of: field.field)
      return .init(
        line: line, column: column ?? 1, columnName: column.map { mapping.header.fields[$0 - 1] } ?? field.field,
        message: field.message)
    }
  }
}
