import Foundation

/// A substance of concern (ESPR Art. 7(5)); Battery Pass `hazardousSubstances`,
/// CIRPASS `substances_of_concern`, UNTP hazardous materials.
public struct SubstanceOfConcern: Sendable, Hashable {
  /// The substance's name.
  public var name: String
  /// Its identifier (CAS, EC number), trimmed.
  public var identifier: String?
  /// Concentration as given by the source (often percent or mass fraction).
  public var concentration: Decimal?
  /// Hazard class (`AcuteToxicity`).
  public var hazardClass: String?
  /// Where in the product it is.
  public var location: String?

  /// Creates a substance entry.
  public init(
    name: String, identifier: String? = nil, concentration: Decimal? = nil, hazardClass: String? = nil,
    location: String? = nil
  ) {
    self.name = name
    self.identifier = identifier
    self.concentration = concentration
    self.hazardClass = hazardClass
    self.location = location
  }
}
