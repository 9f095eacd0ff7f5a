import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import PartiesTesting
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedPlatform
import SharedTesting

/// The bill screens over an in-memory repository, with a party book and catalogue from the Parties and
/// Products testing kits, an event bus and a temporary folder for PDFs (created by the first PDF).
struct BillScreens {
  let repository: InMemoryBillsRepository
  let parties: PartyBook
  let products: ProductCatalog
  let bus = EventBus()
  let factory: BillsViewModelFactory
  let directory: URL

  init(today: CalendarDate = BillsSamples.date) throws {
    repository = InMemoryBillsRepository(today: today)
    parties = try Container.partiesTesting(now: { Date(timeIntervalSince1970: 1_781_500_000) }).makeScope(.session)
      .resolve(PartyBook.self)
    products = try Container.productsTesting().makeScope(.session).resolve(ProductCatalog.self)
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("bills-\(UUID().uuidString)")
    factory = BillsViewModelFactory(
      repository: repository, parties: parties, products: products, seller: BillsSamples.seller,
      pdfDirectory: directory, shaper: SystemTextShaper(), bus: bus)
  }

  /// A new sales invoice editor from Maharashtra.
  @MainActor func newInvoice() -> BillEditorViewModel {
    factory.makeEditor(
      kind: .salesInvoice, issueDate: BillsSamples.date,
      regime: .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27")))
  }

  /// Stores and issues `document`.
  func issued(_ document: BillDocument) async throws -> BillListItem {
    try await repository.issue(try await repository.createDraft(document).id)
  }
}

/// The first `count` events of `stream`, or fewer when `timeout` passes first (never hangs).
func firstEvents(
  _ stream: AsyncStream<BillsEvent>, count: Int, timeout: Duration = .seconds(10)
) async -> [BillsEvent] {
  let received = LockedValue<[BillsEvent]>([])
  await withTaskGroup(of: Void.self) { group in
    group.addTask {
      for await event in stream {
        let total = received.withLock {
          $0.append(event)
          return $0.count
        }
        if total == count { return }
      }
    }
    group.addTask { try? await Task.sleep(for: timeout) }
    await group.next()
    group.cancelAll()
  }
  return received.withLock { $0 }
}
