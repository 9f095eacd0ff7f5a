import Foundation
import SharedCore

extension SyncBillsRepository {
  /// Issues a draft with the next number of its series, applies a credit note to its original, and
  /// posts stock and ledger entries.
  public func issue(_ id: String) async throws -> BillListItem {
    try await writing {
      let stored = try await require(id)
      var document = try stored.value.value(id: stored.id)
      guard document.status == .draft else {
        throw BillsRepositoryError.notDraft(id: stored.id, status: document.status)
      }
      try await checkReferences(of: document)
      try await checkCompositionScheme(of: document)
      let totals = try document.totals(calculator: calculator)
      document.recordStockPlan(try await checkPostings(of: document, totals: totals))
      var original: (record: SyncedRecord<BillDocumentRecord>, document: BillDocument)?
      if document.kind == .creditNote, let link = document.original {
        let record = try await require(link.documentID)
        original = (record, try record.value.value(id: record.id))
      }
      let series = try await series(for: document.kind, on: document.issueDate)
      let number = try await allocateNumber(in: series)
      var writes: [SyncLocalWrite] = []
      if let original {
        var originalDocument = original.document
        try originalDocument.issueCreditNote(&document, number: number.text, calculator: calculator)
        let kept = original.record.value
        writes.append(
          try documents.updating(
            original.record.id,
            to: try BillDocumentRecord(
              originalDocument, totals: originalDocument.totals(calculator: calculator), series: kept.series,
              sequence: kept.sequence, wasIssued: kept.wasIssued, pendingPostings: kept.pendingPostings)))
      } else {
        try document.issue(number: number.text)
      }
      writes.insert(
        try documents.updating(
          stored.id,
          to: try BillDocumentRecord(
            document, totals: totals, series: series.key, sequence: number.sequence, wasIssued: true,
            pendingPostings: configuration.deviceID)), at: 0)
      _ = try await documents.commit(writes)
      try await post(stored.id)
      try await requestBlockIfLow(series)
      return try item(try await require(stored.id), asOf: today)
    }
  }

  /// Records a payment and posts it to the party's ledger.
  public func recordPayment(_ request: BillPaymentRequest, to documentID: String) async throws -> BillListItem {
    try await writing {
      let stored = try await require(documentID)
      try checkNoPostingsPendingElsewhere(stored)
      var document = try stored.value.value(id: stored.id)
      let payment = BillPayment(
        id: document.nextPaymentID(device: configuration.deviceID), amount: request.amount, date: request.date,
        mode: request.mode,
        reference: request.reference)
      try document.record(payment, calculator: calculator)
      let record = try BillDocumentRecord(
        document, totals: try document.totals(calculator: calculator), series: stored.value.series,
        sequence: stored.value.sequence, wasIssued: stored.value.wasIssued,
        pendingPostings: configuration.deviceID)
      _ = try await store.commit([
        try documents.updating(stored.id, to: record),
        try payments.creating(BillPaymentRecord(payment, of: document)),
      ])
      try await post(stored.id)
      return try item(try await require(stored.id), asOf: today)
    }
  }

  /// Cancels the document and reverses its postings; one with credit notes applied is refused
  /// (``BillsRepositoryError/creditsApplied(id:creditNotes:)``).
  public func cancel(_ id: String) async throws -> BillListItem {
    try await writing {
      let stored = try await require(id)
      try checkNoPostingsPendingElsewhere(stored)
      var document = try stored.value.value(id: stored.id)
      if document.kind == .creditNote, stored.value.wasIssued {
        throw BillsRepositoryError.creditNoteApplied(id: stored.id)
      }
      if !document.credits.isEmpty {
        throw BillsRepositoryError.creditsApplied(id: stored.id, creditNotes: document.credits.map(\.number))
      }
      try document.cancel()
      _ = try await documents.update(
        stored.id,
        to: try BillDocumentRecord(
          document, totals: try document.totals(calculator: calculator), series: stored.value.series,
          sequence: stored.value.sequence, wasIssued: stored.value.wasIssued,
          pendingPostings: stored.value.wasIssued ? configuration.deviceID : nil))
      if stored.value.wasIssued { try await post(stored.id) }
      return try item(try await require(stored.id), asOf: today)
    }
  }

  /// Completes every pending posting.
  @discardableResult
  public func completePendingPostings() async throws -> [String] {
    try await writes.withPermit { try await completePending(throwing: true) }
  }

  /// Completes the pending postings this device left on documents; with `throwing` false, a document
  /// whose posting fails stays marked (``BillListItem/hasPendingPostings``) and the others go on.
  func completePending(throwing: Bool) async throws -> [String] {
    var completed: [String] = []
    let device = configuration.deviceID
    for id in try await store.read({ try BillsQueries.pending(for: device, in: $0) }) {
      do {
        try await post(id)
        completed.append(id)
      } catch {
        if throwing { throw error }
      }
    }
    return completed
  }

  /// Refuses to change a document whose postings another device has still to complete: this device
  /// would post them again from ledgers that do not show them yet.
  private func checkNoPostingsPendingElsewhere(_ stored: SyncedRecord<BillDocumentRecord>) throws {
    if let device = stored.value.pendingPostings, device != configuration.deviceID {
      throw BillsRepositoryError.postingsPendingOnAnotherDevice(id: stored.id, device: device)
    }
  }
}
