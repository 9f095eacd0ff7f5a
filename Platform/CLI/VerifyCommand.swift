import Foundation
import SharedCore

/// `shared-cli verify`: composes every module and prints the container's verification report;
/// exits non-zero when any registration is missing, cyclic or throws.
enum VerifyCommand {
  static func run(_ arguments: CommandLineArguments, output: Output) throws -> Int32 {
    let baseURL =
      try arguments.options["base-url"] == nil
      ? URL(fileURLWithPath: "/") : arguments.url("base-url")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-cli-verify-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = try AppComposition.makeContainer(baseURL: baseURL, dataDirectory: directory).verify()
    output.section("Container verification")
    for line in report.description.split(separator: "\n") { output.line(String(line)) }
    return report.isEmpty ? 0 : 1
  }
}
