import SharedCore

/// Why a passport could not be read, with the key path of the offending member
/// (`credentialSubject.product.id`, `batteryMaterials[2].batteryMaterialMass`).
public enum PassportDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The bytes are not JSON (or not UTF-8/UTF-16 text).
  case malformedJSON(JSONParseError)
  /// A required member is absent or `null`.
  case missingField(path: String)
  /// A member has the wrong JSON kind (`expected` is `string`, `number`, `object`, …).
  case wrongType(path: String, expected: String)
  /// A member has the right kind but an unusable value.
  case invalidValue(path: String, value: String, reason: String)
  /// A compact JWS (`vc+jwt`) is malformed: wrong number of parts, bad base64url, bad header.
  case malformedJWT(reason: String)

  /// A one-line explanation naming the key path.
  public var description: String {
    switch self {
    case .malformedJSON(let error): "malformed JSON: \(error)"
    case .missingField(let path): "\(path): required field is missing"
    case .wrongType(let path, let expected): "\(path): expected \(expected)"
    case .invalidValue(let path, let value, let reason): "\(path): \"\(value)\" \(reason)"
    case .malformedJWT(let reason): "malformed vc+jwt: \(reason)"
    }
  }
}
