import Foundation
import SharedCore
import SharedTesting
import Testing

/// What the encoder draws scans back, byte for byte, with ZBar's `zbarimg`, an independent decoder.
/// The tests fail, naming what to install, when `zbarimg` is missing.
@Suite struct QRCodeDecodingTests {
  /// UPI payment links of several amounts, names and notes, as invoices print them.
  @Test(arguments: [
    "upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=0.01&cu=INR",
    "upi://pay?pa=ravi.kumar-01@oksbi&pn=Ravi&am=1.00&cu=INR&tn=Invoice%20INV%2F2026-27%2F0042",
    "upi://pay?pa=9876543210@ybl&pn=Gupta%20%26%20Sons%20Kirana&am=99.50&cu=INR&tn=Thank%20you",
    "upi://pay?pa=acme_traders@icici&pn=%E0%A4%B6%E0%A4%B0%E0%A5%8D%E0%A4%AE%E0%A4%BE%20%E0%A4%B8%E0%A5%8D%E0%A4%9F"
      + "%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%B8&am=1234567.89&cu=INR&tn=Invoice%20INV%2F2026-27%2F0042"
      + "&tr=INV-2026-27-0042&mc=5411",
  ])
  func paymentLinksScanBack(link: String) async throws {
    let code = try QRCode(text: link)
    #expect(code.errorCorrection == .medium)
    #expect(try await QRCodeImageReader.decodeText(png: code.pngData()) == link)
  }

  /// The same text at every error-correction level.
  @Test(arguments: QRCode.ErrorCorrection.allCases)
  func everyLevelScansBack(level: QRCode.ErrorCorrection) async throws {
    let text = "upi://pay?pa=sharmastores@okaxis&pn=Sharma%20Stores&am=1499.50&cu=INR&tn=Invoice%20INV%2F2026-27%2F0042"
    let code = try QRCode(text: text, errorCorrection: level)
    #expect(code.errorCorrection == level)
    #expect(try await QRCodeImageReader.decodeText(png: code.pngData()) == text)
  }

  /// The most a symbol holds at level M, 2,331 bytes, makes the largest symbol, version 40 (177 × 177
  /// modules), and scans back whole: the size of an e-invoice's signed QR code and more.
  @Test func largestSymbolAtMediumScansBack() async throws {
    let text = String((0..<2_331).map { index in Character(UnicodeScalar(UInt8(0x21 + index * 7 % 94))) })
    let code = try QRCode(text: text)
    #expect(code.version == 40)
    #expect(code.size == 177)
    #expect(try await QRCodeImageReader.decodeText(png: code.pngData(moduleSize: 2)) == text)
  }

  /// A larger minimum version is used even when the data would fit a smaller one, and still scans.
  @Test func minimumVersionIsHonoured() async throws {
    let code = try QRCode(text: "INV/2026-27/0042", minimumVersion: 12)
    #expect(code.version == 12)
    #expect(try await QRCodeImageReader.decodeText(png: code.pngData()) == "INV/2026-27/0042")
  }

  /// Text beyond ASCII, with and without the UTF-8 designator, scans back as the same UTF-8 bytes; the
  /// designator costs one byte and a half of capacity.
  @Test(arguments: [false, true])
  func unicodeTextScansBack(declaresUTF8: Bool) async throws {
    let text = "शर्मा स्टोर्स — ₹1,499.50 café"
    let code = try QRCode(text: text, declaresUTF8: declaresUTF8)
    #expect(try await QRCodeImageReader.decode(png: code.pngData()) == Array(text.utf8))
  }
}
