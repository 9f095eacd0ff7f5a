import Foundation

extension JSONValue {
  /// How ``JSONValue/serialized(sortedKeys:numbers:)`` writes numbers.
  public enum NumberStyle: Sendable {
    /// Keep kinds: `.double(1)` is written `1.0`, so it parses back as a double.
    case preservingKinds
    /// One spelling per numeric value, as RFC 8785 (JCS) does: an integral double within ±2^53 is
    /// written as an integer (`1.0` → `1`). For hashing: Foundation's coders already conflate them.
    case canonical
  }

  /// Compact JSON text for this value.
  ///
  /// - Parameters:
  ///   - sortedKeys: write object members in code-point order of their names (stable output for
  ///     hashing and comparisons); otherwise in dictionary order.
  ///   - numbers: how to spell numbers; see ``NumberStyle``.
  public func serialized(sortedKeys: Bool = true, numbers: NumberStyle = .preservingKinds) -> Data {
    Data(bytes(sortedKeys: sortedKeys, numbers: numbers))
  }

  /// ``serialized(sortedKeys:numbers:)`` as a string, without the intermediate `Data`.
  public func serializedText(sortedKeys: Bool = true, numbers: NumberStyle = .preservingKinds) -> String {
    String(decoding: bytes(sortedKeys: sortedKeys, numbers: numbers), as: UTF8.self)
  }

  private func bytes(sortedKeys: Bool, numbers: NumberStyle) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    write(into: &output, sortedKeys: sortedKeys, numbers: numbers)
    return output
  }

  private func write(into output: inout [UInt8], sortedKeys: Bool, numbers: NumberStyle) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
    case .int(let value): output.append(contentsOf: String(value).utf8)
    case .double(let value):
      if numbers == .canonical, value.rounded() == value, abs(value) <= 9_007_199_254_740_992 {
        output.append(contentsOf: String(Int64(value)).utf8)
      } else {
        output.append(contentsOf: Self.format(value).utf8)
      }
    case .string(let value): Self.writeString(value, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        element.write(into: &output, sortedKeys: sortedKeys, numbers: numbers)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      // UTF-8 preserves code-point order, so comparing bytes sorts names by code point.
      let ordered = sortedKeys ? members.sorted { Self.precedes($0.key, $1.key) } : Array(members)
      for (position, member) in ordered.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeString(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        member.value.write(into: &output, sortedKeys: sortedKeys, numbers: numbers)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// The shortest round-tripping text for `value`, with `.0` appended when it has no fraction or
  /// exponent so it reads back as a double. Non-finite values (not JSON) are written as `null`.
  private static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    let text = "\(value)"
    return text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) ? text : text + ".0"
  }

  /// Whether `left` sorts before `right` by their UTF-8 bytes, which is code-point order; compared
  /// in place where the strings are contiguous (native strings are).
  private static func precedes(_ left: String, _ right: String) -> Bool {
    let compared = left.utf8.withContiguousStorageIfAvailable { left in
      right.utf8.withContiguousStorageIfAvailable { right in
        left.lexicographicallyPrecedes(right)
      }
    }
    return (compared ?? nil) ?? left.utf8.lexicographicallyPrecedes(right.utf8)
  }

  /// Whether `string` holds a byte JSON requires escaping: a control character, `"` or `\`.
  private static func needsEscaping(_ string: String) -> Bool {
    func scan(_ bytes: some Sequence<UInt8>) -> Bool {
      bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
    return string.utf8.withContiguousStorageIfAvailable { scan($0) } ?? scan(string.utf8)
  }

  private static func writeString(_ string: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    // Most strings need no escape: copy them whole.
    if !needsEscaping(string) {
      output.append(contentsOf: string.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
      case UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
      case 0x0A: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
      case 0x00..<0x20:
        let hex = String(byte, radix: 16)
        output.append(contentsOf: Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8))
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }
}
