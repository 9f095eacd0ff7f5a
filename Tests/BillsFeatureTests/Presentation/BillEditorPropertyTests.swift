import BillsFeature
import BillsTesting
import Foundation
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedTesting
import Testing

/// Seeded random edits: whatever the user types, the editor's totals are the engine's totals of the
/// bill it shows, or a failure naming exactly the lines that do not read or price.
@MainActor @Suite struct BillEditorPropertyTests {
  private static let texts: [BillLineForm.Field: [String]] = [
    .description: ["Rice", "Tea", "", "Pen"],
    .quantity: ["1", "2", "0.5", "-1", "x", "1,000", "3"],
    .unitPrice: ["7.60", "1,23,456.78", "0", "99.999", "abc", "12"],
    .discount: ["", "10%", "5", "150%", "1000000", "two"],
    .taxRate: ["0", "5", "12", "18", "13", "28", ""],
    .cessRate: ["", "1", "12", "-3"],
    .unit: ["NOS", "", "KGS"],
    .hsnOrSAC: ["1006", "", "998311"],
  ]

  @Test func totalsAreTheEnginesTotalsOfTheBillShown() async throws {
    var random = SeededGenerator(seed: 2_026)
    let editor = try BillScreens().newInvoice()
    let calculator = BillCalculator()
    for step in 0..<1_000 {
      // The editor lives on the main actor: give the other main-actor tests their turn between edits.
      await Task.yield()
      let ids = editor.state.lines.map(\.id)
      switch Int.random(in: 0..<10, using: &random) {
      case 0: editor.send(.addLine)
      case 1: if let id = ids.randomElement(using: &random) { editor.send(.removeLine(id: id)) }
      case 2:
        if let id = ids.randomElement(using: &random) {
          editor.send(.setPriceIncludesTax(lineID: id, Bool.random(using: &random)))
        }
      case 3:
        if let id = ids.randomElement(using: &random) {
          let category = [BillTaxCategory.standardRate, .exempt, .outsideScope].randomElement(using: &random)
          editor.send(.setTaxCategory(lineID: id, category ?? .standardRate, exemptionReason: nil))
        }
      default:
        guard let id = ids.randomElement(using: &random),
          let field = BillLineForm.Field.allCases.randomElement(using: &random),
          let value = Self.texts[field]?.randomElement(using: &random)
        else {
          editor.send(.addLine)
          continue
        }
        editor.send(.editLine(id: id, field: field, value: value))
      }
      let state = editor.state
      let unread = Set(
        state.lines.compactMap { form in
          if case .failure = form.line(currency: .inr) { return form.id }
          return nil
        })
      #expect(Set(state.lineErrors.keys).isSuperset(of: unread), "step \(step)")
      if state.lines.isEmpty {
        #expect(state.totals == .empty, "step \(step)")
      } else if !unread.isEmpty {
        #expect(state.totals.error != nil, "step \(step)")
      } else {
        #expect(state.document.lines.map(\.line.id) == state.lines.map(\.id), "step \(step)")
        let expected = Result { () throws(BillCalculationError) in try calculator.totals(for: state.document.draft()) }
        switch expected {
        case .success(let totals):
          #expect(state.totals == .success(totals, origin: .local), "step \(step)")
          #expect(state.lineErrors.isEmpty, "step \(step)")
        case .failure:
          #expect(state.totals.error != nil, "step \(step)")
          #expect(!state.lineErrors.isEmpty || !state.errors.isEmpty, "step \(step)")
        }
      }
      if case .failed(.validation(let fields), _) = state.totals {
        let named = Set(fields.compactMap { $0.field.split(separator: ".").dropFirst().first.map(String.init) })
        #expect(named == Set(state.lineErrors.keys), "step \(step)")
      }
    }
  }

  /// A product sold by the kg or the 25 kg bag: a new unit converts the price; another unit is refused.
  @Test func aProductLineConvertsItsPriceToTheUnitChosen() async throws {
    let screens = try BillScreens()
    guard case .created(let rice) = try await screens.products.create(ProductsSamples.rice) else {
      Issue.record("the sample rice was refused")
      return
    }
    let editor = screens.newInvoice()
    editor.send(.addProduct(rice.inventoryItem))
    let id = try #require(editor.state.lines.first?.id)
    #expect(editor.state.lines.first?[.unit] == "kg")
    #expect(editor.state.lines.first?[.unitPrice] == "120.5")
    editor.send(.editLine(id: id, field: .unit, value: "bag"))
    #expect(editor.state.lines.first?[.unitPrice] == "3012.5")
    #expect(editor.state.totals.value?.taxExclusiveAmount == dec("3012.50"))
    editor.send(.editLine(id: id, field: .unit, value: "box"))
    #expect(editor.state.lineErrors[id] == [.unit: "This product is sold by kg or bag, not box."])
    #expect(editor.state.lines.first?[.unitPrice] == "3012.5")
  }
}
