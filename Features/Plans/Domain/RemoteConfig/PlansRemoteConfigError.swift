/// Why a remote configuration was refused. The configuration installed before stays.
public enum PlansRemoteConfigError: Error, Sendable, Hashable {
  /// The envelope or its document could not be read; `field` says where.
  case malformed(field: String, reason: String)
  /// No trusted key has this id.
  case unknownKey(String)
  /// The signature does not verify: the document was changed or signed by someone else.
  case badSignature
  /// The document breaks a rule (weights that do not add up, say).
  case invalid(field: String, reason: String)
  /// The document is older than the one installed: configuration never goes back.
  case rollback(installed: Int64, offered: Int64)
  /// Another document was already installed under the same version.
  case conflictingVersion(Int64)
}

extension PlansRemoteConfigError: CustomStringConvertible {
  /// A one-line explanation for logs.
  public var description: String {
    switch self {
    case .malformed(let field, let reason): "remote config \(field): \(reason)"
    case .unknownKey(let id): "remote config signed with unknown key '\(id)'"
    case .badSignature: "remote config signature does not verify"
    case .invalid(let field, let reason): "remote config \(field): \(reason)"
    case .rollback(let installed, let offered): "remote config version \(offered) is older than installed \(installed)"
    case .conflictingVersion(let version): "a different remote config was already installed as version \(version)"
    }
  }
}
