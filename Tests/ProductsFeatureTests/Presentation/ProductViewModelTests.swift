import Foundation
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedTesting
import Testing

@MainActor @Suite struct ProductViewModelTests {
  private func factory() throws -> ProductsViewModelFactory {
    try Container.productsTesting().makeScope(.session).resolve(ProductsViewModelFactory.self)
  }

  /// The list searches as the user types; the last text wins, and clearing it pages the catalog.
  @Test func listSearchesAndPages() async throws {
    let factory = try factory()
    for index in 0..<5 {
      _ = try await factory.catalog.create(ProductDraft([.name: "Tea \(index)", .sku: "T-\(index)"]))
    }
    _ = try await factory.catalog.create(ProductsSamples.rice)
    let list = factory.makeList(pageSize: 2)
    list.send(.load)
    var state = try await list.settled(where: { $0.items.isSuccess }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.product.name) == ["Tea 0", "Tea 1"])
    list.send(.loadMore)
    state = try await list.settled(where: { $0.items.value?.count == 4 && !$0.items.isLoading }, timeout: .seconds(30))
    #expect(state.nextOffset == 4)
    for text in ["b", "बा", "बासमती"] { list.send(.search(text)) }
    state = try await list.settled(where: { $0.items.isSuccess && $0.searchText == "बासमती" }, timeout: .seconds(30))
    #expect(state.items.value?.map(\.product.sku) == ["RICE-BAS"])
    list.send(.search(""))
    state = try await list.settled(where: { $0.items.isSuccess && $0.searchText.isEmpty }, timeout: .seconds(30))
    #expect(state.items.value?.count == 2)
  }

  /// The form shows a message per field, asks before a same-name product, and saves.
  @Test func formValidatesAndConfirmsDuplicates() async throws {
    let factory = try factory()
    _ = try await factory.catalog.create(ProductsSamples.shirt)
    let form = factory.makeForm()
    form.send(.edit(.name, ""))
    form.send(.edit(.salePrice, "12.345"))
    form.send(.edit(.taxCode, "998"))
    form.send(.submit)
    var state = try await form.settled(where: { $0.submission.error != nil }, timeout: .seconds(30))
    #expect(
      state.errors == [
        "name": "Name is required.", "sale_price": "Use at most 2 decimals.",
        "hsn_sac": "A SAC has 6 digits (or 4 for a heading) starting with 99.",
      ])
    form.send(.edit(.name, "blue t-shirt"))
    #expect(form.state.errors["name"] == nil)
    form.send(.edit(.salePrice, "450"))
    form.send(.edit(.taxCode, "6109"))
    form.send(.submit)
    state = try await form.settled(where: { !$0.sameName.isEmpty }, timeout: .seconds(30))
    #expect(state.submission == .idle)
    form.send(.confirmSameName)
    state = try await form.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    #expect(state.submission.value?.product.salePrice?.formattedAmount == "450.00")
  }

  /// Stock adjustment refusals come back as field errors; detail shows the timeline.
  @Test func stockAdjustmentAndDetail() async throws {
    let factory = try factory()
    guard case .created(let shirt) = try await factory.catalog.create(ProductsSamples.shirt) else { return }
    let adjust = factory.makeStockAdjustment(productId: shirt.id)
    adjust.send(.record(StockMovementRequest(kind: .sale, quantity: 1, occurredAt: Date())))
    var state = try await adjust.settled(where: { $0.recorded.error != nil }, timeout: .seconds(30))
    #expect(
      state.recorded.error
        == .validation([.init(field: "quantity", message: "Only 0 in stock; 1 requested.", code: "stock")]))
    adjust.send(.record(StockMovementRequest(kind: .purchase, quantity: 4, occurredAt: Date())))
    state = try await adjust.settled(where: { $0.recorded.isSuccess }, timeout: .seconds(30))
    #expect(state.recorded.value?.count == 1)
    let detail = factory.makeDetail(productId: shirt.id)
    detail.send(.load)
    let shown = try await detail.settled(
      where: { $0.product.isSuccess && $0.timeline.isSuccess }, timeout: .seconds(30))
    #expect(shown.product.value?.onHand == 4)
    #expect(shown.timeline.value?.map(\.balanceAfter) == [4])
  }

  /// The import screen follows progress to the report.
  @Test func importShowsProgressAndReport() async throws {
    let factory = try factory()
    let screen = factory.makeImport()
    screen.send(.importCSV(ProductsSamples.catalogCSV))
    let state = try await screen.settled(where: { $0.report.isSuccess }, timeout: .seconds(30))
    #expect(state.done == 4)
    #expect(state.total == 4)
    #expect(state.report.value?.created == 3)
    #expect(
      state.report.value?.errors.map(\.description) == ["line 5, column 3 (Selling Price): A price cannot be negative."]
    )
  }
}
