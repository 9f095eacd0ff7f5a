import SharedCore

/// The Battery Pass v1.2 property names that are misspelt in the published contract (issues #33, #51
/// of batterypass/BatteryPassDataModel) and their correct spellings. Readers accept both.
public enum BatteryPassSpelling {
  /// Misspelt contract name → correct spelling.
  public static let corrections: [String: String] = [
    "warrentyPeriod": "warrantyPeriod",
    "batteryTechicalProperties": "batteryTechnicalProperties",
    "remainingEnergyalue": "remainingEnergyValue",
    "thirdPartyAussurances": "thirdPartyAssurances",
    "supplyChainIndicies": "supplyChainIndices",
  ]

  /// The member names to try for a property: the correct spelling first, then the contract's.
  public static func names(for correct: String) -> [String] {
    [correct] + corrections.filter { $0.value == correct }.map(\.key)
  }

  /// `value` with every misspelt member name, at any depth, replaced by its correct spelling.
  public static func normalized(_ value: JSONValue) -> JSONValue {
    switch value {
    case .array(let items): return .array(items.map(normalized))
    case .object(let members):
      var result: [String: JSONValue] = [:]
      for (key, member) in members {
        let name = corrections[key] ?? key
        if result[name] == nil || corrections[key] == nil { result[name] = normalized(member) }
      }
      return .object(result)
    default: return value
    }
  }
}
