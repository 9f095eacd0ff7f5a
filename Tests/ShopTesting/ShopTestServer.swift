import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import SharedCore
import SharedTesting

/// The business backend of ``ShopTestbed``s: an in-memory sync server holding the records of
/// Products, Parties and Bills, which answers number-block requests with blocks as the reference
/// server does. Give one to several testbeds to test several devices of one business: their blocks
/// never overlap.
public final class ShopTestServer: Sendable {
  /// The sync server every testbed on it syncs with; use it to read what reached the server, drop
  /// answers or go offline (`dropResponses(_:)`, `setOffline(_:)`).
  public let sync: InMemorySyncServer
  private let ledger = LockedValue(BillNumberBlockLedger())

  /// A server with no records.
  public init() throws {
    sync = InMemorySyncServer(
      schema: try SyncSchema(ProductsSyncTypes.all + PartiesSyncTypes.all + BillsSyncTypes.all))
  }

  /// Answers every number-block request on the server that has no block yet, in the order of their
  /// ids, as the reference server does: consecutive, never overlapping blocks per series.
  /// - Returns: How many requests it answered.
  /// - Throws: `BillNumberingError` when a series has no numbers left, or
  ///   ``ShopTestbedError/malformedNumberBlockRequest(id:)`` for a record that is no request.
  @discardableResult
  public func grantNumberBlocks() async throws -> Int {
    let type = BillsSyncTypes.numberBlocks.name
    var granted = 0
    for (id, record) in await sync.liveRecords(of: type).sorted(by: { $0.key < $1.key })
    where record.fields["first"] == nil {
      let request = try Self.request(record.fields, id: id)
      let block = try ledger.withLock { try $0.reserve(request) }
      var fields = record.fields
      fields["first"] = .int(Int64(block.first))
      fields["last"] = .int(Int64(block.last))
      await sync.put(type, id: id, fields: fields)
      granted += 1
    }
    return granted
  }

  /// The request the `bill-number-blocks` record `id` holds.
  private static func request(_ fields: [String: JSONValue], id: String) throws -> BillNumberBlockRequest {
    guard case .string(let requestID) = fields["requestId"], case .string(let kindText) = fields["kind"],
      let kind = BillDocumentKind(rawValue: kindText), case .int(let year) = fields["financialYear"],
      case .int(let month) = fields["financialYearStartMonth"], case .string(let name) = fields["series"],
      case .string(let device) = fields["device"], case .int(let size) = fields["size"],
      case .int(let maximum) = fields["maximumSequence"],
      let financialYear = try? BillFinancialYear(startYear: Int(year), startMonth: Int(month))
    else { throw ShopTestbedError.malformedNumberBlockRequest(id: id) }
    return BillNumberBlockRequest(
      requestID: requestID, series: BillNumberSeriesKey(kind: kind, financialYear: financialYear, name: name),
      device: device, size: Int(size), maximumSequence: Int(maximum))
  }
}
