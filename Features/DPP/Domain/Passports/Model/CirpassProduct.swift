import SharedCore

/// A product passport from the TraceWise CIRPASS simulator (`/v1/cirpass-sim/product/{id}`).
///
/// The TraceWise SDK's exact fields and JSON keys; unknown keys are ignored. Convert it to the richer
/// ``ProductPassport`` with ``ProductPassport/init(cirpass:)``.
public struct CirpassProduct: Codable, Sendable, Hashable {
  /// The passport's identifier (`cirpass-001`).
  public let id: String
  /// The product's GTIN.
  public let gtin: String?
  /// The item's serial number.
  public let serial: String?
  /// The product's name.
  public let name: String
  /// Who made it.
  public let manufacturer: Manufacturer?
  /// Material names.
  public let materials: [String]?
  /// Country or region of origin.
  public let origin: String?
  /// Lifecycle history.
  public let lifecycle: [LifecycleInfo]?
  /// Warranty.
  public let warranty: Warranty?
  /// Repairability.
  public let repairability: Repairability?

  /// The manufacturer.
  public struct Manufacturer: Codable, Sendable, Hashable {
    /// The company name.
    public let name: String
    /// Its country.
    public let country: String

    /// Creates a manufacturer.
    public init(name: String, country: String) {
      self.name = name
      self.country = country
    }
  }

  /// One lifecycle step.
  public struct LifecycleInfo: Codable, Sendable, Hashable {
    /// What happened (`manufactured`, `sold`).
    public let eventType: String
    /// When, ISO 8601.
    public let timestamp: String
    /// Free-form details.
    public let details: [String: AnyCodable]?

    /// Creates a lifecycle step.
    public init(eventType: String, timestamp: String, details: [String: AnyCodable]? = nil) {
      self.eventType = eventType
      self.timestamp = timestamp
      self.details = details
    }
  }

  /// The warranty.
  public struct Warranty: Codable, Sendable, Hashable {
    /// When it ends (ISO 8601 date).
    public let ends: String

    /// Creates a warranty.
    public init(ends: String) {
      self.ends = ends
    }
  }

  /// The repairability rating.
  public struct Repairability: Codable, Sendable, Hashable {
    /// The score (the simulator uses 0–10). A rating, not money, so `Double` as in the original SDK.
    public let score: Double

    /// Creates a rating.
    public init(score: Double) {
      self.score = score
    }
  }

  /// Creates a product passport.
  public init(
    id: String, gtin: String? = nil, serial: String? = nil, name: String, manufacturer: Manufacturer? = nil,
    materials: [String]? = nil, origin: String? = nil, lifecycle: [LifecycleInfo]? = nil, warranty: Warranty? = nil,
    repairability: Repairability? = nil
  ) {
    self.id = id
    self.gtin = gtin
    self.serial = serial
    self.name = name
    self.manufacturer = manufacturer
    self.materials = materials
    self.origin = origin
    self.lifecycle = lifecycle
    self.warranty = warranty
    self.repairability = repairability
  }
}
