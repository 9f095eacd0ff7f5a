extension ZlibInflater {
  /// A canonical Huffman code (RFC 1951 §3.2.2) decoded through one lookup table indexed by the
  /// next `width` input bits, `width` being the longest code's length.
  package struct HuffmanCode {
    /// For each `width`-bit input, its symbol shifted left by 4 and its code length; 0 for no code.
    private let table: [UInt16]
    private let width: Int
    /// Whether the lengths describe more codes than there are bit patterns: such a code is invalid.
    package let isOversubscribed: Bool

    /// The code whose symbol `n` has the code length `lengths[n]` (0: unused), each at most 15.
    package init(lengths: [Int]) {
      var counts = Array(repeating: 0, count: 16)
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var left = 1
      var oversubscribed = false
      for length in 1...15 {
        left = (left << 1) - counts[length]
        if left < 0 { oversubscribed = true }
      }
      isOversubscribed = oversubscribed
      width = lengths.max() ?? 0
      var next = Array(repeating: 0, count: 16)
      var code = 0
      for length in 1...15 {
        code = (code + counts[length - 1]) << 1
        next[length] = code
      }
      var table = [UInt16](repeating: 0, count: 1 << width)
      if !oversubscribed {
        for (symbol, length) in lengths.enumerated() where length > 0 {
          var reversed = 0
          for bit in 0..<length where next[length] & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
          next[length] += 1
          for index in stride(from: reversed, to: table.count, by: 1 << length) {
            table[index] = UInt16(symbol << 4 | length)
          }
        }
      }
      self.table = table
    }

    /// The next symbol; throws for a bit pattern that is no code or a code cut off by the end.
    package func decode(from reader: inout BitReader) throws(ZlibInflateError) -> Int {
      let offset = reader.offset
      let entry = Int(table[reader.peek(width)])
      guard entry & 0x0F != 0 else { throw ZlibInflateError(offset: offset, reason: "a bit pattern is no code") }
      try reader.consume(entry & 0x0F)
      return entry >> 4
    }
  }
}
