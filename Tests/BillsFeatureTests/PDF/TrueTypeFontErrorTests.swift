import BillsFeature
import Foundation
import SharedPlatform
import SharedTesting
import Testing

/// Damaged font files give a typed ``BillFontError``, never a crash: truncated at random lengths,
/// with random bytes overwritten, or of the wrong kind.
@Suite struct TrueTypeFontErrorTests {
  static let fontsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Printing/Resources/Fonts")
  static let fontData = try? Data(contentsOf: fontsDirectory.appendingPathComponent("NotoSans-Regular.ttf"))

  @Test func fontsGivenAsDataRenderTheSameDocumentAsTheBundledOnes() throws {
    let regular = try #require(Self.fontData)
    let bold = try Data(contentsOf: Self.fontsDirectory.appendingPathComponent("NotoSans-Bold.ttf"))
    let invoice = BillPDFSampleInvoices.invoice(lineCount: 5)
    let custom = try BillPDFRenderer(shaper: SystemTextShaper(), regularFont: regular, boldFont: bold).render(invoice)
    #expect(custom == (try BillPDFRenderer(shaper: SystemTextShaper()).render(invoice)))
  }

  @Test(arguments: [
    (BillFontError.resourceMissing("NotoSans-Bold.ttf"), "NotoSans-Bold.ttf"),
    (.missingTable("glyf"), "'glyf'"),
    (.truncated(table: "loca", offset: 20_620, needed: 4), "offset 20620"),
    (.malformed(table: "cmap", offset: 14, reason: "segment 3 is empty"), "segment 3 is empty"),
    (.unsupportedCharacter("北", text: "北京"), "U+5317"),
  ])
  func errorsDescribeWhatAndWhere(error: BillFontError, fragment: String) {
    #expect(error.description.contains(fragment))
  }

  @Test func emptyAndForeignFilesAreRejected() throws {
    #expect(throws: BillFontError.truncated(table: "offset table", offset: 0, needed: 4)) {
      try BillPDFRenderer(shaper: SystemTextShaper(), regularFont: Data(), boldFont: Data())
    }
    #expect(throws: BillFontError.unsupportedFormat("CFF outlines (OTTO) are not supported")) {
      try BillPDFRenderer(shaper: SystemTextShaper(), regularFont: Data("OTTO".utf8) + Data(count: 8), boldFont: Data())
    }
    #expect(throws: BillFontError.unsupportedFormat("not a TrueType file")) {
      try BillPDFRenderer(shaper: SystemTextShaper(), regularFont: Data("%PDF-1.7".utf8), boldFont: Data())
    }
  }

  @Test func aFontWithoutItsCharacterMapNamesTheTable() throws {
    var bytes = [UInt8](try #require(Self.fontData))
    let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
    for index in 0..<tableCount where bytes[(12 + 16 * index)..<(16 + 16 * index)] == ArraySlice("cmap".utf8) {
      bytes.replaceSubrange((12 + 16 * index)..<(16 + 16 * index), with: Array("xmap".utf8))
    }
    #expect(throws: BillFontError.missingTable("cmap")) {
      try BillPDFRenderer(shaper: SystemTextShaper(), regularFont: Data(bytes), boldFont: Data(bytes))
    }
  }

  @Test func truncatedFilesThrowTypedErrors() throws {
    let data = try #require(Self.fontData)
    var generator = SeededGenerator(seed: 0xB111_5F07)
    for _ in 0..<40 {
      let length = Int.random(in: 0..<data.count, using: &generator)
      let truncated = data.prefix(length)
      #expect(throws: BillFontError.self, "truncated at \(length)") {
        try BillPDFRenderer(shaper: SystemTextShaper(), regularFont: truncated, boldFont: truncated)
      }
    }
  }

  @Test func corruptedFilesThrowTypedErrorsOrStillRender() throws {
    let data = try #require(Self.fontData)
    let invoice = BillPDFSampleInvoices.invoice(lineCount: 2)
    var generator = SeededGenerator(seed: 0xC0_1209)
    var rejected = 0
    for _ in 0..<40 {
      var bytes = [UInt8](data)
      for _ in 0..<Int.random(in: 1...64, using: &generator) {
        let position = Int.random(in: 0..<min(bytes.count, 40_000), using: &generator)
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      }
      do {
        let renderer = try BillPDFRenderer(shaper: SystemTextShaper(), regularFont: Data(bytes), boldFont: Data(bytes))
        let document = try renderer.render(invoice)
        #expect(document.pageCount >= 1)
      } catch {
        rejected += 1
      }
    }
    #expect(rejected > 0)
  }
}
