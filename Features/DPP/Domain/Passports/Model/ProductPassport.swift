import Foundation
import SharedCore

/// A digital product passport in the ESPR-relevant terms shared by UNTP DPP, Battery Pass and
/// CIRPASS-2, whatever format it arrived in.
///
/// Percentages are `Decimal` in 0…100 (UNTP mass fractions 0…1 are scaled); numbers are never
/// `Double`. Members a source has that this model does not are kept in ``additional``.
public struct ProductPassport: Sendable, Hashable {
  /// The data model the passport was read from.
  public enum Source: String, Sendable, Hashable, CaseIterable {
    /// TraceWise/CIRPASS JSON (the TraceWise SDK's `CirpassProduct`, CIRPASS-2 flat ESPR sample).
    case cirpass
    /// A UN Transparency Protocol DPP (W3C Verifiable Credential).
    case untp
    /// Battery Pass data model v1.2 (DIN DKE SPEC 99100).
    case batteryPass
  }

  /// Whether anyone vouched for the content.
  public enum Verification: String, Sendable, Hashable {
    /// Plain data with no proof to check (CIRPASS, Battery Pass JSON).
    case notApplicable
    /// A credential whose signature or proof was **not** checked: do not trust its claims.
    case unverified
  }

  /// Item, batch or model level (UNTP `granularityLevel`, CIRPASS `granularity`).
  public enum Granularity: String, Sendable, Hashable {
    /// One passport per serialised item.
    case item
    /// One passport per production batch or lot.
    case batch
    /// One passport per product model.
    case model
  }

  /// The format this passport came from.
  public var source: Source
  /// Whether its content was verified.
  public var verification: Verification
  /// The product's identifier (a GS1 Digital Link URI, a GTIN, a URN, …).
  public var productIdentifier: String
  /// The passport's own identifier (VC `id`, `batteryPassportIdentifier`, CIRPASS id).
  public var passportIdentifier: String?
  /// The product's name.
  public var productName: String?
  /// The GTIN, when known.
  public var gtin: String?
  /// The serial number, for item-level passports.
  public var serialNumber: String?
  /// The batch/lot number, for batch-level passports.
  public var batchNumber: String?
  /// The passport's granularity.
  public var granularity: Granularity?
  /// Who made the product.
  public var manufacturer: PassportParty?
  /// The responsible economic operator, when different from the manufacturer.
  public var economicOperator: PassportParty?
  /// Where it was made (facility identifier or address text).
  public var facility: String?
  /// Country of origin/production.
  public var countryOfOrigin: String?
  /// What it is made of.
  public var materials: [PassportMaterial]
  /// Overall recycled content, percent.
  public var recycledContentPercent: Decimal?
  /// The declared carbon footprint.
  public var carbonFootprint: CarbonFootprint?
  /// Durability and warranty.
  public var durability: PassportDurability?
  /// Repair information.
  public var repair: RepairInformation?
  /// Due-diligence and conformity documents.
  public var dueDiligenceDocuments: [PassportDocument]
  /// Substances of concern.
  public var substancesOfConcern: [SubstanceOfConcern]
  /// Everything else the source carried, by its own member names.
  public var additional: [String: AnyCodable]

  /// Creates a passport; most members are optional or empty by default.
  public init(
    source: Source,
    verification: Verification = .notApplicable,
    productIdentifier: String,
    passportIdentifier: String? = nil,
    productName: String? = nil,
    gtin: String? = nil,
    serialNumber: String? = nil,
    batchNumber: String? = nil,
    granularity: Granularity? = nil,
    manufacturer: PassportParty? = nil,
    economicOperator: PassportParty? = nil,
    facility: String? = nil,
    countryOfOrigin: String? = nil,
    materials: [PassportMaterial] = [],
    recycledContentPercent: Decimal? = nil,
    carbonFootprint: CarbonFootprint? = nil,
    durability: PassportDurability? = nil,
    repair: RepairInformation? = nil,
    dueDiligenceDocuments: [PassportDocument] = [],
    substancesOfConcern: [SubstanceOfConcern] = [],
    additional: [String: AnyCodable] = [:]
  ) {
    self.source = source
    self.verification = verification
    self.productIdentifier = productIdentifier
    self.passportIdentifier = passportIdentifier
    self.productName = productName
    self.gtin = gtin
    self.serialNumber = serialNumber
    self.batchNumber = batchNumber
    self.granularity = granularity
    self.manufacturer = manufacturer
    self.economicOperator = economicOperator
    self.facility = facility
    self.countryOfOrigin = countryOfOrigin
    self.materials = materials
    self.recycledContentPercent = recycledContentPercent
    self.carbonFootprint = carbonFootprint
    self.durability = durability
    self.repair = repair
    self.dueDiligenceDocuments = dueDiligenceDocuments
    self.substancesOfConcern = substancesOfConcern
    self.additional = additional
  }
}
