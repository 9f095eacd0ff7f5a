import BillsFeature
import Foundation
import SharedCore
import SharedTesting
import Testing

@Suite struct UPIPaymentIntentTests {
  /// The link for a table of intents: amounts with exactly two decimals and no grouping, values
  /// percent-encoded (a Hindi name becomes ASCII), optional parameters only when given.
  @Test(arguments: [
    (
      UPIPaymentIntentSample(address: "sharmastores@okaxis", name: "Sharma Stores", amount: "0.01"),
      "upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=0.01&cu=INR"
    ),
    (
      UPIPaymentIntentSample(
        address: "ravi.kumar-01@oksbi", name: "Ravi", amount: "1", note: "Invoice INV/2026-27/0042"),
      "upi://pay?pa=ravi.kumar-01@oksbi&pn=Ravi&am=1.00&cu=INR&tn=Invoice%20INV%2F2026-27%2F0042"
    ),
    (
      UPIPaymentIntentSample(address: "9876543210@ybl", name: "Gupta & Sons", amount: "99.5", note: "50% advance"),
      "upi://pay?pa=9876543210@ybl&pn=Gupta%20%26%20Sons&am=99.50&cu=INR&tn=50%25%20advance"
    ),
    (
      UPIPaymentIntentSample(
        address: "acme_traders@icici", name: "शर्मा स्टोर्स", amount: "1234567.89", note: "Invoice INV/2026-27/0042",
        reference: "INV-2026-27-0042", merchantCode: "5411"),
      "upi://pay?pa=acme_traders@icici&pn=%E0%A4%B6%E0%A4%B0%E0%A5%8D%E0%A4%AE%E0%A4%BE%20%E0%A4%B8%E0%A5%8D%E0%A4%9F"
        + "%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%B8&am=1234567.89&cu=INR&tn=Invoice%20INV%2F2026-27%2F0042"
        + "&tr=INV-2026-27-0042&mc=5411"
    ),
    (
      UPIPaymentIntentSample(address: "AB@paytm", name: "Café ~ Co.", amount: "500.00", reference: "ORD?1=2#3"),
      "upi://pay?pa=AB@paytm&pn=Caf%C3%A9%20~%20Co.&am=500.00&cu=INR&tr=ORD%3F1%3D2%233"
    ),
  ])
  func linkForEachIntent(sample: UPIPaymentIntentSample, link: String) throws {
    let intent = try sample.intent()
    #expect(intent.uri == link)
    #expect(intent.uri.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(intent.amount == Decimal(string: sample.amount))
  }

  /// Each wrong value is refused with its parameter, the value and the reason (the other values valid).
  @Test(arguments: [
    (
      UPIPaymentIntentSample(address: ""), UPIPaymentIntentError.Parameter.payeeAddress,
      UPIPaymentIntentError.Reason.empty
    ),
    (UPIPaymentIntentSample(address: "sharmastores"), .payeeAddress, .missingAtSign),
    (UPIPaymentIntentSample(address: "s@okaxis"), .payeeAddress, .handleLength(1)),
    (
      UPIPaymentIntentSample(address: String(repeating: "a", count: 257) + "@okaxis"), .payeeAddress, .handleLength(257)
    ),
    (UPIPaymentIntentSample(address: "shop@ok"), .payeeAddress, .providerLength(2)),
    (UPIPaymentIntentSample(address: "shop@" + String(repeating: "b", count: 65)), .payeeAddress, .providerLength(65)),
    (UPIPaymentIntentSample(address: "sharma stores@okaxis"), .payeeAddress, .invalidCharacter(" ", position: 7)),
    (UPIPaymentIntentSample(address: "shop@okaxis1"), .payeeAddress, .invalidCharacter("1", position: 12)),
    (UPIPaymentIntentSample(address: "shop@ok@axis"), .payeeAddress, .invalidCharacter("@", position: 8)),
    (UPIPaymentIntentSample(address: "शर्मा@okaxis"), .payeeAddress, .invalidCharacter("श", position: 1)),
    (UPIPaymentIntentSample(name: ""), .payeeName, .empty),
    (UPIPaymentIntentSample(name: "  \t"), .payeeName, .empty),
    (UPIPaymentIntentSample(name: String(repeating: "न", count: 100)), .payeeName, .tooLong(length: 100, maximum: 99)),
    (UPIPaymentIntentSample(amount: "0"), .amount, .notPositive),
    (UPIPaymentIntentSample(amount: "-5"), .amount, .notPositive),
    (UPIPaymentIntentSample(amount: "10.005"), .amount, .tooManyFractionDigits(3)),
    (UPIPaymentIntentSample(amount: "1e30"), .amount, .outOfRange),
    (UPIPaymentIntentSample(note: " "), .note, .empty),
    (UPIPaymentIntentSample(reference: ""), .transactionReference, .empty),
    (UPIPaymentIntentSample(merchantCode: "541"), .merchantCode, .wrongLength(3)),
    (UPIPaymentIntentSample(merchantCode: "54a1"), .merchantCode, .invalidCharacter("a", position: 3)),
  ])
  func wrongValuesAreRefused(
    sample: UPIPaymentIntentSample, parameter: UPIPaymentIntentError.Parameter, reason: UPIPaymentIntentError.Reason
  ) throws {
    let error = try #require(throws: UPIPaymentIntentError.self) { try sample.intent() }
    #expect(error.parameter == parameter)
    #expect(error.reason == reason)
  }

  /// The message names the parameter, its key in the link, the value and the reason.
  @Test func errorDescriptionNamesTheParameter() {
    let error = UPIPaymentIntentError(parameter: .amount, value: "10.005", reason: .tooManyFractionDigits(3))
    #expect(error.description == "amount (am) \"10.005\" is wrong: it has 3 decimals; at most 2 are allowed")
  }

  /// The QR code of each link is level M and scans back, with `zbarimg`, as the link.
  @Test(arguments: [
    UPIPaymentIntentSample(address: "sharmastores@okaxis", name: "Sharma Stores", amount: "0.01"),
    UPIPaymentIntentSample(address: "ravi.kumar-01@oksbi", name: "Ravi", amount: "1", note: "Invoice INV/2026-27/0042"),
    UPIPaymentIntentSample(address: "9876543210@ybl", name: "Gupta & Sons", amount: "99.5", note: "50% advance"),
    UPIPaymentIntentSample(
      address: "acme_traders@icici", name: "शर्मा स्टोर्स", amount: "1234567.89", note: "Invoice INV/2026-27/0042",
      reference: "INV-2026-27-0042", merchantCode: "5411"),
  ])
  func qrCodeScansBackAsTheLink(sample: UPIPaymentIntentSample) async throws {
    let intent = try sample.intent()
    let code = try intent.qrCode()
    #expect(code.errorCorrection == .medium)
    #expect(try await QRCodeImageReader.decodeText(png: code.pngData()) == intent.uri)
  }

  /// A note too long for any QR code is refused when the code is drawn, with the size it would need.
  @Test func noteTooLongForAQRCodeIsRefused() throws {
    let intent = try UPIPaymentIntent(
      payeeAddress: "shop@okaxis", payeeName: "Shop", amount: 1, note: String(repeating: "a", count: 2_300))
    #expect(
      throws: QRCodeError.dataTooLong(byteCount: intent.uri.utf8.count, capacity: 2_331, errorCorrection: .medium)
    ) {
      try intent.qrCode()
    }
  }
}
