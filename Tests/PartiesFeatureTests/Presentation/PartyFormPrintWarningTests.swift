import Foundation
import PartiesFeature
import PartiesTesting
import SharedCore
import SharedTesting
import Testing

/// A party whose name or address the invoice fonts cannot print is saved, with a warning per field.
@MainActor @Suite struct PartyFormPrintWarningTests {
  @Test func unprintableNameAndAddressAreWarnedOnSave() async throws {
    let book = try Container.partiesTesting(now: { Date(timeIntervalSince1970: 1_781_500_000) })
      .makeScope(.session).resolve(PartiesViewModelFactory.self).book
    let factory = PartiesViewModelFactory(book: book, printing: FixedPrintableTextCheck(unprintable: ["ا", "ر"]))
    let form = factory.makeForm()
    form.send(.edit(.name, "Asha Traders"))
    form.send(.edit(.billingLines, "12 اردو Bazar"))
    form.send(.submit)
    let state = try await form.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    #expect(state.warnings.keys.sorted() == ["billingLines"])
    #expect(state.warnings["billingLines"]?.contains("ا (U+627), ر (U+631)") == true)
  }
}
