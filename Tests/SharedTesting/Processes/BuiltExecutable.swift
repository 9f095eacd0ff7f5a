import Foundation

#if os(macOS) || os(Linux)

  /// Finds an executable product of this package built beside the running tests, such as the
  /// child processes that crash tests kill.
  public enum BuiltExecutable {
    /// The executable named `name` in the products directory of the running test bundle, or `nil`
    /// when it was not built (build with `swift build --build-tests` first).
    public static func url(named name: String) -> URL? {
      var directories = [
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
        Bundle.main.bundleURL,
        Bundle.main.bundleURL.deletingLastPathComponent(),
      ]
      directories += Bundle.allBundles.filter { $0.bundleURL.pathExtension == "xctest" }
        .map { $0.bundleURL.deletingLastPathComponent() }
      return directories.map { $0.appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
  }
#endif
