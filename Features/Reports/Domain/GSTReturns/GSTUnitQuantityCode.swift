import Foundation

/// A unit quantity code (UQC) of GST: the unit the HSN summary of a return states quantities in.
///
/// Documents often carry a unit as the shop typed it (`"pcs"`, `"Kg"`, `"litre"`); ``init(unit:)``
/// reads a code or a common name of one and falls back to `OTH` (others), the portal's code for a
/// unit not in the list.
///
/// ```swift
/// GSTUnitQuantityCode(unit: "pcs").code      // "PCS"
/// GSTUnitQuantityCode(unit: "Kg").code       // "KGS"
/// GSTUnitQuantityCode(unit: "litres").code   // "LTR"
/// GSTUnitQuantityCode(unit: "bunch of 5").code   // "OTH"
/// ```
public struct GSTUnitQuantityCode: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The code: `NOS`, `KGS`, `LTR`…
  public let code: String

  /// The code of `unit`: a UQC as it is, a common name of one mapped to it, anything else `OTH`.
  public init(unit: String?) {
    guard let unit else {
      self = .others
      return
    }
    let key = Self.normalised(unit)
    if Self.names[key.uppercased()] != nil {
      code = key.uppercased()
    } else {
      code = Self.synonyms[key] ?? Self.others.code
    }
  }

  /// The code `code`, when it is one of GST's.
  public init?(code: String) {
    guard Self.names[code] != nil else { return nil }
    self.code = code
  }

  private init(known code: String) { self.code = code }

  /// `OTH`: a unit not in the list.
  public static let others = GSTUnitQuantityCode(known: "OTH")
  /// `NA`: no unit, as the HSN summary writes services (SAC codes).
  public static let notApplicable = GSTUnitQuantityCode(known: "NA")

  /// What the code stands for: `NUMBERS` for `NOS`.
  public var name: String { Self.names[code] ?? code }

  /// The code.
  public var description: String { code }

  /// Orders by code.
  public static func < (lhs: GSTUnitQuantityCode, rhs: GSTUnitQuantityCode) -> Bool { lhs.code < rhs.code }

  /// GST's unit quantity codes and what they stand for (the GST portal's UQC master).
  public static let names: [String: String] = [
    "BAG": "BAGS", "BAL": "BALE", "BDL": "BUNDLES", "BKL": "BUCKLES", "BOU": "BILLION OF UNITS", "BOX": "BOX",
    "BTL": "BOTTLES", "BUN": "BUNCHES", "CAN": "CANS", "CBM": "CUBIC METERS", "CCM": "CUBIC CENTIMETERS",
    "CMS": "CENTIMETERS", "CTN": "CARTONS", "DOZ": "DOZENS", "DRM": "DRUMS", "GGK": "GREAT GROSS", "GMS": "GRAMMES",
    "GRS": "GROSS", "GYD": "GROSS YARDS", "KGS": "KILOGRAMS", "KLR": "KILOLITRE", "KME": "KILOMETRE",
    "LTR": "LITRES", "MLT": "MILILITRE", "MTR": "METERS", "MTS": "METRIC TON", "NOS": "NUMBERS", "OTH": "OTHERS",
    "PAC": "PACKS", "PCS": "PIECES", "PRS": "PAIRS", "QTL": "QUINTAL", "ROL": "ROLLS", "SET": "SETS",
    "SQF": "SQUARE FEET", "SQM": "SQUARE METERS", "SQY": "SQUARE YARDS", "TBS": "TABLETS", "TGM": "TEN GROSS",
    "THD": "THOUSANDS", "TON": "TONNES", "TUB": "TUBES", "UGS": "US GALLONS", "UNT": "UNITS", "YDS": "YARDS",
    "NA": "NOT APPLICABLE",
  ]

  /// Common names of units, lowercase and without dots, and their codes.
  static let synonyms: [String: String] = {
    let table: [(code: String, names: [String])] = [
      ("BAG", ["bag", "bags"]), ("BAL", ["bale", "bales"]), ("BDL", ["bundle", "bundles"]),
      ("BOX", ["boxes"]), ("BTL", ["bottle", "bottles", "btls"]), ("BUN", ["bunch", "bunches"]),
      ("CAN", ["cans", "tin", "tins"]), ("CBM", ["cubic metre", "cubic metres", "cubic meter", "cubic meters", "m3"]),
      ("CCM", ["cc", "cubic centimetre", "cubic centimetres", "cm3"]),
      ("CMS", ["cm", "centimetre", "centimetres", "centimeter", "centimeters"]),
      ("CTN", ["carton", "cartons", "ctns"]), ("DOZ", ["dozen", "dozens", "dz"]), ("DRM", ["drum", "drums"]),
      ("GMS", ["g", "gm", "gram", "grams", "gramme", "grammes", "gms"]),
      ("KGS", ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"]),
      ("KLR", ["kl", "kilolitre", "kilolitres", "kiloliter", "kiloliters"]),
      ("KME", ["km", "kilometre", "kilometres", "kilometer", "kilometers"]),
      ("LTR", ["l", "lt", "ltr", "ltrs", "litre", "litres", "liter", "liters"]),
      ("MLT", ["ml", "millilitre", "millilitres", "milliliter", "milliliters"]),
      ("MTR", ["m", "mtr", "mtrs", "metre", "metres", "meter", "meters"]),
      ("MTS", ["mt", "metric ton", "metric tons", "metric tonne", "metric tonnes"]),
      ("NOS", ["no", "nos", "number", "numbers"]), ("PAC", ["pack", "packs", "packet", "packets", "pkt", "pkts"]),
      ("PCS", ["pc", "pcs", "piece", "pieces"]), ("PRS", ["pair", "pairs"]), ("QTL", ["quintal", "quintals"]),
      ("ROL", ["roll", "rolls"]), ("SET", ["sets"]),
      ("SQF", ["sq ft", "sqft", "square foot", "square feet", "ft2"]),
      ("SQM", ["sq m", "sqm", "sq mtr", "square metre", "square metres", "square meter", "square meters", "m2"]),
      ("SQY", ["sq yd", "sqyd", "square yard", "square yards"]), ("TBS", ["tab", "tabs", "tablet", "tablets"]),
      ("THD", ["thousand", "thousands"]), ("TON", ["t", "tonne", "tonnes", "ton", "tons"]),
      ("TUB", ["tube", "tubes"]), ("UGS", ["gallon", "gallons", "us gallon", "us gallons"]),
      ("UNT", ["u", "unit", "units"]), ("YDS", ["yd", "yard", "yards"]),
    ]
    var synonyms: [String: String] = [:]
    for (code, names) in table {
      for name in names { synonyms[name] = code }
    }
    return synonyms
  }()

  /// Lowercase, trimmed, dots dropped and runs of spaces made one: `"Sq. Ft."` → `"sq ft"`.
  private static func normalised(_ unit: String) -> String {
    unit.lowercased().replacingOccurrences(of: ".", with: " ").split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
  }
}
