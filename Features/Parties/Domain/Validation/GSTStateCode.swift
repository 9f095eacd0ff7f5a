import SharedCore

/// A GST state or union-territory code: the first two digits of a GSTIN and the code of a place
/// of supply (`"27"` Maharashtra, `"96"` other countries).
public struct GSTStateCode: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The two digits.
  public let code: String

  /// The code, if it is one of ``names``.
  public init?(_ code: String) {
    guard Self.names[code] != nil else { return nil }
    self.code = code
  }

  /// The state's or territory's name.
  public var name: String { Self.names[code] ?? code }

  /// Whether a GSTIN can carry the code (`96` other countries and `97` other territory are places of
  /// supply only).
  public var isRegistrationState: Bool { code != "96" }

  /// `27 Maharashtra`.
  public var description: String { "\(code) \(name)" }

  /// Decodes the two digits.
  public init(from decoder: any Decoder) throws {
    self = try decoder.decodeText(expecting: "a GST state code") { GSTStateCode($0) }
  }

  /// Encodes the two digits.
  public func encode(to encoder: any Encoder) throws {
    try encoder.encodeText(code)
  }

  /// The GST state and territory codes in use. Codes 25 (Daman and Diu) and 28 (undivided Andhra
  /// Pradesh) were retired when those registrations moved to 26 and 37.
  public static let names: [String: String] = [
    "01": "Jammu and Kashmir", "02": "Himachal Pradesh", "03": "Punjab", "04": "Chandigarh", "05": "Uttarakhand",
    "06": "Haryana", "07": "Delhi", "08": "Rajasthan", "09": "Uttar Pradesh", "10": "Bihar", "11": "Sikkim",
    "12": "Arunachal Pradesh", "13": "Nagaland", "14": "Manipur", "15": "Mizoram", "16": "Tripura", "17": "Meghalaya",
    "18": "Assam", "19": "West Bengal", "20": "Jharkhand", "21": "Odisha", "22": "Chhattisgarh", "23": "Madhya Pradesh",
    "24": "Gujarat", "26": "Dadra and Nagar Haveli and Daman and Diu", "27": "Maharashtra", "29": "Karnataka",
    "30": "Goa", "31": "Lakshadweep", "32": "Kerala", "33": "Tamil Nadu", "34": "Puducherry",
    "35": "Andaman and Nicobar Islands", "36": "Telangana", "37": "Andhra Pradesh", "38": "Ladakh",
    "96": "Other Countries", "97": "Other Territory",
  ]
}
