import Foundation
import SharedCore

/// An EPCIS 2.0 ObjectEvent in its JSON/JSON-LD binding (EPCIS 2.0 §7.4.2, §11): what happened
/// to a set of objects, when, where and why.
///
/// Invariants the initialiser and the decoder enforce, matching the EPCIS 2.0 JSON Schema:
/// `ilmd` only with ``EPCISAction/add``; at least one of `epcList`, `quantityList` or
/// `sensorElementList` (the latter kept in ``extensions``); extension names are URIs or CURIEs;
/// `bizStep`/`disposition` are CBV 2.0 terms, written bare.
public struct EPCISObjectEvent: Sendable, Hashable {
  /// The JSON `type` of every ObjectEvent.
  public static let type = "ObjectEvent"

  /// The event's identifier (`urn:uuid:…` or `ni:///sha-256;…?ver=CBV2.0`), optional in EPCIS 2.0.
  public var eventID: String?
  /// When the event happened.
  public var eventTime: EPCISDateTime
  /// The local offset where it happened (need not match ``eventTime``'s own zone).
  public var eventTimeZoneOffset: EPCISTimeZoneOffset
  /// When a repository recorded it, if one did.
  public var recordTime: EPCISDateTime?
  /// ADD, OBSERVE or DELETE.
  public let action: EPCISAction
  /// The business step (CBV 2.0).
  public var bizStep: CBVBusinessStep?
  /// The objects' disposition after the event (CBV 2.0).
  public var disposition: CBVDisposition?
  /// The instance-level object identifiers (constrained Digital Link URIs or EPC URNs).
  public let epcList: [String]
  /// Class-level quantities.
  public let quantityList: [EPCISQuantityElement]?
  /// Where the event was observed.
  public var readPoint: EPCISLocation?
  /// Where the objects are afterwards.
  public var bizLocation: EPCISLocation?
  /// Business transactions the event belongs to.
  public var bizTransactionList: [EPCISBusinessTransaction]?
  /// Where a transfer came from.
  public var sourceList: [EPCISSource]?
  /// Where a transfer went.
  public var destinationList: [EPCISDestination]?
  /// Dispositions set or unset persistently.
  public var persistentDisposition: EPCISPersistentDisposition?
  /// Instance/lot master data; keys are URIs or CURIEs (`cbvmda:lotNumber`). Only with ADD.
  public let ilmd: [String: AnyCodable]?
  /// Every other member (`sensorElementList`, `errorDeclaration`, `certificationInfo`, `@context`,
  /// user extensions such as `example:myField`), kept verbatim.
  public let extensions: [String: AnyCodable]

  /// Creates an ObjectEvent, checking the schema's invariants.
  /// - Throws: ``EPCISError/ilmdRequiresAddAction(action:)``, ``EPCISError/missingObjects``,
  ///   ``EPCISError/invalidExtensionName(_:)``.
  public init(
    eventID: String? = nil,
    eventTime: EPCISDateTime,
    eventTimeZoneOffset: EPCISTimeZoneOffset,
    recordTime: EPCISDateTime? = nil,
    action: EPCISAction,
    bizStep: CBVBusinessStep? = nil,
    disposition: CBVDisposition? = nil,
    epcList: [String] = [],
    quantityList: [EPCISQuantityElement]? = nil,
    readPoint: EPCISLocation? = nil,
    bizLocation: EPCISLocation? = nil,
    bizTransactionList: [EPCISBusinessTransaction]? = nil,
    sourceList: [EPCISSource]? = nil,
    destinationList: [EPCISDestination]? = nil,
    persistentDisposition: EPCISPersistentDisposition? = nil,
    ilmd: [String: AnyCodable]? = nil,
    extensions: [String: AnyCodable] = [:]
  ) throws {
    if ilmd != nil, action != .add { throw EPCISError.ilmdRequiresAddAction(action: action) }
    let hasSensors = extensions["sensorElementList"]?.jsonValue.arrayValue?.isEmpty == false
    if epcList.isEmpty, quantityList?.isEmpty ?? true, !hasSensors { throw EPCISError.missingObjects }
    for name in (ilmd?.keys).map(Array.init) ?? [] where !EPCISNames.isURIOrCURIE(name) {
      throw EPCISError.invalidExtensionName(name)
    }
    for name in extensions.keys where !Self.knownExtensionMembers.contains(name) && !EPCISNames.isURIOrCURIE(name) {
      throw EPCISError.invalidExtensionName(name)
    }
    self.eventID = eventID
    self.eventTime = eventTime
    self.eventTimeZoneOffset = eventTimeZoneOffset
    self.recordTime = recordTime
    self.action = action
    self.bizStep = bizStep
    self.disposition = disposition
    self.epcList = epcList
    self.quantityList = quantityList
    self.readPoint = readPoint
    self.bizLocation = bizLocation
    self.bizTransactionList = bizTransactionList
    self.sourceList = sourceList
    self.destinationList = destinationList
    self.persistentDisposition = persistentDisposition
    self.ilmd = ilmd
    self.extensions = extensions
  }

  /// Standard members this model keeps in ``extensions`` rather than modelling.
  static let knownExtensionMembers: Set<String> = [
    "@context", "sensorElementList", "errorDeclaration", "certificationInfo",
  ]
}
