import Foundation

/// A CBV 2.0 business step: the 41 bare terms the EPCIS 2.0 JSON Schema enumerates
/// (`bizStep-JSON-Schema.json`), written on the wire as the bare term (`"shipping"`).
///
/// Cases are the CBV terms, camel-cased. JSON-LD expands a bare term to
/// `https://ref.gs1.org/cbv/BizStep-<term>` (CBV 2.0 §7.1).
///
/// Each case's summary paraphrases the term's definition in GS1 Core Business Vocabulary 2.0,
/// section 7.1, and ends with the term as written on the wire.
public enum CBVBusinessStep: String, Sendable, Hashable, CaseIterable, Codable, CBVVocabulary {
  /// An object changes possession, ownership or both (`accepting`).
  case accepting
  /// An object arrives at a location (`arriving`).
  case arriving
  /// Objects are combined into a new finished product that, unlike a transformation, stays reversible (`assembling`).
  case assembling
  /// An object is picked up and collected for later disposal, recycling or re-use (`collecting`).
  case collecting
  /// An object gets its instance-level identifier, or objects a never-used class-level one (`commissioning`).
  case commissioning
  /// Staging, loading, departing and the outbound change of possession or ownership, as one step (`consigning`).
  case consigning
  /// Instances of a class-level identifier are produced, not always for the first time (`creating_class_instance`).
  case creatingClassInstance = "creating_class_instance"
  /// Objects at a location are counted for needs other than accounting, such as replenishment (`cycle_counting`).
  case cycleCounting = "cycle_counting"
  /// An object's instance-level identifier is disassociated; recommissioning needs a new one (`decommissioning`).
  case decommissioning
  /// An object leaves a location on its way to a destination (`departing`).
  case departing
  /// An object is terminated; an instance-level identifier should appear in no later event (`destroying`).
  case destroying
  /// An object is broken down into separate, uniquely identified component parts (`disassembling`).
  case disassembling
  /// A product is made available, in full or in part, to a consumer (`dispensing`).
  case dispensing
  /// An instance-level identifier is written to a barcode or RFID tag, not yet tied to any object (`encoding`).
  case encoding
  /// At a facility's entrance or exit, customers leave with purchases or bring returns in (`entering_exiting`).
  case enteringExiting = "entering_exiting"
  /// An object is segregated for further review (`holding`).
  case holding
  /// Objects are checked, non-destructively, for physical or documentation defects; they remain viable (`inspecting`).
  case inspecting
  /// An object is put into an existing composite object, not merely into a container (`installing`).
  case installing
  /// An object's RFID tag is terminated; the object and its identifier may still appear in later events (`killing`).
  case killing
  /// An object is loaded into a shipping conveyance (`loading`).
  case loading
  /// A business step that no other CBV term identifies (`other`).
  case other
  /// Objects are put into a larger container, usually for shipping; aggregation typically happens here (`packing`).
  case packing
  /// Objects are selected to fill an order (`picking`).
  case picking
  /// An object is received at a location and added to the receiver's inventory (`receiving`).
  case receiving
  /// An object is taken out of a composite object; the opposite of ``installing`` (`removing`).
  case removing
  /// An object's packaging configuration is changed (`repackaging`).
  case repackaging
  /// A malfunctioning product is repaired, typically by a post-sales service, instead of being replaced (`repairing`).
  case repairing
  /// An object is substituted or exchanged for another object (`replacing`).
  case replacing
  /// Instance-level identifiers, not yet commissioned, are provided for another party to use (`reserving`).
  case reserving
  /// At a point of sale, ownership passes to a customer in exchange for something of value (`retail_selling`).
  case retailSelling = "retail_selling"
  /// Staging, loading and departing as one step, when the finer steps are not captured (`shipping`).
  case shipping
  /// An object moves from a facility to an area where it awaits transport pick-up (`staging_outbound`).
  case stagingOutbound = "staging_outbound"
  /// Objects at a location are counted under established rules, as a basis for accounting (`stock_taking`).
  case stockTaking = "stock_taking"
  /// An object is made available to customers, or for order fulfilment within a distribution centre (`stocking`).
  case stocking
  /// An object is moved into or out of storage within a location (`storing`).
  case storing
  /// An object is moved from one location to another by vehicle: ship, train, lorry or aircraft (`transporting`).
  case transporting
  /// An object is unloaded from a shipping conveyance (`unloading`).
  case unloading
  /// Products are taken out of a larger container, usually after receiving; disaggregation happens here (`unpacking`).
  case unpacking
  /// Objects of an earlier shipping, departing or consigning event were not in fact shipped (`void_shipping`).
  case voidShipping = "void_shipping"
  /// Sensor data on an object or location is reported while no other business step is in progress (`sensor_reporting`).
  case sensorReporting = "sensor_reporting"
  /// Portions of an object are destructively tested for quality or customs; it is no longer viable (`sampling`).
  case sampling

  /// The GS1 Web URI prefix of business steps.
  public static let uriPrefix = "https://ref.gs1.org/cbv/BizStep-"

  /// The EPCIS 1.x URN prefix.
  public static let urnPrefix = "urn:epcglobal:cbv:bizstep:"
  /// The EPCIS field this vocabulary fills.
  public static let fieldName = "bizStep"

  /// Decodes the bare term, its GS1 Web URI or its URN (see ``init(parsing:)``).
  public init(from decoder: any Decoder) throws {
    self = try Self.decodeTerm(from: decoder)
  }
}
