import SharedCore

/// Platform implementations of SharedCore's service protocols (Apple and Linux).
public enum SharedPlatform {
  /// The library's version, printed by `shared-cli`.
  public static let version = "0.1.0"
}
