import DPPFeature
import Foundation

/// Sample DPP values that agree with each other and with ``DPPFakeBackend``'s canned responses:
/// one product (GTIN `09520123456788`, unit `SN-1001`), its Digital Link, its CIRPASS passport
/// and its lifecycle events.
public enum DPPSamples {
  /// The sample product's GTIN.
  public static let gtin = "09520123456788"
  /// The sample unit's serial number.
  public static let serial = "SN-1001"
  /// A GS1 Digital Link URI for the sample unit (what a scan reads).
  public static let link = "https://id.example/01/09520123456788/21/SN-1001"
  /// The sample unit's id (the argument of `DPPPassportViewModelFactory`).
  public static let productID = DPPProductID(gtin: gtin, serial: serial)
  /// The sample product, as `GET /v1/products` returns it.
  public static let product = DPPProduct(
    gtin: gtin, serial: serial, name: "EcoTrail Running Shoe", description: "Trail running shoe",
    manufacturer: "Stride Footwear GmbH", category: "footwear")

  /// A lifecycle event for the sample unit, `minute` minutes after 10:00 on 1 March 2026.
  public static func event(bizStep: String = "retail_selling", minute: Int = 0) -> LifecycleEvent {
    LifecycleEvent(
      gtin: gtin, serial: serial, bizStep: bizStep,
      timestamp: String(format: "2026-03-01T10:%02d:00Z", minute), details: ["store": "A"])
  }

  // MARK: - Wire JSON (the TraceWise API's shapes)

  /// The body of `GET /v1/products` for the sample product.
  public static let productJSON = #"""
    {"gtin":"09520123456788","serial":"SN-1001","name":"EcoTrail Running Shoe",
     "description":"Trail running shoe","manufacturer":"Stride Footwear GmbH","category":"footwear"}
    """#

  /// The body of `GET /v1/events/{id}`: `count` events numbered from `start`, then `next`'s page.
  public static func eventsPageJSON(count: Int, from start: Int = 1, next: String? = nil, total: Int? = nil)
    -> String
  {
    let items = (start..<(start + count)).map { eventJSON($0) }.joined(separator: ",")
    let token = next.map { "\"\($0)\"" } ?? "null"
    return #"{"items":[\#(items)],"nextPageToken":\#(token),"totalCount":\#(total ?? count)}"#
  }

  /// One event of ``eventsPageJSON(count:from:next:total:)``, with id `e<index>`.
  public static func eventJSON(_ index: Int, bizStep: String = "retail_selling") -> String {
    #"{"id":"e\#(index)","gtin":"09520123456788","serial":"SN-1001","type":"ObjectEvent","action":"OBSERVE","#
      + #""bizStep":"\#(bizStep)","disposition":"active","when":"2026-03-0\#(index % 9 + 1)T10:00:00Z"}"#
  }

  /// The body of `POST /v1/events`.
  public static let eventResponseJSON = #"{"id":"e-new","status":"accepted","epcisUrn":"urn:uuid:e-new"}"#

  /// The body of `POST /v1/products/register` for a new registration.
  public static let registerResponseJSON = #"{"status":"registered"}"#

  /// The body of `GET /v1/health`.
  public static let healthJSON = #"{"status":"ok","timestamp":"2026-03-01T10:00:00Z","version":"1.0.0"}"#

  /// The sample product's CIRPASS passport, as its resolver link serves it.
  public static func passportJSON() throws -> String {
    guard let url = Bundle.module.url(forResource: "cirpass-seed", withExtension: "json", subdirectory: "Fixtures")
    else { throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "DPPTesting/Fixtures/cirpass-seed.json"]) }
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
