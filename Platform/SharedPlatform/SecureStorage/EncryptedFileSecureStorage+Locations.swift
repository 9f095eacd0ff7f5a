import Foundation

extension EncryptedFileSecureStorage {
  /// Conventional Linux locations for an application's store, following the XDG Base Directory
  /// specification: records in `$XDG_DATA_HOME/<applicationID>/secure-storage.json` (default
  /// `~/.local/share`) and the key in `$XDG_CONFIG_HOME/<applicationID>/secure-storage.key`
  /// (default `~/.config`), so the two never share a directory.
  ///
  /// - Parameters:
  ///   - applicationID: A single path component, e.g. `com.example.wallet`.
  ///   - environment: The environment to read `HOME` and the XDG variables from.
  /// - Returns: `nil` when `applicationID` is not a single path component or no home directory
  ///   is known.
  public static func standardLocations(
    applicationID: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> (fileURL: URL, keyFileURL: URL)? {
    guard !applicationID.isEmpty, applicationID != ".", applicationID != "..",
      !applicationID.contains("/"), !applicationID.contains("\0")
    else { return nil }
    func base(_ variable: String, fallback: String) -> URL? {
      if let value = environment[variable], value.hasPrefix("/") {
        return URL(fileURLWithPath: value, isDirectory: true)
      }
      guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
      return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(fallback, isDirectory: true)
    }
    guard let data = base("XDG_DATA_HOME", fallback: ".local/share"),
      let config = base("XDG_CONFIG_HOME", fallback: ".config")
    else { return nil }
    return (
      data.appendingPathComponent(applicationID, isDirectory: true).appendingPathComponent("secure-storage.json"),
      config.appendingPathComponent(applicationID, isDirectory: true).appendingPathComponent("secure-storage.key")
    )
  }
}
