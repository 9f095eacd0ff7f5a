import BillsFeature
import BillsTesting
import Foundation
import PartiesFeature
import PartiesTesting
import ProductsFeature
import ProductsTesting
import SharedCore
import SharedTesting
import Testing

/// The bill editor: live totals through the engine, messages per line and field, pickers, save, issue.
@MainActor @Suite struct BillEditorViewModelTests {
  private func fill(_ editor: BillEditorViewModel, line id: String, _ values: [BillLineForm.Field: String]) {
    for field in BillLineForm.Field.allCases {
      if let value = values[field] { editor.send(.editLine(id: id, field: field, value: value)) }
    }
  }

  /// Two 7.60 lines at 12 % within a state carry CGST 0.46 and 0.45; a bad line fails the totals with
  /// its line and field named and keeps the last good totals; removing it prices the rest.
  @Test func totalsFollowEveryChange() throws {
    let editor = try BillScreens().newInvoice()
    #expect(editor.state.totals == .empty)
    editor.send(.addLine)
    #expect(editor.state.lineErrors["1"]?[.description] == "Describe what is sold.")
    #expect(editor.state.totals.error != nil)
    fill(editor, line: "1", [.description: "Pen", .unitPrice: "7.60", .taxRate: "12"])
    editor.send(.addLine)
    fill(editor, line: "2", [.description: "Pencil", .unitPrice: "7.60", .taxRate: "12"])
    #expect(editor.state.lineErrors.isEmpty)
    let totals = try #require(editor.state.totals.value)
    #expect(editor.state.totals.isSuccess)
    #expect(totals.cgstAmount == dec("0.91"))
    #expect(totals.lines.map(\.tax.cgst) == [dec("0.46"), dec("0.45")])
    #expect(totals.payableAmount == dec("17.02"))

    editor.send(.editLine(id: "2", field: .quantity, value: "-1"))
    #expect(editor.state.lineErrors["2"]?[.quantity]?.contains("negative") == true)
    guard case .failed(.validation(let fields), let previous) = editor.state.totals else {
      Issue.record("expected failed totals, got \(editor.state.totals)")
      return
    }
    #expect(fields.map(\.field) == ["lines.2.quantity"])
    #expect(previous == totals)

    editor.send(.editLine(id: "2", field: .quantity, value: "two"))
    #expect(editor.state.lineErrors["2"] == [.quantity: "Enter the quantity as a number, like 1250.50."])
    editor.send(.editLine(id: "1", field: .taxRate, value: "13"))
    editor.send(.removeLine(id: "2"))
    #expect(editor.state.lineErrors["1"]?[.taxRate]?.contains("13") == true)
    editor.send(.editLine(id: "1", field: .taxRate, value: "12"))
    editor.send(.setPriceIncludesTax(lineID: "1", true))
    #expect(editor.state.lineErrors.isEmpty)
    #expect(editor.state.document.lines.map(\.line.id) == ["1"])
    // 7.60 including 12 %: 6.78 taxable and 0.41 + 0.41, exactly what was charged.
    #expect(editor.state.totals.value?.taxExclusiveAmount == dec("6.78"))
    #expect(editor.state.totals.value?.payableAmount == dec("7.60"))
    editor.send(.setTaxCategory(lineID: "1", .exempt, exemptionReason: "Notified"))
    #expect(editor.state.totals.value?.taxAmount == 0)
    editor.send(.addLine)
    #expect(editor.state.lines.map(\.id) == ["1", "3"])
  }

  /// The pickers search the party book and catalogue; picking an out-of-state party switches to
  /// IGST and takes its terms; a picked product becomes a line; save then issue post their events.
  @Test func pickersSaveAndIssue() async throws {
    let screens = try BillScreens()
    let bala = try await screens.parties.create(PartiesSamples.balaSupplies)
    guard case .created(let shirt) = try await screens.products.create(ProductsSamples.shirt) else {
      Issue.record("the sample shirt was refused")
      return
    }
    let events = screens.bus.events(of: BillsEvent.self)
    let editor = screens.newInvoice()
    editor.send(.searchParties("bala"))
    var state = try await editor.settled(where: { $0.partyResults.isSuccess }, timeout: .seconds(30))
    #expect(state.partyResults.value?.map(\.id) == [bala.id])
    editor.send(.selectParty(bala.account))
    #expect(editor.state.document.partyID == bala.id)
    #expect(editor.state.document.regime == .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "29")))
    editor.send(.searchProducts("blue"))
    state = try await editor.settled(where: { $0.productResults.isSuccess }, timeout: .seconds(30))
    let picked = try #require(state.productResults.value?.first)
    #expect(picked.id == shirt.id)
    editor.send(.addProduct(picked))
    let line = try #require(editor.state.lines.first)
    #expect(line[.description] == "Blue T-Shirt")
    #expect(line[.hsnOrSAC] == "6109")
    #expect(line[.unitPrice] == "499")
    #expect(line[.taxRate] == "5")
    #expect(line.productID == shirt.id)
    #expect(editor.state.totals.value?.igstAmount == dec("24.95"))
    #expect(editor.state.totals.value?.cgstAmount == 0)

    editor.send(.saveDraft)
    state = try await editor.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    #expect(state.isSaved)
    #expect(state.document.id == "bill-1")
    editor.send(.editLine(id: line.id, field: .quantity, value: "2"))
    editor.send(.issue)
    state = try await editor.settled(
      where: { $0.submission.value?.document.status == .issued }, timeout: .seconds(30))
    #expect(state.document.number == "INV/25-26/00001")
    #expect(state.submission.value?.totals.payableAmount == dec("1047.90"))
    let stored = try await screens.repository.document("bill-1")
    #expect(stored?.document.lines.first?.line.quantity == 2)

    let received = await firstEvents(events, count: 3)
    #expect(
      received == [
        .created(documentID: "bill-1", kind: .salesInvoice), .draftUpdated(documentID: "bill-1"),
        .issued(documentID: "bill-1", kind: .salesInvoice, number: "INV/25-26/00001"),
      ])
  }

  /// Saving without a party or lines names both; a refused issue names the field it refused.
  @Test func refusalsNameTheirFields() async throws {
    let screens = try BillScreens()
    let editor = screens.newInvoice()
    editor.send(.saveDraft)
    guard case .failed(.validation(let fields), _) = editor.state.submission else {
      Issue.record("expected a refused save, got \(editor.state.submission)")
      return
    }
    #expect(fields.map(\.field) == ["party", "lines"])
    #expect(editor.state.errors[.party] == "Pick the party the bill is for.")

    let asha = try await screens.parties.create(PartiesSamples.ashaTraders)
    editor.send(.selectParty(asha.account))
    #expect(editor.state.errors[.party] == nil)
    #expect(editor.state.document.paymentTermDays == 30)
    editor.send(.addLine)
    fill(editor, line: "1", [.description: "Rice", .quantity: "2", .unitPrice: "1,250", .taxRate: "5"])
    editor.send(.setPaymentTerms(days: -5))
    editor.send(.setNotes("Deliver by Friday"))
    editor.send(.issue)
    let state = try await editor.settled(
      where: { $0.submission.error != nil && !$0.submission.isLoading }, timeout: .seconds(30))
    #expect(state.errors[.paymentTerms] == "payment terms of -5 days are negative")
    #expect(state.isSaved)
    let saved = try await screens.repository.document(state.document.id)
    #expect(saved?.document.status == .draft)
    #expect(saved?.document.notes == "Deliver by Friday")
    #expect(await screens.repository.issuedNumbers.isEmpty)
  }

  /// A stored draft opens with its lines; edits are saved over it.
  @Test func editsAStoredDraft() async throws {
    let screens = try BillScreens()
    let stored = try await screens.repository.createDraft(BillsSamples.intraStateInvoice(partyID: "p1"))
    let editor = screens.factory.makeEditor(editing: stored.document)
    #expect(editor.state.lines.map(\.id) == ["1", "2"])
    #expect(editor.state.totals.value == stored.totals)
    editor.send(.removeLine(id: "1"))
    editor.send(.addLine)
    #expect(editor.state.lines.map(\.id) == ["2", "3"])
    editor.send(.removeLine(id: "3"))
    editor.send(.saveDraft)
    let state = try await editor.settled(where: { $0.submission.isSuccess }, timeout: .seconds(30))
    #expect(state.submission.value?.document.lines.map(\.description) == ["Blue T-Shirt"])
    #expect(try await screens.repository.document(stored.id)?.document.lines.count == 1)
  }

  /// Opening a stored draft keeps what the line form does not show (price discount, base quantity,
  /// line charges, specific cess): the totals are the draft's, and editing a shown field keeps the rest.
  @Test func openingADraftKeepsTheFieldsTheFormDoesNotShow() throws {
    let screens = try BillScreens()
    let line = BillLine(
      id: "1", quantity: 10, unitPrice: 105, priceDiscount: 5, baseQuantity: 2, allowancesAndCharges: [.charge(50)],
      tax: .standard(18), cess: BillCess(amountPerUnit: 4), currency: .inr)
    let document = BillDocument(
      id: "bill-1", kind: .salesInvoice, issueDate: BillsSamples.date, partyID: "p-1", currency: .inr,
      regime: .gst(BillGSTSupply(supplierStateCode: "27", placeOfSupply: "27")),
      lines: [BillDocumentLine(line: line, description: "Cigarettes", hsnOrSAC: "2402", unit: "NOS")])
    let expected = try BillCalculator().totals(for: document.draft())
    let editor = screens.factory.makeEditor(editing: document)
    #expect(editor.state.document.lines == document.lines)
    #expect(editor.state.totals.value == expected)
    #expect(expected.payableAmount == dec("689"))

    editor.send(.editLine(id: "1", field: .quantity, value: "20"))
    var edited = line
    edited.quantity = 20
    #expect(editor.state.document.lines.map(\.line) == [edited])
  }
}
