import Foundation
import Observation
import SharedCore

/// The bill detail screen: the document with its totals and what is outstanding, its PDF to share,
/// and what can be done with it — record a payment, convert it (quotation → order → invoice), issue
/// a credit note against it, cancel it (it keeps its number).
///
/// The PDF is rendered with ``BillPDFRenderer`` from the document's totals, the seller's block and the
/// party's details from the party book — printed as the company's document settings ask when it has
/// them (``BillCompanyPrinting``: their seller, language, columns, copy markers, amount format, UPI
/// code, logo, signature and composition declaration) — and written (readable by the owner only) into the directory
/// given (created when missing), named after the document's number. Each successful change posts a
/// ``BillsEvent`` on the bus, if there is one.
@MainActor
public final class BillDetailViewModel: StatefulViewModel<BillDetailState>, ViewModel {
  private let repository: any BillsRepository
  private let parties: any PartyAccountsClient
  private let seller: BillPDFInvoice.Party?
  private let documentSettings: (any CompanyDocumentSettingsSource)?
  private let directory: URL
  private let formatter: BillAmountFormatter
  private let words: BillAmountInWords
  private let shaper: any TextShaper
  private let bus: EventBus?

  private enum Key: Hashable, Sendable { case item, pdf, operation, convert, creditNote }

  /// The screen for `documentID`; PDFs show `seller`, write amounts with `formatter` and `words`, and
  /// are written into `directory`, their text shaped by `shaper`. With `documentSettings`, PDFs print
  /// as the company's settings say, their seller over `seller` and their amount format over
  /// `formatter` and `words`. Without a seller from either, sharing
  /// a PDF fails with the missing setting named.
  public init(
    documentID: String, repository: any BillsRepository, parties: any PartyAccountsClient,
    seller: BillPDFInvoice.Party?, documentSettings: (any CompanyDocumentSettingsSource)? = nil,
    directory: URL, formatter: BillAmountFormatter = .rupees, words: BillAmountInWords = .rupees,
    shaper: any TextShaper, bus: EventBus? = nil
  ) {
    self.repository = repository
    self.parties = parties
    self.seller = seller
    self.documentSettings = documentSettings
    self.directory = directory
    self.formatter = formatter
    self.words = words
    self.shaper = shaper
    self.bus = bus
    super.init(initialState: BillDetailState(documentID: documentID))
  }

  /// Handles one event.
  public func send(_ event: BillDetailEvent) {
    let (repository, bus, id) = (repository, bus, state.documentID)
    switch event {
    case .load:
      load(\.item, key: Key.item, origin: .local) { try await Self.item(id, in: repository) }
    case .sharePDF:
      sharePDF(copy: nil)
    case .sharePDFCopy(let copy):
      sharePDF(copy: copy)
    case .recordPayment(let amount, let date, let mode, let reference):
      let request: BillPaymentRequest
      do throws(AppError) {
        request = try paymentRequest(amount: amount, date: date, mode: mode, reference: reference)
      } catch {
        update { $0.operation = .failed(error, previous: nil) }
        return
      }
      operate { () async throws -> BillListItem in
        let paid = try await repository.recordPayment(request, to: id)
        let paymentID = paid.document.payments.last?.id ?? ""
        bus?.post(
          paid.document.status == .paid
            ? BillsEvent.paid(documentID: paid.id, paymentID: paymentID)
            : .partiallyPaid(documentID: paid.id, paymentID: paymentID, outstanding: paid.outstanding))
        return paid
      }
    case .cancel:
      operate { () async throws -> BillListItem in
        let cancelled = try await repository.cancel(id)
        bus?.post(BillsEvent.cancelled(documentID: cancelled.id, number: cancelled.document.number))
        return cancelled
      }
    case .convert(let kind, let date):
      load(\.converted, key: Key.convert, origin: .local) {
        do {
          let draft = try await repository.convert(id, to: kind, issueDate: date)
          bus?.post(BillsEvent.converted(fromDocumentID: id, toDocumentID: draft.id, kind: draft.document.kind))
          return draft
        } catch { throw BillErrorMapping.appError(error) }
      }
    case .issueCreditNote(let lines, let date):
      issueCreditNote(lines: lines, date: date)
    }
  }

  /// Runs a payment or cancellation; on success the document shown is the one it returns.
  private func operate(_ operation: @escaping @Sendable () async throws -> BillListItem) {
    load(\.operation, key: Key.operation, origin: .local) { [weak self] in
      do {
        let item = try await operation()
        await self?.show(item)
        return item
      } catch { throw BillErrorMapping.appError(error) }
    }
  }

  private func show(_ item: BillListItem) {
    update { $0.item = .success(item, origin: .local) }
  }

  private func issueCreditNote(lines: [BillDocumentLine], date: CalendarDate) {
    let (repository, bus, id) = (repository, bus, state.documentID)
    load(\.creditNote, key: Key.creditNote, origin: .local) { [weak self] in
      do {
        let draft = try await repository.createCreditNote(against: id, issueDate: date, lines: lines)
        let issued = try await repository.issue(draft.id)
        bus?.post(
          BillsEvent.creditNoteIssued(
            creditNoteID: issued.id, originalID: id, number: issued.document.number ?? "",
            amount: issued.totals.payableAmount))
        if let original = try await repository.document(id) { await self?.show(original) }
        return issued
      } catch { throw BillErrorMapping.appError(error) }
    }
  }

  private func sharePDF(copy: BillCopy?) {
    let (repository, parties, seller, directory, id) = (repository, parties, seller, directory, state.documentID)
    let (formatter, words, shaper, documentSettings) = (formatter, words, shaper, documentSettings)
    load(\.pdf, key: Key.pdf, origin: .local) {
      do {
        var printing: BillCompanyPrinting?
        if let documentSettings { printing = try BillCompanyPrinting(try await documentSettings.documentSettings()) }
        guard let seller = printing?.seller ?? seller else {
          let reason =
            "no seller to print: name the business in the company's settings (or BillsConfiguration.seller) to share PDFs"
          throw AppError.local(AppError.LocalFailure(.composition, reason: reason))
        }
        let item = try await Self.item(id, in: repository)
        guard let party = try await parties.account(item.document.partyID) else {
          throw BillsRepositoryError.partyNotFound(partyID: item.document.partyID)
        }
        var invoice = try BillPDFInvoice(
          document: item.document, totals: item.totals, seller: seller, buyer: BillPDFInvoice.Party(party),
          settings: printing?.settings ?? BillPrintSettings(), copy: copy, balanceDue: item.outstanding,
          formatter: printing?.formatter(for: item.document.currency) ?? formatter,
          words: printing?.words(for: item.document.currency) ?? words)
        printing?.apply(to: &invoice, kind: item.document.kind)
        let pdf = try BillPDFRenderer(shaper: shaper).render(invoice)
        do {
          try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
          throw AppError.local(AppError.LocalFailure(.storage, reason: "cannot create \(directory.path): \(error)"))
        }
        let url = directory.appendingPathComponent(Self.fileName(for: item.document, copy: copy))
        try pdf.write(to: url)
        return url
      } catch { throw BillErrorMapping.appError(error) }
    }
  }

  private func paymentRequest(amount: String, date: CalendarDate, mode: BillPayment.Mode, reference: String?)
    throws(AppError) -> BillPaymentRequest
  {
    guard let currency = state.item.value?.document.currency else { throw .notFound }
    let text = amount.trimmingWhitespace()
    guard let value = BillLineForm.parse(text), value > 0 else {
      throw .validation([AppError.FieldError(field: "amount", message: "Enter an amount above zero, like 2500.50.")])
    }
    guard let money = try? Money(rounding: value, currency: currency), money.amount == value else {
      throw .validation([
        AppError.FieldError(
          field: "amount", message: "Use at most \(currency.minorUnitDigits) decimals for \(currency.code).")
      ])
    }
    let reference = reference?.trimmingWhitespace()
    return BillPaymentRequest(
      amount: money, date: date, mode: mode, reference: reference?.isEmpty == false ? reference : nil)
  }

  private nonisolated static func item(_ id: String, in repository: any BillsRepository) async throws
    -> BillListItem
  {
    do {
      guard let item = try await repository.document(id) else { throw BillsRepositoryError.documentNotFound(id: id) }
      return item
    } catch { throw BillErrorMapping.appError(error) }
  }

  /// `INV-25-26-00001.pdf` for number `INV/25-26/00001` (`INV-25-26-00001-originalForRecipient.pdf`
  /// for a copy); a draft is named by its id.
  nonisolated static func fileName(for document: BillDocument, copy: BillCopy? = nil) -> String {
    let name = document.number ?? "draft-\(document.id)"
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    let suffix = copy.map { "-\($0.rawValue)" } ?? ""
    return String(name.map { allowed.contains($0) ? $0 : "-" }) + suffix + ".pdf"
  }
}
