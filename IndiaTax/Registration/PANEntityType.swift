import SharedCore

/// Who holds a PAN, from its fourth letter.
public enum PANEntityType: Character, Sendable, Hashable, Codable, CaseIterable {
  /// `A`: an association of persons.
  case associationOfPersons = "A"
  /// `B`: a body of individuals.
  case bodyOfIndividuals = "B"
  /// `C`: a company.
  case company = "C"
  /// `F`: a firm or limited liability partnership.
  case firm = "F"
  /// `G`: a government body.
  case government = "G"
  /// `H`: a Hindu undivided family.
  case hinduUndividedFamily = "H"
  /// `J`: an artificial juridical person.
  case artificialJuridicalPerson = "J"
  /// `L`: a local authority.
  case localAuthority = "L"
  /// `P`: an individual.
  case individual = "P"
  /// `T`: a trust.
  case trust = "T"

  /// Decodes the letter.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText(expecting: "a PAN entity letter") { text in
      text.count == 1 ? text.first.flatMap(PANEntityType.init(rawValue:)) : nil
    }
  }

  /// Encodes the letter.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(String(rawValue))
  }
}
