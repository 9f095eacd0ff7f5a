extension ZlibInflater {
  /// Reads a DEFLATE stream's bits, least significant first, from a 64-bit buffer refilled a byte
  /// at a time. Peeking past the end yields zero bits; consuming past the end throws.
  package struct BitReader {
    private let bytes: [UInt8]
    /// The next byte to load into the buffer.
    private var position: Int
    private var buffer: UInt64 = 0
    private var count = 0

    /// A reader of `bytes` starting at byte `start`.
    package init(_ bytes: [UInt8], from start: Int) {
      self.bytes = bytes
      position = start
    }

    /// The offset of the byte holding the next unread bit.
    package var offset: Int { position - (count + 7) / 8 }

    /// The next `width` bits (at most 32) without consuming them, zero past the end of the data.
    package mutating func peek(_ width: Int) -> Int {
      while count <= 56, position < bytes.count {
        buffer |= UInt64(bytes[position]) << UInt64(count)
        position += 1
        count += 8
      }
      return Int(truncatingIfNeeded: buffer & ((1 << UInt64(width)) - 1))
    }

    /// Drops `width` bits that `peek` returned; throws if the data ends before them.
    package mutating func consume(_ width: Int) throws(ZlibInflateError) {
      guard width <= count else { throw ZlibInflateError(offset: bytes.count, reason: "the stream ends early") }
      buffer >>= UInt64(width)
      count -= width
    }

    /// The next `width` bits (at most 32), least significant first.
    package mutating func bits(_ width: Int) throws(ZlibInflateError) -> Int {
      guard width > 0 else { return 0 }
      let value = peek(width)
      try consume(width)
      return value
    }

    /// Skips to the next byte boundary.
    package mutating func alignToByte() {
      buffer >>= UInt64(count % 8)
      count -= count % 8
    }

    /// Appends the next `length` bytes (the reader being byte-aligned) to `output`.
    package mutating func copyBytes(_ length: Int, to output: inout [UInt8]) throws(ZlibInflateError) {
      var remaining = length
      while remaining > 0, count >= 8 {
        output.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        count -= 8
        remaining -= 1
      }
      guard remaining <= bytes.count - position else {
        throw ZlibInflateError(offset: bytes.count, reason: "the stream ends within a stored block")
      }
      output += bytes[position..<(position + remaining)]
      position += remaining
    }
  }
}
