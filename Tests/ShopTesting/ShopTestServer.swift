import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import ProductsFeature
import ReportsFeature
import SharedCore
import SharedTesting

/// The business backend of ``ShopTestbed``s: an in-memory sync server holding the records of
/// Products, Parties, Bills and Reports, which answers number-block requests with blocks as the reference
/// server does. Give one to several testbeds to test several devices of one business: their blocks
/// never overlap.
public final class ShopTestServer: Sendable {
  /// The sync server every testbed on it syncs with; use it to read what reached the server, drop
  /// answers or go offline (`dropResponses(_:)`, `setOffline(_:)`).
  public let sync: InMemorySyncServer
  private let numbers = BillNumberBlockGranter()

  /// Every record type the server holds.
  public static let syncTypes =
    ProductsSyncTypes.all + PartiesSyncTypes.all + BillsSyncTypes.all + ReportsSyncTypes.all

  /// A server with no records.
  public init() throws {
    sync = InMemorySyncServer(schema: try SyncSchema(Self.syncTypes))
  }

  /// Answers every number-block request on the server that has no block yet, in the order of their
  /// ids, as the reference server does: consecutive, never overlapping blocks per series.
  /// - Returns: How many requests it answered.
  /// - Throws: `BillNumberingError` when a series has no numbers left, or `DecodingError` for a record
  ///   that is no request.
  @discardableResult
  public func grantNumberBlocks() async throws -> Int {
    try await numbers.grant(on: sync)
  }
}
