import PrintingTesting
import SharedCore
import SharedPrinting
import SharedTesting
import Testing

/// The library's zlib inflater: stored, fixed and dynamic blocks (the PNG fixtures were compressed
/// by Python's zlib), and on damaged or hostile streams a typed error at the right byte, never a
/// crash, a hang or more output than the caller allowed.
@Suite struct ZlibInflaterTests {
  /// Packs DEFLATE bits for hand-made streams: values least significant bit first, Huffman codes
  /// most significant bit first.
  private struct BitWriter {
    var bytes: [UInt8] = [0x78, 0x01]
    private var bit = 8

    mutating func write(_ value: Int, count: Int) {
      for index in 0..<count {
        if bit == 8 {
          bytes.append(0)
          bit = 0
        }
        bytes[bytes.count - 1] |= UInt8((value >> index) & 1) << UInt8(bit)
        bit += 1
      }
    }

    mutating func code(_ value: Int, count: Int) {
      for index in stride(from: count - 1, through: 0, by: -1) { write((value >> index) & 1, count: 1) }
    }
  }

  private static func failure(_ stream: [UInt8], limit: Int = 1 << 16) -> ZlibInflateError? {
    do {
      _ = try ZlibInflater.inflate(stream, limit: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: ImageFixture.png) func inflatesEveryFixturesImageData(fixture: ImageFixture) throws {
    let file = try PNGFile([UInt8](fixture.data()))
    let data = try ZlibInflater.inflate(file.compressedData, limit: file.header.filteredByteCount)
    #expect(data.count == file.header.filteredByteCount)
  }

  @Test func inflatesStoredBlocks() throws {
    let text: [UInt8] = Array("stored, not compressed".utf8)
    let adler = Adler32.checksum(text + text)
    var stream: [UInt8] = [0x78, 0x01]
    for final: UInt8 in [0, 1] {
      stream += [final, UInt8(text.count), 0, ~UInt8(text.count), 0xFF] + text
    }
    stream += [24, 16, 8, 0].map { UInt8((adler >> $0) & 0xFF) }
    #expect(try ZlibInflater.inflate(stream, limit: 100) == text + text)
    #expect(
      Self.failure(stream, limit: 30)
        == ZlibInflateError(offset: 30, reason: "the data decompresses to more than the expected 30 bytes"))
    var wrongComplement = stream
    wrongComplement[5] = 0
    #expect(
      Self.failure(wrongComplement)
        == ZlibInflateError(offset: 3, reason: "the stored block's length 22 and its complement disagree"))
    #expect(
      Self.failure(Array(stream.prefix(20)))
        == ZlibInflateError(offset: 20, reason: "the stream ends within a stored block"))
  }

  @Test func theAdler32ChecksumMatchesKnownValues() {
    #expect(Adler32.checksum([]) == 1)
    #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    // Long enough for the sums to be reduced several times on the way (the value is Python's zlib.adler32).
    #expect(Adler32.checksum(Array(repeating: 0xFF, count: 100_000)) == 0x149A_302C)
  }

  @Test func badHeadersAreRefused() {
    #expect(Self.failure([0x78]) == ZlibInflateError(offset: 0, reason: "the stream ends within its header"))
    #expect(Self.failure([0x78, 0x02, 0, 0]) == ZlibInflateError(offset: 1, reason: "the header check bits are wrong"))
    #expect(Self.failure([0x78, 0x20, 0, 0]) == ZlibInflateError(offset: 1, reason: "a preset dictionary is required"))
    #expect(
      Self.failure([0x88, 0x1C, 0, 0])
        == ZlibInflateError(offset: 0, reason: "compression method 8, window 8 is not DEFLATE"))
  }

  @Test func aCompressionBombStopsAtTheLimit() {
    let bomb = ZlibEncoder.compress(Array(repeating: 0, count: 1 << 20))
    #expect(bomb.count < 20_000)
    #expect(Self.failure(bomb, limit: 1000)?.reason == "the data decompresses to more than the expected 1000 bytes")
  }

  @Test func aTruncatedStreamEndsEarly() {
    let stream = ZlibEncoder.compress(Array("some page content, some page content".utf8))
    #expect(
      Self.failure(Array(stream.dropLast(2)))
        == ZlibInflateError(offset: stream.count - 2, reason: "the stream ends early"))
  }

  @Test func aDistanceBeforeTheStartIsRefused() {
    var writer = BitWriter()
    writer.write(1, count: 1)  // final
    writer.write(1, count: 2)  // fixed codes
    writer.code(0b011_0000 + 0x41, count: 8)  // literal "A"
    writer.code(0b000_0001, count: 7)  // length 3
    writer.code(1, count: 5)  // distance 2
    let failure = Self.failure(writer.bytes)
    #expect(failure == ZlibInflateError(offset: 3, reason: "distance 2 reaches before the start of the data"))
    #expect(failure?.description == "zlib stream at offset 3: distance 2 reaches before the start of the data")
  }

  @Test func invalidCodeTablesAreRefused() {
    // Four code-length codes of one bit each: more codes than one bit can tell apart.
    var oversubscribed = BitWriter()
    oversubscribed.write(1, count: 1)
    oversubscribed.write(2, count: 2)
    oversubscribed.write(0, count: 5)
    oversubscribed.write(0, count: 5)
    oversubscribed.write(0, count: 4)
    for _ in 0..<4 { oversubscribed.write(1, count: 3) }
    oversubscribed.write(0, count: 16)
    #expect(
      Self.failure(oversubscribed.bytes)
        == ZlibInflateError(offset: 2, reason: "the code-length code is over-subscribed"))

    // Code-length codes for 16 (repeat) and 0; the first code read repeats a length not yet given.
    var noPrevious = BitWriter()
    noPrevious.write(1, count: 1)
    noPrevious.write(2, count: 2)
    noPrevious.write(0, count: 5)
    noPrevious.write(0, count: 5)
    noPrevious.write(0, count: 4)
    for length in [1, 0, 0, 1] { noPrevious.write(length, count: 3) }
    noPrevious.code(1, count: 1)
    noPrevious.write(0, count: 16)
    #expect(
      Self.failure(noPrevious.bytes) == ZlibInflateError(offset: 5, reason: "a repeat code has no previous length"))

    // The fixed distance codes 30 and 31 exist as bit patterns but mean nothing.
    var badDistance = BitWriter()
    badDistance.write(1, count: 1)
    badDistance.write(1, count: 2)
    badDistance.code(0b011_0000 + 0x41, count: 8)
    badDistance.code(0b000_0001, count: 7)
    badDistance.code(30, count: 5)
    #expect(Self.failure(badDistance.bytes) == ZlibInflateError(offset: 3, reason: "distance code 30 is invalid"))
  }

  @Test func randomStreamsNeverCrashOrExceedTheLimit() {
    var generator = SeededGenerator(seed: 0x2_1B_F1A7)
    var refused = 0
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...300, using: &generator)
      let body = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let limit = Int.random(in: 0...5_000, using: &generator)
      do {
        #expect(try ZlibInflater.inflate([0x78, 0x01] + body, limit: limit).count <= limit)
      } catch {
        #expect(error.offset >= 0 && error.offset <= count + 2)
        refused += 1
      }
    }
    #expect(refused > 0)
  }
}
