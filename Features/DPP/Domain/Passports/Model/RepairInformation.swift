import Foundation

/// How to repair the product. No standard model has a numeric score except TraceWise's
/// `repairability.score`; the others link to instructions and spare-part sources.
public struct RepairInformation: Sendable, Hashable {
  /// A repairability score on the source's scale.
  public var score: Decimal?
  /// Links to repair, dismantling or spare-part information.
  public var links: [String]

  /// Creates repair information.
  public init(score: Decimal? = nil, links: [String] = []) {
    self.score = score
    self.links = links
  }
}
