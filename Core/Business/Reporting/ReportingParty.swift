import Foundation

/// A customer or vendor as reports name and group it.
public struct ReportingParty: Sendable, Hashable, Codable, Identifiable {
  /// The party's id.
  public var id: String
  /// The name on documents.
  public var name: String
  /// The GSTIN, when registered.
  public var gstin: String?
  /// The party's GST state code, when known.
  public var stateCode: String?
  /// The party it was merged into, when it was.
  public var mergedInto: String?

  /// A party.
  public init(id: String, name: String, gstin: String? = nil, stateCode: String? = nil, mergedInto: String? = nil) {
    self.id = id
    self.name = name
    self.gstin = gstin
    self.stateCode = stateCode
    self.mergedInto = mergedInto
  }
}
