import Foundation
import SharedCore

/// The business's bill settings: this device's name for number reservations, how each kind of
/// document is numbered, the financial year, the size of reserved number blocks and the time zone.
public struct BillsConfiguration: Sendable {
  /// This device's identifier: number blocks are reserved for it, and only it numbers from them.
  /// Keep it stable across launches (store it at first launch).
  public var deviceID: String
  /// The month financial years start in: 4 (April–March) in India, 1 for calendar years.
  public var financialYearStartMonth: Int
  /// How each document kind's numbers are written; a kind without an entry uses ``defaultPattern(for:)``.
  public var numberPatterns: [BillDocumentKind: BillNumberPattern]
  /// The name of the series this device numbers in (GST Rule 46 allows several per kind and year).
  public var seriesName: String
  /// How many numbers a device reserves at a time.
  public var blockSize: Int
  /// When a series has this many reserved numbers or fewer left, the next block is requested.
  public var lowWaterMark: Int
  /// The time zone that decides what "today" is (overdue, cancellation dates).
  public var timeZone: TimeZone
  /// The business as its PDFs print it (name, address, GSTIN). Without it the detail screen's
  /// share-PDF action reports the missing setting instead of printing a bill with no seller.
  public var seller: BillPDFInvoice.Party?
  /// Where the detail screen writes the PDFs it shares (created when missing; files are owner-only).
  public var pdfDirectory: URL
  /// How PDFs write amounts (`₹1,23,45,678.90` by default).
  public var amountFormatter: BillAmountFormatter
  /// How PDFs spell the payable amount ("Rupees … and … Paise Only" by default).
  public var amountInWords: BillAmountInWords
  /// Who payment reminders' UPI links pay; without one, reminders carry no payment link.
  public var upiPayee: BillUPIPayee?
  /// Payment reminders' notifications open `<reminderLinkBase>/<document id>`; none when `nil`.
  public var reminderLinkBase: URL?

  /// Settings for a business in India by default: April–March years, `INV/25-26/00001`-style numbers,
  /// blocks of 50 requested when 10 or fewer are left, Indian Standard Time, PDFs in rupees written
  /// into a `Bills` folder in the temporary directory, payment reminders without a UPI link or deep link.
  public init(
    deviceID: String, financialYearStartMonth: Int = 4, numberPatterns: [BillDocumentKind: BillNumberPattern] = [:],
    seriesName: String = "default", blockSize: Int = 50, lowWaterMark: Int = 10,
    timeZone: TimeZone = TimeZone(identifier: "Asia/Kolkata") ?? .gmt, seller: BillPDFInvoice.Party? = nil,
    pdfDirectory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("Bills", isDirectory: true),
    amountFormatter: BillAmountFormatter = .rupees, amountInWords: BillAmountInWords = .rupees,
    upiPayee: BillUPIPayee? = nil, reminderLinkBase: URL? = nil
  ) {
    self.deviceID = deviceID
    self.financialYearStartMonth = financialYearStartMonth
    self.numberPatterns = numberPatterns
    self.seriesName = seriesName
    self.blockSize = blockSize
    self.lowWaterMark = lowWaterMark
    self.timeZone = timeZone
    self.seller = seller
    self.pdfDirectory = pdfDirectory
    self.amountFormatter = amountFormatter
    self.amountInWords = amountInWords
    self.upiPayee = upiPayee
    self.reminderLinkBase = reminderLinkBase
  }

  /// The pattern for `kind`: its entry in ``numberPatterns``, else a prefix naming the kind (`INV/`,
  /// `BILL/`, `QT/`, `SO/`, `DC/`, `PF/`, `CN/`, `DN/`), the short financial year and five digits.
  public func pattern(for kind: BillDocumentKind) -> BillNumberPattern {
    numberPatterns[kind] ?? Self.defaultPattern(for: kind)
  }

  /// The built-in pattern for `kind`: `INV/25-26/00001` for a sales invoice.
  public static func defaultPattern(for kind: BillDocumentKind) -> BillNumberPattern {
    let prefix =
      switch kind {
      case .salesInvoice: "INV/"
      case .purchaseBill: "BILL/"
      case .quotation: "QT/"
      case .salesOrder: "SO/"
      case .deliveryChallan: "DC/"
      case .proForma: "PF/"
      case .creditNote: "CN/"
      case .debitNote: "DN/"
      }
    return BillNumberPattern(prefix: prefix, financialYear: .short, sequenceDigits: 5)
  }

  /// The series a document of `kind` dated `date` is numbered in.
  /// - Throws: ``BillNumberingError`` when the pattern breaks GST Rule 46 or the start month is not 1–12.
  public func series(for kind: BillDocumentKind, on date: CalendarDate) throws(BillNumberingError) -> BillNumberSeries {
    let year = try BillFinancialYear(containing: date, startMonth: financialYearStartMonth)
    return try BillNumberSeries(
      key: BillNumberSeriesKey(kind: kind, financialYear: year, name: seriesName), pattern: pattern(for: kind))
  }

  /// A fresh allocator state for this device with these block settings.
  /// - Throws: ``BillNumberingError/invalidBlockSize(_:)`` or ``BillNumberingError/invalidLowWaterMark(_:)``.
  public func allocatorState() throws(BillNumberingError) -> BillNumberAllocatorState {
    try BillNumberAllocatorState(device: deviceID, lowWaterMark: lowWaterMark, blockSize: blockSize)
  }
}
