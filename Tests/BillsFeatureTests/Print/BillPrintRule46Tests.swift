import BillsFeature
import BillsTesting
import Foundation
import PrintingTesting
import SharedCore
import SharedPlatform
import SharedTesting
import Testing

/// The printed invoice carries what CGST Rules, rule 46 asks and what shops expect: copy markers,
/// dates in DD-MM-YYYY, whether tax is payable on reverse charge with the tax so payable, the amount
/// received and the balance due, the place of supply with its state's name and code, the IRN and the
/// IRP's signed QR code, a UPI code paying the balance, the logo and signature, in English or Hindi.
@Suite struct BillPrintRule46Tests {
  static let buyer = BillPDFInvoice.Party(
    name: "आशा ट्रेडर्स", addressLines: ["12 एमजी रोड", "पुणे 411001"], gstin: "27AAPFU0939F1ZV",
    state: "महाराष्ट्र (27)")

  /// A signed QR code shaped like the IRP's: a compact JWS over the invoice's summary.
  static let signedQRCode: String = {
    func base64URL(_ bytes: [UInt8]) -> String {
      Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
        .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
    let header = #"{"alg":"RS256","kid":"B8BC4A9C2B0D","typ":"JWT"}"#
    let payload =
      #"{"data":"{\"SellerGstin\":\"27AAPFU0939F1ZV\",\"BuyerGstin\":\"27AAPFU0939F1ZV\",\"DocNo\":"#
      + #"\"INV/25-26/00007\",\"DocTyp\":\"INV\",\"DocDt\":\"02/06/2025\",\"TotInvVal\":4984,\"ItemCnt\":3,"#
      + #"\"MainHsnCode\":\"1006\",\"Irn\":\"\#(irn)\",\"IrnDt\":\"2025-06-02 10:32:00\"}","iss":"NIC"}"#
    var generator = SeededGenerator(seed: 46)
    let signature = (0..<256).map { _ in UInt8.random(in: 0...255, using: &generator) }
    return base64URL(Array(header.utf8)) + "." + base64URL(Array(payload.utf8)) + "." + base64URL(signature)
  }()
  static let irn = "a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229"

  static func issuedInvoice(paidPaise: Int64?) throws -> BillDocument {
    var document = BillsSamples.intraStateInvoice(partyID: "p1")
    var legal = BillsSamples.line(id: "4", description: "कानूनी सलाह", quantity: 1, pricePaise: 100_000, gstRate: 18)
    legal.line.tax = .reverseCharge(18)
    legal.hsnOrSAC = "998212"
    document.lines.append(legal)
    try document.issue(number: "INV/25-26/00007")
    if let paidPaise {
      try document.record(
        BillPayment(
          id: "pay-1", amount: Money(minorUnits: paidPaise, currency: .inr), date: BillsSamples.date, mode: .upi))
    }
    return document
  }

  static func settings(labels: BillPDFLabels) throws -> BillPrintSettings {
    BillPrintSettings(
      labels: labels, upiPayee: try BillUPIPayee(address: "sharma.traders@okhdfcbank", name: "Sharma Traders"),
      logo: try BillImage(data: ImageFixture.data(named: "rgba8.png")),
      signature: try BillImage(data: ImageFixture.data(named: "jpeg-baseline.jpg")))
  }

  @Test func theModelCarriesEveryRule46Field() throws {
    let document = try Self.issuedInvoice(paidPaise: 100_000)
    let totals = try document.totals()
    let registration = try BillIRNRegistration(
      irn: Self.irn, acknowledgementNumber: "112010036563310", acknowledgementDate: "2025-06-02 10:32:00",
      signedQRCode: Self.signedQRCode)
    let invoice = try BillPDFInvoice(
      document: document, totals: totals, seller: BillsSamples.seller, buyer: Self.buyer,
      settings: Self.settings(labels: .english), copy: .duplicateForTransporter, eInvoice: registration)
    #expect(invoice.copyLabel == "Duplicate for Transporter")
    #expect(
      invoice.details == [
        .init("Date", "02-06-2025"), .init("Due Date", "02-07-2025"), .init("Place of Supply", "Maharashtra (27)"),
        .init("Whether tax is payable on reverse charge", "Yes"), .init("IRN", Self.irn),
        .init("Ack. No.", "112010036563310"), .init("Ack. Date", "2025-06-02 10:32:00"),
      ])
    let money = BillAmountFormatter.rupees
    let due = totals.payableAmount - 1000
    #expect(
      invoice.totals.suffix(4).map(\.label) == [
        "Total Payable", "Tax payable on reverse charge", "Amount Received", "Balance Due",
      ])
    #expect(invoice.totals.last?.value == money.string(for: due))
    #expect(invoice.totals.first { $0.label == "Tax payable on reverse charge" }?.value == "₹180.00")
    let payment = try #require(invoice.paymentQRCode)
    let expected = try UPIPaymentIntent(
      payeeAddress: "sharma.traders@okhdfcbank", payeeName: "Sharma Traders", amount: due,
      note: "Invoice INV/25-26/00007", transactionReference: "INV/25-26/00007")
    #expect(payment.payload == expected.uri)
    #expect(payment.caption.last == money.string(for: due))
    #expect(invoice.eInvoiceQRCode?.payload == Self.signedQRCode)
    #expect(invoice.logo != nil && invoice.signature != nil)
  }

  @Test(arguments: BillCopy.allCases)
  func everyCopyIsMarked(copy: BillCopy) throws {
    let document = try Self.issuedInvoice(paidPaise: nil)
    let printed = try BillPDFInvoice(
      document: document, totals: try document.totals(), seller: BillsSamples.seller, buyer: Self.buyer,
      settings: BillPrintSettings(labels: .hindi), copy: copy)
    #expect(printed.copyLabel == copy.label(in: .hindi))
    #expect(BillCopy.required(forGoods: true).count == 3 && BillCopy.required(forGoods: false).count == 2)
  }

  @Test func nothingIsOwedNoPaymentCodeIsPrinted() throws {
    let document = try Self.issuedInvoice(paidPaise: nil)
    let totals = try document.totals()
    let paid = try BillPDFInvoice(
      document: document, totals: totals, seller: BillsSamples.seller, buyer: Self.buyer,
      settings: Self.settings(labels: .english), balanceDue: 0)
    #expect(paid.paymentQRCode == nil)
    #expect(paid.totals.last == .init("Balance Due", "₹0.00", isEmphasized: true))
    #expect(throws: BillIRNRegistrationError.invalidIRN("abc")) {
      try BillIRNRegistration(irn: "abc", acknowledgementNumber: "1", acknowledgementDate: "", signedQRCode: "a.b.c")
    }
    #expect(throws: BillIRNRegistrationError.invalidSignedQRCode(length: 7)) {
      try BillIRNRegistration(
        irn: Self.irn, acknowledgementNumber: "1", acknowledgementDate: "", signedQRCode: "a.b.c.d")
    }
  }

  /// The Hindi invoice as a reader gets it: qpdf accepts it, pdftotext gives back the Hindi labels,
  /// and zbarimg reads both QR codes off the rendered page.
  @Test func aHindiInvoicePrintsAndItsCodesScan() async throws {
    let document = try Self.issuedInvoice(paidPaise: 100_000)
    let registration = try BillIRNRegistration(
      irn: Self.irn, acknowledgementNumber: "112010036563310", acknowledgementDate: "2025-06-02 10:32:00",
      signedQRCode: Self.signedQRCode)
    let invoice = try BillPDFInvoice(
      document: document, totals: try document.totals(), seller: BillsSamples.seller, buyer: Self.buyer,
      settings: Self.settings(labels: .hindi), copy: .originalForRecipient, eInvoice: registration)
    let directory = try PDFTools.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("hindi.pdf")
    let pdf = try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice)
    try pdf.write(to: file)

    #expect(try await PDFTools.run("qpdf", ["--check", file.path]).status == 0)
    let text = try await PDFTools.run("pdftotext", ["-enc", "UTF-8", file.path, "-"]).output
    for label in [
      "कर बीजक", "प्राप्तकर्ता के लिए मूल प्रति", "क्या कर रिवर्स चार्ज पर देय है", "हाँ", "प्राप्त राशि", "शेष देय राशि",
      "02-06-2025", "आशा ट्रेडर्स", "कानूनी सलाह", "अधिकृत हस्ताक्षरकर्ता",
    ] {
      #expect(text.contains(label), "pdftotext lost \(label)")
    }
    // The IRN wraps in its narrow column: its pieces follow each other.
    #expect(text.filter { !$0.isWhitespace }.contains(Self.irn))
    let prefix = directory.appendingPathComponent("page").path
    #expect(
      try await PDFTools.run("pdftoppm", ["-r", "200", "-f", "1", "-l", "1", "-png", file.path, prefix]).status == 0)
    let page = try #require(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasSuffix(".png") })
    if let keep = ProcessInfo.processInfo.environment["BILLS_PDF_KEEP"] {
      try? FileManager.default.removeItem(atPath: keep)
      try FileManager.default.copyItem(at: file, to: URL(fileURLWithPath: keep))
    }
    let scanned = try await PDFTools.run("zbarimg", ["--raw", "-q", directory.appendingPathComponent(page).path])
    let codes = Set(scanned.output.split(whereSeparator: \.isNewline).map(String.init))
    #expect(codes == [try #require(invoice.paymentQRCode?.payload), Self.signedQRCode])
  }
}
