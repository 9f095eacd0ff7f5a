import Foundation
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedTesting
import Testing

/// A product named in a script the invoice fonts do not cover is saved, with a warning on its name,
/// so the shop learns it when naming the product rather than when an invoice fails to print.
@MainActor @Suite struct ProductFormPrintWarningTests {
  @Test func aNameTheInvoiceCannotPrintIsSavedWithAWarning() async throws {
    let catalog = try Container.productsTesting().makeScope(.session).resolve(ProductsViewModelFactory.self).catalog
    let factory = ProductsViewModelFactory(
      catalog: catalog, printing: FixedPrintableTextCheck(unprintable: ["北", "京"]))
    let form = factory.makeForm()
    form.send(.edit(.name, "北京 Rice"))
    form.send(.submit)
    var state = try await form.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    #expect(
      state.warnings == [
        "name": "\"北京 Rice\" cannot be printed on invoices: no font has 北 (U+5317), 京 (U+4EAC)."
      ])
    let printable = factory.makeForm()
    printable.send(.edit(.name, "बासमती चावल"))
    printable.send(.submit)
    state = try await printable.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    #expect(state.warnings.isEmpty)
  }
}
