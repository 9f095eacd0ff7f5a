import Foundation
import SharedCore

extension EPCISObjectEvent: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case type, eventID, eventTime, eventTimeZoneOffset, recordTime, action, bizStep, disposition
    case epcList, quantityList, readPoint, bizLocation, bizTransactionList, sourceList, destinationList
    case persistentDisposition, ilmd
  }

  /// Decodes an ObjectEvent; unmodelled members go to ``extensions``.
  /// - Throws: `DecodingError` with the coding path when `type` is not `ObjectEvent`, a member is
  ///   malformed, or an invariant (`ilmd` only with ADD, objects present) is broken.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    guard type == Self.type else {
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: EPCISError.unsupportedEventType(type).description)
    }
    let others = try decoder.container(keyedBy: JSONKey.self)
    let modelled = Set(CodingKeys.allCases.map(\.rawValue))
    var extensions: [String: AnyCodable] = [:]
    for key in others.allKeys where !modelled.contains(key.stringValue) {
      extensions[key.stringValue] = try others.decode(AnyCodable.self, forKey: key)
    }
    do {
      try self.init(
        eventID: try container.decodeIfPresent(String.self, forKey: .eventID),
        eventTime: try container.decode(EPCISDateTime.self, forKey: .eventTime),
        eventTimeZoneOffset: try container.decode(EPCISTimeZoneOffset.self, forKey: .eventTimeZoneOffset),
        recordTime: try container.decodeIfPresent(EPCISDateTime.self, forKey: .recordTime),
        action: try container.decode(EPCISAction.self, forKey: .action),
        bizStep: try container.decodeIfPresent(CBVBusinessStep.self, forKey: .bizStep),
        disposition: try container.decodeIfPresent(CBVDisposition.self, forKey: .disposition),
        epcList: try container.decodeIfPresent([String].self, forKey: .epcList) ?? [],
        quantityList: try container.decodeIfPresent([EPCISQuantityElement].self, forKey: .quantityList),
        readPoint: try container.decodeIfPresent(EPCISLocation.self, forKey: .readPoint),
        bizLocation: try container.decodeIfPresent(EPCISLocation.self, forKey: .bizLocation),
        bizTransactionList: try container.decodeIfPresent([EPCISBusinessTransaction].self, forKey: .bizTransactionList),
        sourceList: try container.decodeIfPresent([EPCISSource].self, forKey: .sourceList),
        destinationList: try container.decodeIfPresent([EPCISDestination].self, forKey: .destinationList),
        persistentDisposition: try container.decodeIfPresent(
          EPCISPersistentDisposition.self, forKey: .persistentDisposition),
        ilmd: try container.decodeIfPresent([String: AnyCodable].self, forKey: .ilmd),
        extensions: extensions
      )
    } catch let error as EPCISError {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the JSON-LD form: `type` first-class, bare CBV terms, extensions alongside.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.type, forKey: .type)
    try container.encodeIfPresent(eventID, forKey: .eventID)
    try container.encode(eventTime, forKey: .eventTime)
    try container.encode(eventTimeZoneOffset, forKey: .eventTimeZoneOffset)
    try container.encodeIfPresent(recordTime, forKey: .recordTime)
    try container.encode(action, forKey: .action)
    try container.encodeIfPresent(bizStep, forKey: .bizStep)
    try container.encodeIfPresent(disposition, forKey: .disposition)
    if !epcList.isEmpty || quantityList == nil { try container.encode(epcList, forKey: .epcList) }
    try container.encodeIfPresent(quantityList, forKey: .quantityList)
    try container.encodeIfPresent(readPoint, forKey: .readPoint)
    try container.encodeIfPresent(bizLocation, forKey: .bizLocation)
    try container.encodeIfPresent(bizTransactionList, forKey: .bizTransactionList)
    try container.encodeIfPresent(sourceList, forKey: .sourceList)
    try container.encodeIfPresent(destinationList, forKey: .destinationList)
    try container.encodeIfPresent(persistentDisposition, forKey: .persistentDisposition)
    try container.encodeIfPresent(ilmd, forKey: .ilmd)
    var others = encoder.container(keyedBy: JSONKey.self)
    for (name, value) in extensions {
      try others.encode(value, forKey: JSONKey(name))
    }
  }
}
