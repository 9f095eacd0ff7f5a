/// Why an EPCIS event or document could not be built or read.
public enum EPCISError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A `bizStep`, `disposition` or `action` value is not in its CBV 2.0 list.
  case unknownVocabularyValue(field: String, value: String, allowed: [String])
  /// `ilmd` (instance/lot master data) was given for an action other than ADD (EPCIS 2.0 §7.4.2).
  case ilmdRequiresAddAction(action: EPCISAction)
  /// A date-time is not ISO 8601 / RFC 3339 with a time zone.
  case invalidDateTime(field: String, value: String)
  /// A time zone offset is not `±hh:mm` within -14:00…+14:00.
  case invalidTimeZoneOffset(String)
  /// The event identifies no objects (EPCIS requires `epcList`, `quantityList` or sensor data).
  case missingObjects
  /// A location is neither a GLN (13 digits) nor a URI.
  case invalidLocation(field: String, value: String)
  /// An extension member name is not a URI or CURIE (`prefix:name`), as the schema requires.
  case invalidExtensionName(String)
  /// The identifier could not be turned into an EPCIS Digital Link URI.
  case invalidIdentifier(EPCURIError)
  /// The document contains an event type this model does not read.
  case unsupportedEventType(String)

  /// A one-line explanation naming the offending value.
  public var description: String {
    switch self {
    case .unknownVocabularyValue(let field, let value, let allowed):
      "\(field) \"\(value)\" is not a CBV 2.0 value; allowed: \(allowed.joined(separator: ", "))"
    case .ilmdRequiresAddAction(let action):
      "ilmd is only allowed with action ADD, not \(action.rawValue)"
    case .invalidDateTime(let field, let value):
      "\(field) \"\(value)\" is not an ISO 8601 date-time with a time zone"
    case .invalidTimeZoneOffset(let value):
      "eventTimeZoneOffset \"\(value)\" is not ±hh:mm between -14:00 and +14:00"
    case .missingObjects:
      "the event has no epcList, quantityList or sensorElementList"
    case .invalidLocation(let field, let value):
      "\(field) \"\(value)\" is neither a 13-digit GLN nor a URI"
    case .invalidExtensionName(let name):
      "extension name \"\(name)\" is not a URI or CURIE (prefix:name)"
    case .invalidIdentifier(let error):
      "epcList: \(error)"
    case .unsupportedEventType(let type):
      "event type \"\(type)\" is not supported (only ObjectEvent)"
    }
  }
}
