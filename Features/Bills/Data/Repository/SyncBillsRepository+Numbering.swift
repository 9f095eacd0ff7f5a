import Foundation
import SharedCore

extension SyncBillsRepository {
  /// Requests the next block of `kind`'s series when this device holds too few numbers.
  @discardableResult
  public func reserveNumbers(for kind: BillDocumentKind, on date: CalendarDate) async throws -> Bool {
    try await writing {
      try await requestBlockIfLow(try await series(for: kind, on: date))
    }
  }

  /// Asks for number blocks for each of `kinds` whose reserve is low, in the financial year of `date`
  /// and, within the last ``BillsRepository/nextYearLeadDays`` days of that year, in the next one too,
  /// so a device that goes offline across the year's end can still number its bills.
  @discardableResult
  public func prepareNumbering(for kinds: [BillDocumentKind], on date: CalendarDate) async throws -> [BillDocumentKind]
  {
    let year = try BillFinancialYear(containing: date, startMonth: configuration.financialYearStartMonth)
    var days = [date]
    if date.days(until: year.lastDay) < Self.nextYearLeadDays { days.append(year.lastDay.adding(days: 1)) }
    return try await writing {
      var requested: [BillDocumentKind] = []
      for kind in kinds {
        var asked = false
        for day in days where try await requestBlockIfLow(try await series(for: kind, on: day)) {
          asked = true
        }
        if asked { requested.append(kind) }
      }
      return requested
    }
  }

  /// `kind`'s series in the financial year of `date`: written by the company's number template for
  /// `kind` when its document settings have one, else by ``BillsConfiguration/pattern(for:)``.
  /// - Throws: ``BillNumberingError`` for a pattern GST Rule 46 refuses.
  public func series(for kind: BillDocumentKind, on date: CalendarDate) async throws -> BillNumberSeries {
    guard let template = try await documentSettings?.documentSettings().numberTemplates[kind.rawValue] else {
      return try configuration.series(for: kind, on: date)
    }
    let year = try BillFinancialYear(containing: date, startMonth: configuration.financialYearStartMonth)
    return try BillNumberSeries(
      key: BillNumberSeriesKey(kind: kind, financialYear: year, name: configuration.seriesName),
      pattern: BillNumberPattern(template: template))
  }

  /// The allocator's state, rebuilt from what is stored: this device's blocks (answered or still
  /// requested) and the sequence numbers its documents carry. A number is used once its document is
  /// stored, in the same write, so a crash never loses or repeats one.
  func allocatorState() async throws -> BillNumberAllocatorState {
    var state = try configuration.allocatorState()
    let device = configuration.deviceID
    var requestCount = 0
    for record in try await blocks.all() where record.value.device == device {
      let request = try record.value.request()
      requestCount = max(requestCount + 1, Int(request.requestID.split(separator: "-").last ?? "") ?? 0)
      if let block = try record.value.block() {
        let highest = try await store.read {
          try BillsQueries.highestSequence(in: block.series, within: block.range, in: $0)
        }
        let last = highest ?? (block.first - 1)
        state.blocks.append(BillNumberAllocatorState.BlockUsage(block: block, next: last + 1))
      } else {
        state.pendingRequests.append(request)
      }
    }
    state.requestCount = requestCount
    return state
  }

  /// The next number of `series`, after storing a block request if the device runs low.
  /// - Throws: ``BillNumberingError/noNumbersReserved(series:)`` when no reserved number is left.
  func allocateNumber(in series: BillNumberSeries) async throws -> BillAllocatedNumber {
    let allocator = BillNumberAllocator(state: try await allocatorState())
    if let request = await allocator.blockRequest(for: series) { try await store(request) }
    return try await allocator.allocate(in: series)
  }

  /// Stores a block request when the device holds the low-water mark or fewer numbers of `series`.
  /// - Returns: Whether a request waits for the server.
  @discardableResult
  func requestBlockIfLow(_ series: BillNumberSeries) async throws -> Bool {
    let allocator = BillNumberAllocator(state: try await allocatorState())
    guard let request = await allocator.blockRequest(for: series) else { return false }
    try await store(request)
    return true
  }

  private func store(_ request: BillNumberBlockRequest) async throws {
    let existing = try await blocks.all()
    guard !existing.contains(where: { $0.value.requestId == request.requestID }) else { return }
    _ = try await blocks.create(BillNumberBlockRecord(request))
  }
}
