import Foundation
import SharedCore

/// Exports a product's lifecycle events as an EPCIS 2.0 JSON-LD document (GS1 EPCIS 2.0 §8).
public struct ExportEPCISDocument: Sendable {
  private let events: any DPPEventRepository
  private let pageSize: Int
  private let maxPages: Int

  /// Creates the use case; it reads at most `maxPages` pages of `pageSize` events.
  public init(events: any DPPEventRepository, pageSize: Int = 100, maxPages: Int = 50) {
    self.events = events
    self.pageSize = pageSize
    self.maxPages = maxPages
  }

  /// The document with every event of `id` (all pages), oldest first.
  /// - Throws: `AppError`: the repository's failures, or `.validation` on `events[i]` for an event
  ///   that cannot be expressed in EPCIS.
  public func callAsFunction(_ id: DPPProductID, creationDate: Date = Date()) async throws -> EPCISDocument {
    var collected: [LifecycleEvent] = []
    var token: String?
    for _ in 0..<maxPages {
      let page = try await events.events(for: id, pageSize: pageSize, pageToken: token)
      collected += page.items
      token = page.nextPageToken
      if token == nil { break }
    }
    return try Self.document(collected, creationDate: creationDate)
  }

  /// The document for `events`, oldest first.
  /// - Throws: `AppError/validation(_:)` on `events[i]`.
  public static func document(_ events: [LifecycleEvent], creationDate: Date = Date()) throws(AppError)
    -> EPCISDocument
  {
    do {
      return try EPCISDocument(exporting: events, creationDate: creationDate)
    } catch let error as EPCISExportError {
      throw .validation([.init(field: "events[\(error.index)]", message: "\(error.error)", code: "epcis")])
    } catch {
      throw AppError(error)
    }
  }
}
