import Foundation

/// A document's stock, as the stock keeper records it: its lines, which way they move, under the
/// document's reference.
public struct StockPosting: Sendable, Hashable, Codable {
  /// Which way the stock moves.
  public var kind: StockPostingKind
  /// The document's reference, which every movement carries.
  public var reference: PostingReference
  /// When the stock moved.
  public var occurredAt: Date
  /// The lines that name a product; lines of products that keep no stock are ignored.
  public var lines: [StockPostingLine]

  /// Creates a posting.
  public init(kind: StockPostingKind, reference: PostingReference, occurredAt: Date, lines: [StockPostingLine]) {
    self.kind = kind
    self.reference = reference
    self.occurredAt = occurredAt
    self.lines = lines
  }
}
