import BillsFeature
import Foundation

/// The server's ledger behind an actor, as the reference server would keep it.
actor LedgerServer {
  private(set) var ledger = BillNumberBlockLedger()

  func reserve(_ request: BillNumberBlockRequest) throws(BillNumberingError) -> BillNumberBlock {
    try ledger.reserve(request)
  }
}

/// Series and allocation helpers for the numbering tests.
enum Numbering {
  /// `INV/25-26/00001…`: sales invoices of 2025-26.
  static func invoiceSeries(year: Int = 2025) throws -> BillNumberSeries {
    try BillNumberSeries(
      key: BillNumberSeriesTests.key(year: year),
      pattern: BillNumberPattern(prefix: "INV/", financialYear: .short, sequenceDigits: 5))
  }

  /// A number from `allocator`, reserving blocks from `server` whenever the allocator asks for one,
  /// and waiting for a block when none is left.
  static func allocate(
    in series: BillNumberSeries, from allocator: BillNumberAllocator, server: LedgerServer
  ) async throws -> BillAllocatedNumber {
    while true {
      if let request = await allocator.blockRequest(for: series) {
        try await allocator.receive(try await server.reserve(request))
      }
      if let number = try await allocateOffline(in: series, from: allocator) { return number }
      await Task.yield()
    }
  }

  /// A number from `allocator` while offline, or `nil` when its blocks are used up.
  static func allocateOffline(in series: BillNumberSeries, from allocator: BillNumberAllocator) async throws
    -> BillAllocatedNumber?
  {
    do {
      return try await allocator.allocate(in: series)
    } catch {
      guard case .noNumbersReserved = error else { throw error }
      return nil
    }
  }
}
