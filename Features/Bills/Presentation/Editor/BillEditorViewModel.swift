import Foundation
import Observation
import SharedCore

/// The bill editor: lines added, edited and removed with the totals recalculated through
/// ``BillCalculator`` on every change, a message per line and field for whatever does not read or
/// price, party and product pickers searching the party book and the product catalogue, then save
/// as a draft or issue with the next number.
///
/// Picking a party bills it and taxes the bill by its place of supply (CGST + SGST within the
/// supplier's state, IGST across states) with its payment terms; picking a product adds a line with
/// its name, HSN/SAC, unit, sale price and GST and cess rates, and changing that line's unit to
/// another of the product's units converts its price. Each successful save posts a
/// ``BillsEvent`` on the bus, if there is one.
///
/// Given the company's document settings, a new bill starts with their terms, notes, bank account
/// and payment terms (a picked party's own payment terms replace the company's until the user sets
/// some), and a composition taxable person's lines (blank or a picked product's) are added without
/// tax, as its bill of supply charges none. Pass the settings when editing a stored draft too, so
/// its new lines follow the scheme.
@MainActor
public final class BillEditorViewModel: StatefulViewModel<BillEditorState>, ViewModel {
  private let repository: any BillsRepository
  private let parties: any PartyAccountsClient
  private let products: any InventoryClient
  private let calculator: BillCalculator
  private let bus: EventBus?
  private var lineCounter = 0
  /// The company's payment terms the bill started with, until the user sets terms of their own.
  private var companyPaymentTermDays: Int?
  /// The declaration of a composition taxable person, whose supplies carry no tax; `nil` otherwise.
  private let compositionDeclaration: String?

  private enum Key: Hashable, Sendable { case parties, products, submit }

  /// An editor for `document`: a new bill when `isSaved` is `false`, a stored draft otherwise. A new
  /// bill takes what it leaves unset from `company`'s document settings, when given; under the
  /// composition scheme, lines added to either are untaxed.
  public init(
    document: BillDocument, isSaved: Bool, repository: any BillsRepository, parties: any PartyAccountsClient,
    products: any InventoryClient, calculator: BillCalculator = BillCalculator(), bus: EventBus? = nil,
    company: CompanyDocumentSettings? = nil
  ) {
    self.repository = repository
    self.parties = parties
    self.products = products
    self.calculator = calculator
    self.bus = bus
    var document = document
    if let company, !isSaved {
      document.applyDefaults(of: company)
      let days = company.defaultPaymentTermDays
      if days > 0, document.paymentTermDays == days { companyPaymentTermDays = days }
    }
    compositionDeclaration = document.kind == .purchaseBill ? nil : company?.compositionDeclaration
    super.init(initialState: BillEditorState(document: document, isSaved: isSaved))
    lineCounter = document.lines.count
    recalculate()
  }

  /// Handles one editor event.
  public func send(_ event: BillEditorEvent) {
    switch event {
    case .addLine:
      let declaration = compositionDeclaration
      change {
        var line = BillLineForm(id: nextLineID(in: $0))
        if let declaration { line.chargeNoTax(because: declaration) }
        $0.lines.append(line)
      }
    case .editLine(let id, .unit, let value):
      changeLine(id) { $0.changeUnit(to: value) }
    case .editLine(let id, let field, let value):
      changeLine(id) { $0[field] = value }
    case .setPriceIncludesTax(let id, let includesTax):
      changeLine(id) { $0.priceIncludesTax = includesTax }
    case .setTaxCategory(let id, let category, let reason):
      changeLine(id) {
        $0.taxCategory = category
        $0.exemptionReason = reason
      }
    case .removeLine(let id):
      change { $0.lines.removeAll { $0.id == id } }
    case .searchParties(let text):
      searchParties(text)
    case .selectParty(let item):
      let companyTerms = companyPaymentTermDays
      change { Self.bill(&$0, to: item, replacingTerms: companyTerms) }
    case .searchProducts(let text):
      searchProducts(text)
    case .addProduct(let item, let variantID):
      let declaration = compositionDeclaration
      change {
        var line = BillLineForm(id: nextLineID(in: $0), product: item, variantID: variantID)
        if let declaration { line.chargeNoTax(because: declaration) }
        $0.lines.append(line)
      }
    case .setIssueDate(let date):
      change { $0.document.issueDate = date }
    case .setPaymentTerms(let days):
      companyPaymentTermDays = nil
      change { $0.document.paymentTermDays = days }
    case .setNotes(let notes):
      change { $0.document.notes = notes.isEmpty ? nil : notes }
    case .saveDraft:
      submit(issuing: false)
    case .issue:
      submit(issuing: true)
    }
  }

  // MARK: - Editing

  private func change(_ mutation: (inout BillEditorState) -> Void) {
    update {
      mutation(&$0)
      if $0.submission.error != nil { $0.submission = .idle }
    }
    recalculate()
  }

  private func changeLine(_ id: String, _ mutation: (inout BillLineForm) -> Void) {
    guard state.lines.contains(where: { $0.id == id }) else { return }
    change { state in
      guard let index = state.lines.firstIndex(where: { $0.id == id }) else { return }
      mutation(&state.lines[index])
    }
  }

  private func nextLineID(in state: BillEditorState) -> String {
    let used = Set(state.lines.map(\.id))
    repeat { lineCounter += 1 } while used.contains("\(lineCounter)")
    return "\(lineCounter)"
  }

  /// Reads every line, then prices the bill when they all read.
  private func recalculate() {
    let calculator = calculator
    update { state in
      var lineErrors: [String: [BillLineForm.Field: String]] = [:]
      var lines: [BillDocumentLine] = []
      for form in state.lines {
        switch form.line(currency: state.document.currency) {
        case .success(let line): lines.append(line)
        case .failure(let error): lineErrors[form.id] = error.messages
        }
      }
      var errors = state.errors.filter { Self.submitFields.contains($0.key) }
      if !lineErrors.isEmpty {
        state.lineErrors = lineErrors
        state.errors = errors
        state.totals = .failed(
          .validation(Self.fieldErrors(lineErrors, errors, order: state.lines.map(\.id))), previous: state.totals.value)
        return
      }
      state.document.lines = lines
      guard !lines.isEmpty else {
        state.lineErrors = [:]
        state.errors = errors
        state.totals = .empty
        return
      }
      do throws(BillCalculationError) {
        state.totals = .success(try calculator.totals(for: state.document.draft()), origin: .local)
      } catch {
        Self.place(error, lineErrors: &lineErrors, errors: &errors)
        state.totals = .failed(
          .validation(Self.fieldErrors(lineErrors, errors, order: state.lines.map(\.id))), previous: state.totals.value)
      }
      state.lineErrors = lineErrors
      state.errors = errors
    }
  }

  /// The document-level messages that only a save shows (the others come from the engine).
  private static let submitFields: Set<BillEditorField> = [.party]

  // MARK: - Pickers

  private func searchParties(_ text: String) {
    let parties = parties
    update { $0.partyQuery = text }
    load(\.partyResults, key: Key.parties, origin: .local) { try await parties.accounts(matching: text) }
  }

  private func searchProducts(_ text: String) {
    let products = products
    update { $0.productQuery = text }
    load(\.productResults, key: Key.products, origin: .local) { try await products.items(matching: text) }
  }

  // MARK: - Saving

  private func submit(issuing: Bool) {
    update { state in
      if state.document.partyID.isEmpty {
        state.errors[.party] = "Pick the party the bill is for."
      } else {
        state.errors[.party] = nil
      }
    }
    recalculate()
    if state.lines.isEmpty { update { $0.errors[.lines] = "Add at least one line." } }
    guard state.errors.isEmpty, state.lineErrors.isEmpty, state.totals.isSuccess else {
      update {
        let fields = Self.fieldErrors($0.lineErrors, $0.errors, order: $0.lines.map(\.id))
        $0.submission = .failed(.validation(fields), previous: nil)
      }
      return
    }
    let (repository, bus, document, isSaved) = (repository, bus, state.document, state.isSaved)
    update { $0.submission = .loading(previous: $0.submission.value) }
    tasks.run(Key.submit) { [weak self] in
      do {
        var stored = isSaved ? try await repository.updateDraft(document) : try await repository.createDraft(document)
        let saved = stored.document
        bus?.post(
          isSaved ? BillsEvent.draftUpdated(documentID: saved.id) : .created(documentID: saved.id, kind: saved.kind))
        self?.update {
          $0.document = saved
          $0.isSaved = true
        }
        if issuing {
          stored = try await repository.issue(saved.id)
          let issued = stored.document
          bus?.post(BillsEvent.issued(documentID: issued.id, kind: issued.kind, number: issued.number ?? ""))
        }
        let final = stored
        self?.update {
          $0.document = final.document
          $0.submission = .success(final, origin: .local)
        }
      } catch {
        self?.failSubmission(with: error)
      }
    }
  }

  private func failSubmission(with error: any Error) {
    let failure = BillErrorMapping.appError(error)
    update { state in
      if case .validation(let fields) = failure {
        for field in fields {
          if let documentField = BillEditorField(rawValue: field.field) { state.errors[documentField] = field.message }
        }
      }
      state.submission = .failed(failure, previous: nil)
    }
  }
}
