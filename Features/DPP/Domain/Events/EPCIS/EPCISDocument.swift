import Foundation
import SharedCore

/// An EPCIS 2.0 document (EPCIS 2.0 §11.4): JSON-LD `@context`, `type: "EPCISDocument"`,
/// `schemaVersion`, `creationDate` and `epcisBody.eventList` of ObjectEvents.
public struct EPCISDocument: Sendable, Hashable {
  /// The normative EPCIS 2.0 JSON-LD context.
  public static let contextURI = "https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld"
  /// The JSON `type` of an EPCIS document.
  public static let type = "EPCISDocument"

  /// The JSON-LD context: the EPCIS context URI, optionally followed by namespace objects.
  public var context: JSONValue
  /// The document's own identifier, if any.
  public var id: String?
  /// `"2.0"`.
  public var schemaVersion: String
  /// When the document was created.
  public var creationDate: EPCISDateTime
  /// The events, in order.
  public var eventList: [EPCISObjectEvent]
  /// Other top-level members (`sender`, `receiver`, `instanceIdentifier`, `epcisHeader`, extensions).
  public var extensions: [String: AnyCodable]

  /// Creates a document around `events`.
  ///
  /// - Parameters:
  ///   - events: The document's events, in order.
  ///   - namespaces: CURIE prefixes used by extension members (`["tw": "https://…/"]`), added to
  ///     `@context` after the EPCIS context.
  ///   - creationDate: defaults to now, written in UTC.
  ///   - id: The document's `id` IRI, if it has one.
  public init(
    events: [EPCISObjectEvent],
    namespaces: [String: String] = [:],
    creationDate: Date = Date(),
    id: String? = nil
  ) {
    var context: [JSONValue] = [.string(Self.contextURI)]
    if !namespaces.isEmpty { context.append(.object(namespaces.mapValues(JSONValue.string))) }
    self.context = .array(context)
    self.id = id
    self.schemaVersion = "2.0"
    self.creationDate = EPCISDateTime(date: creationDate, offset: .utc)
    self.eventList = events
    self.extensions = [:]
  }

  /// Reads a document from JSON.
  /// - Throws: `DecodingError` naming the coding path of the first malformed member.
  public init(jsonData: Data) throws {
    self = try JSONDecoder().decode(Self.self, from: jsonData)
  }

  /// The document as JSON (sorted keys, unescaped slashes; pretty-printed on request).
  public func jsonData(prettyPrinted: Bool = false) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      prettyPrinted
      ? [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
      : [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }
}

// MARK: - Codable

extension EPCISDocument: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case context = "@context"
    case type, id, schemaVersion, creationDate, epcisBody
  }

  private enum BodyKeys: String, CodingKey {
    case eventList
  }

  /// Decodes an EPCISDocument; `type` must be `EPCISDocument` and every event an ObjectEvent.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    guard type == Self.type else {
      throw DecodingError.dataCorruptedError(
        forKey: .type, in: container, debugDescription: "type \"\(type)\" is not \(Self.type)")
    }
    context = try container.decode(JSONValue.self, forKey: .context)
    id = try container.decodeIfPresent(String.self, forKey: .id)
    schemaVersion = try container.decode(String.self, forKey: .schemaVersion)
    creationDate = try container.decode(EPCISDateTime.self, forKey: .creationDate)
    let body = try container.nestedContainer(keyedBy: BodyKeys.self, forKey: .epcisBody)
    eventList = try body.decode([EPCISObjectEvent].self, forKey: .eventList)
    let others = try decoder.container(keyedBy: JSONKey.self)
    let modelled = Set(CodingKeys.allCases.map(\.rawValue))
    var extensions: [String: AnyCodable] = [:]
    for key in others.allKeys where !modelled.contains(key.stringValue) {
      extensions[key.stringValue] = try others.decode(AnyCodable.self, forKey: key)
    }
    self.extensions = extensions
  }

  /// Encodes the JSON-LD document.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(context, forKey: .context)
    try container.encode(Self.type, forKey: .type)
    try container.encodeIfPresent(id, forKey: .id)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(creationDate, forKey: .creationDate)
    var body = container.nestedContainer(keyedBy: BodyKeys.self, forKey: .epcisBody)
    try body.encode(eventList, forKey: .eventList)
    var others = encoder.container(keyedBy: JSONKey.self)
    for (name, value) in extensions {
      try others.encode(value, forKey: JSONKey(name))
    }
  }
}
