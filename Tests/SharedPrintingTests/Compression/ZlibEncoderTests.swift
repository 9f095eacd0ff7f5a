import PrintingTesting
import SharedCore
import SharedPrinting
import SharedTesting
import Testing

/// The Flate encoder's output decodes, with an independent inflater, to exactly its input.
@Suite struct ZlibEncoderTests {
  @Test(arguments: [[], [0], Array("BT /F1 8 Tf ET\n".utf8), Array(repeating: 0x41, count: 70_000)] as [[UInt8]])
  func knownInputsRoundTrip(input: [UInt8]) throws {
    #expect(try ZlibInflater.inflate(ZlibEncoder.compress(input), limit: input.count) == input)
  }

  @Test func randomInputsRoundTrip() throws {
    var generator = SeededGenerator(seed: 0xF1A7E)
    for round in 0..<60 {
      let alphabet = Int.random(in: 1...256, using: &generator)
      let count = Int.random(in: 0...40_000, using: &generator)
      var input: [UInt8] = []
      input.reserveCapacity(count)
      while input.count < count {
        if input.count > 10, Bool.random(using: &generator) {
          let start = Int.random(in: 0..<input.count, using: &generator)
          let length = Int.random(in: 1...300, using: &generator)
          for index in 0..<length { input.append(input[start + index % (input.count - start)]) }
        } else {
          input.append(UInt8(Int.random(in: 0..<alphabet, using: &generator)))
        }
      }
      #expect(try ZlibInflater.inflate(ZlibEncoder.compress(input), limit: input.count) == input, "round \(round)")
    }
  }

  @Test func repetitivePageContentShrinks() {
    let content = Array(
      String(repeating: "BT\n/F1 7.5 Tf\n0 0 0 rg\n1 0 0 1 39 512.3 Tm\n<0012001A> Tj\nET\n", count: 400).utf8)
    #expect(ZlibEncoder.compress(content).count * 10 < content.count)
  }
}
