import BillsFeature
import SharedCore
import SharedTesting

/// Answers the number-block requests devices sync to an `InMemorySyncServer` as the reference server
/// does, from one `BillNumberBlockLedger`: share one granter among the devices of a
/// business, and their blocks never overlap.
///
/// ```swift
/// let numbers = BillNumberBlockGranter()
/// _ = try await bills.reserveNumbers(for: .salesInvoice, on: today)
/// _ = try await engine.sync()                 // the request reaches the server
/// try await numbers.grant(on: server)        // the server answers it
/// _ = try await engine.sync()                 // the block comes down
/// ```
public final class BillNumberBlockGranter: Sendable {
  private let ledger = LockedValue(BillNumberBlockLedger())

  /// A granter with no block given out yet.
  public init() {}

  /// Answers every request on `server` that has no block yet, in the order of the records' ids.
  /// - Returns: How many it answered.
  /// - Throws: `DecodingError` for a record that is no block request, or `BillNumberingError` (a series
  ///   with no number left).
  @discardableResult
  public func grant(on server: InMemorySyncServer) async throws -> Int {
    let type = BillsSyncTypes.numberBlocks.name
    var granted = 0
    for (id, record) in await server.liveRecords(of: type).sorted(by: { $0.key < $1.key })
    where record.fields["first"] == nil {
      let answered = try ledger.withLock { try $0.answer(record.fields) }
      await server.put(type, id: id, fields: answered)
      granted += 1
    }
    return granted
  }
}
