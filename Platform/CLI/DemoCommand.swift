import Foundation
import SharedCore
import SharedPlatform

/// `shared-cli demo`: composes every module, verifies the graph, tours the core, then runs each
/// feature's end-to-end scenario against the server at `--base-url`; files meant to be kept (an
/// invoice PDF, its e-invoice JSON) go to `--out-dir`.
enum DemoCommand {
  static func run(_ arguments: CommandLineArguments, output: Output) async throws -> Int32 {
    let baseURL = try arguments.url("base-url")
    let dataDirectory = try dataDirectory(arguments)
    output.section("Composition")
    let container = try AppComposition.makeContainer(baseURL: baseURL, dataDirectory: dataDirectory)
    let names = AppComposition.moduleNames(baseURL: baseURL, dataDirectory: dataDirectory)
    output.line("modules: \(names.joined(separator: ", "))")
    let report = container.verify()
    for line in report.description.split(separator: "\n") { output.line(String(line)) }
    guard report.isEmpty else { return 1 }
    // Queued work (events recorded during an outage) goes out whenever connectivity returns.
    try await container.resolve(OutboxDrainer.self).start()
    output.line("outbox drainer started: queued work is sent when connectivity returns")

    await CoreTour.run(output: output)
    // Files a person keeps (the invoice PDF, the e-invoice JSON): `--out-dir`, else the data directory.
    let outputDirectory = arguments.options["out-dir"].map { URL(fileURLWithPath: $0) } ?? dataDirectory
    try await FeatureScenarios.run(
      container: container, baseURL: baseURL, outputDirectory: outputDirectory, output: output)
    output.section("Done")
    return 0
  }

  private static func dataDirectory(_ arguments: CommandLineArguments) throws -> URL {
    let base =
      arguments.options["data-dir"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory
    let directory = base.appendingPathComponent("shared-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }
}
