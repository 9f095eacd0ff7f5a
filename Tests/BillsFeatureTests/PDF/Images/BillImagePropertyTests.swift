import Foundation
import PrintingTesting
import SharedPrinting
import SharedTesting
import Testing

@testable import BillsFeature

/// Damaged images (seeded random byte changes and cuts of every fixture) are either read or refused
/// with a ``BillImageError``; never a crash, a hang or an image outside the limits. PNG chunks get
/// their CRCs recomputed half of the time, so the damage reaches the decoder behind the checksum.
@Suite struct BillImagePropertyTests {
  @Test func randomByteChangesAreReadOrRefused() throws {
    var generator = SeededGenerator(seed: 0xB111_1A6E)
    var read = 0
    var refused = 0
    for fixture in ImageFixture.all {
      let original = [UInt8](try fixture.data())
      for _ in 0..<60 {
        var bytes = original
        for _ in 0..<Int.random(in: 1...8, using: &generator) {
          // Past the signature, which only decides the kind.
          let position = Int.random(in: 8..<bytes.count, using: &generator)
          bytes[position] = UInt8.random(in: 0...255, using: &generator)
        }
        if !fixture.isJPEG, Bool.random(using: &generator) { bytes = TestPNG.withCRCsFixed(bytes) }
        do {
          let image = try BillImage(data: Data(bytes))
          #expect((1...BillImage.maximumDimension).contains(image.width), "\(fixture.name)")
          #expect((1...BillImage.maximumDimension).contains(image.height), "\(fixture.name)")
          var file = PDFFileBuilder()
          #expect(PDFImageEmbedder.embed(image.image, in: &file) > 0)
          read += 1
        } catch {
          #expect(!error.description.isEmpty)
          refused += 1
        }
      }
    }
    #expect(read > 0)
    #expect(refused > 0)
  }

  @Test func everyCutOfAFileIsRefused() throws {
    var generator = SeededGenerator(seed: 0xC07_1A6E)
    for fixture in ImageFixture.all {
      let original = [UInt8](try fixture.data())
      for _ in 0..<20 {
        let length = Int.random(in: 0..<original.count, using: &generator)
        #expect(throws: BillImageError.self, "\(fixture.name) cut at \(length)") {
          try BillImage(data: Data(original.prefix(length)))
        }
      }
    }
  }
}
