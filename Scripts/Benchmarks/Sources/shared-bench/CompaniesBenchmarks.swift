import BillsFeature
import Foundation
import PartiesFeature
import ProductsFeature
import ReportsFeature
import SharedCore
import SharedPlatform

/// Switching company with warm files: the app composed as an adopter composes it (the platform,
/// Products, Parties, Bills, Reports), two companies whose databases exist and hold records; each
/// switch builds the next company's scope (opening its database, checking its migrations, starting
/// its sync store over every feature's projection) and shuts the previous one down.
enum CompaniesBenchmarks: BenchmarkSuite {
  static let name = "companies"

  static func run() async throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-bench-companies-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    Report.header("Companies: switching between two businesses with warm files")
    let container = try Container(modules: [
      PlatformModule(
        applicationID: "org.sharedcore.bench", dataDirectory: directory, configuration: .development,
        keyDirectory: directory.appendingPathComponent("keys")),
      ProductsModule(), PartiesModule(), BillsModule(configuration: BillsConfiguration(deviceID: "bench")),
      ReportsModule(),
    ])
    let switcher = try container.resolve(CompanySwitcher.self)
    var companies: [CompanyID] = []
    for name in ["Sharma General Store", "Gupta Traders"] {
      let scope = try await switcher.create(named: name)
      var form = PartyForm()
      form.name = "First customer of \(name)"
      _ = try await scope.session.resolve(PartyBook.self).create(form)
      companies.append(scope.company.id)
    }
    var next = 0
    let switching = try await Benchmark.measureAsync(
      "switch company: the next one's scope built, its store open, the previous one shut down", samples: 21,
      iterations: 1
    ) {
      next = 1 - next
      try await switcher.open(companies[next])
    }
    Report.line(switching, target: "< 100 ms median")
    await container.shutDown()
  }
}
