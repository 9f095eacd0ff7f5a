import Foundation
import ProductsFeature
import SharedCore
import SharedPlatform

/// The Companies demo: a second business next to the one the earlier scenarios filled, a switch to
/// it and back (each sees only its own products, on this device and on the server), the company to
/// reopen at the next launch, and the removal of the second one (its folder only).
///
/// `container` is the root: its `CompanySwitcher` has the first company open.
func runCompaniesDemoScenario(container: Container, output: (String) -> Void) async throws {
  let switcher = try container.resolve(CompanySwitcher.self)
  guard let first = await switcher.current else { throw CompanyError.storage("no company is open") }
  guard let files = try container.resolve((any CompanyStorage).self) as? CompanyFiles else {
    throw CompanyError.storage("the platform's company files are not registered")
  }

  let clock = ContinuousClock()
  var started = clock.now
  let second = try await switcher.create(named: "Gupta Traders")
  output("open      \(second.company.name): a new company scope in \(milliseconds(clock.now - started))")
  let report = try await second.session.resolve(ProductCatalog.self).importCSVReport(
    Data("Item Name,SKU Code,Selling Price,GST %\nSteel Almirah,ALM-01,8500,18\n".utf8))
  output("import    \(second.company.name): \(report.created) product created")
  let sync = try await second.container.resolve(SyncEngine.self).sync()
  output("sync      \(second.company.name): \(sync.uploaded) uploaded under its own company on the server")
  try await show(second, output)
  output("          \(first.company.name)'s scope is closed: \(first.container.isOpen ? "open" : "closed")")

  started = clock.now
  let back = try await switcher.open(first.company.id)
  output("switch    back to \(back.company.name) in \(milliseconds(clock.now - started))")
  try await show(back, output)
  try await back.container.resolve(SyncEngine.self).sync()
  let records = try await back.container.resolve((any SyncStore).self).records(of: "products")
  output("sync      \(back.company.name): still \(records.count) products, none of \(second.company.name)'s")

  let reopened = try await container.resolve(CompanyDirectory.self).current()
  output("restart   the app would reopen \(reopened?.name ?? "nothing")")

  try await switcher.remove(second.company.id)
  let gone = !FileManager.default.fileExists(atPath: files.folder(of: second.company.id).path)
  let kept = FileManager.default.fileExists(atPath: files.database(of: first.company.id).path)
  output(
    "remove    \(second.company.name): its folder deleted \(gone ? "✓" : "✗"), "
      + "\(first.company.name)'s database kept \(kept ? "✓" : "✗")")
  let left = try await container.resolve(CompanyDirectory.self).companies().map(\.name)
  output("          companies on this device: \(left.joined(separator: ", "))")
}

private func show(_ scope: CompanyScope, _ output: (String) -> Void) async throws {
  let products = try await scope.container.resolve((any SyncStore).self).records(of: "products")
  let names = products.compactMap { $0.fields["name"]?.stringValue }.sorted().prefix(3)
  output(
    "see       \(scope.company.name): \(products.count) product\(products.count == 1 ? "" : "s") (\(names.joined(separator: ", "))\(products.count > 3 ? ", …" : ""))"
  )
}

private func milliseconds(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  return String(format: "%.1f ms", Double(seconds) * 1_000 + Double(attoseconds) / 1e15)
}
