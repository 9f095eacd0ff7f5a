import Foundation
import SharedPrinting

/// A small reader of the PDFs the renderer writes, independent of the writer: it follows the
/// `startxref` offset to the cross-reference table, reads each object at its recorded offset,
/// resolves the page tree and decodes page text through each font's ToUnicode CMap.
package struct PDFInspector {
  /// Why a file could not be read.
  package struct Failure: Error, CustomStringConvertible {
    /// What was wrong.
    package let description: String

    /// A failure described by `description`.
    package init(description: String) {
      self.description = description
    }
  }

  /// The most a stream may decompress to: far above any page, font or image the renderer writes.
  package static let streamLimit = 1 << 26

  /// The file.
  package let bytes: [UInt8]
  /// Object number → byte offset, from the cross-reference table.
  package let offsets: [Int: Int]
  /// Object number → the object's text up to `stream` (or `endobj`), decoded as Latin-1.
  package let objects: [Int: String]
  /// Object number → stream data, decompressed.
  package let streams: [Int: [UInt8]]
  /// The trailer dictionary's text.
  package let trailer: String
  /// The `/Size` the trailer declares.
  package let size: Int

  /// Reads `data`; throws a ``Failure`` at the first thing the reader cannot follow.
  package init(_ data: Data) throws {
    bytes = [UInt8](data)
    guard let startxref = Self.lastIndex(of: "startxref", in: bytes) else { throw Failure(description: "no startxref") }
    let tail = Self.latin1(bytes[(startxref + 9)...]).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let xrefOffset = Int(tail.split(whereSeparator: \.isNewline).first ?? "") else {
      throw Failure(description: "startxref has no offset")
    }
    guard Self.latin1(bytes[xrefOffset..<min(xrefOffset + 5, bytes.count)]) == "xref\n" else {
      throw Failure(description: "startxref does not point at xref")
    }
    var position = xrefOffset + 5
    let subsection = Self.line(in: bytes, from: &position).split(separator: " ")
    guard subsection.count == 2, subsection[0] == "0", let count = Int(subsection[1]) else {
      throw Failure(description: "bad xref subsection")
    }
    var offsets: [Int: Int] = [:]
    for number in 0..<count {
      guard position + 20 <= bytes.count else { throw Failure(description: "xref entry \(number) is cut off") }
      let ending = Array(bytes[(position + 18)..<(position + 20)])
      let entry = Self.latin1(bytes[position..<(position + 18)])
      position += 20
      guard ending == [0x0D, 0x0A] || ending == [0x20, 0x0A] else {
        throw Failure(description: "xref entry \(number) does not end its 20 bytes with an end of line")
      }
      if number == 0 {
        guard entry.hasPrefix("0000000000 65535 f") else { throw Failure(description: "bad free entry") }
        continue
      }
      guard entry.dropFirst(10).hasPrefix(" 00000 n"), let offset = Int(entry.prefix(10)) else {
        throw Failure(description: "xref entry \(number) is malformed: \(entry)")
      }
      offsets[number] = offset
    }
    self.offsets = offsets
    guard let trailerStart = Self.lastIndex(of: "trailer", in: bytes) else { throw Failure(description: "no trailer") }
    trailer = Self.latin1(bytes[trailerStart..<startxref])
    guard let sizeText = Self.value(of: "Size", in: trailer), let size = Int(sizeText) else {
      throw Failure(description: "trailer has no /Size")
    }
    self.size = size
    var objects: [Int: String] = [:]
    var streams: [Int: [UInt8]] = [:]
    for (number, offset) in offsets {
      guard let end = Self.index(of: "endobj", in: bytes, from: offset) else {
        throw Failure(description: "object \(number) has no endobj")
      }
      if let streamStart = Self.index(of: "stream\n", in: bytes, from: offset), streamStart < end {
        objects[number] = Self.latin1(bytes[offset..<streamStart])
        guard let dataEnd = Self.lastIndex(of: "\nendstream", in: Array(bytes[offset..<end])) else {
          throw Failure(description: "object \(number) has no endstream")
        }
        let raw = Array(bytes[(streamStart + 7)..<(offset + dataEnd)])
        let dictionary = Self.latin1(bytes[offset..<streamStart])
        guard Self.value(of: "Length", in: dictionary) == String(raw.count) else {
          throw Failure(description: "object \(number) /Length is not \(raw.count)")
        }
        streams[number] =
          dictionary.contains("/Filter /FlateDecode") ? try ZlibInflater.inflate(raw, limit: Self.streamLimit) : raw
      } else {
        objects[number] = Self.latin1(bytes[offset..<end])
      }
    }
    self.objects = objects
    self.streams = streams
  }

  /// The object numbers `text` refers to with `n 0 R`.
  package static func references(in text: String) -> [Int] {
    text.matches(of: #/(\d+) 0 R/#).compactMap { Int($0.output.1) }
  }

  /// The token after `/key` in a dictionary's text (a number, name or the first of `n 0 R`).
  package static func value(of key: String, in text: String) -> String? {
    guard let range = text.range(of: "/\(key) ") else { return nil }
    return text[range.upperBound...].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ">" }).first.map(
      String.init)
  }

  /// The objects of the pages, in order.
  package func pageObjects() throws -> [Int] {
    guard let rootText = Self.value(of: "Root", in: trailer), let root = Int(rootText),
      let catalog = objects[root], let pagesText = Self.value(of: "Pages", in: catalog), let pages = Int(pagesText),
      let tree = objects[pages], let kids = tree.range(of: "/Kids [")
    else { throw Failure(description: "no page tree") }
    let list = tree[kids.upperBound...].prefix { $0 != "]" }
    return Self.references(in: String(list))
  }

  /// Font resource name (`F1`) → code → text, from each font's ToUnicode CMap.
  package func toUnicodeMaps(page: Int) throws -> [String: [UInt16: String]] {
    guard let pageText = objects[page], let fontsStart = pageText.range(of: "/Font <<") else {
      throw Failure(description: "page \(page) has no fonts")
    }
    var maps: [String: [UInt16: String]] = [:]
    let fontList = pageText[fontsStart.upperBound...].prefix { $0 != ">" }
    for match in fontList.matches(of: #/\/(F\d+) (\d+) 0 R/#) {
      guard let fontNumber = Int(match.output.2), let font = objects[fontNumber],
        let cmapText = Self.value(of: "ToUnicode", in: font), let cmapNumber = Int(cmapText),
        let cmap = streams[cmapNumber]
      else { throw Failure(description: "font \(match.output.1) has no ToUnicode") }
      maps[String(match.output.1)] = Self.parseToUnicode(Self.latin1(cmap[...]))
    }
    return maps
  }

  /// The text each `BT`…`ET` block on page `index` (0-based) shows, decoded through the ToUnicode
  /// CMaps; for a block inside an `/ActualText` span, the span's text.
  package func textRuns(page index: Int) throws -> [String] {
    let pages = try pageObjects()
    guard pages.indices.contains(index), let pageText = objects[pages[index]],
      let contentText = Self.value(of: "Contents", in: pageText), let content = Int(contentText),
      let stream = streams[content]
    else { throw Failure(description: "page \(index) has no content") }
    let maps = try toUnicodeMaps(page: pages[index])
    var font = ""
    var runs: [String] = []
    var text = ""
    var actualText: String?
    for line in Self.latin1(stream[...]).split(separator: "\n") {
      if line.hasPrefix("/Span << /ActualText <") {
        let hex = Array(line.dropFirst("/Span << /ActualText <".count).prefix { $0 != ">" })
        var units: [UInt16] = []
        for start in stride(from: 4, to: hex.count, by: 4) {
          units.append(UInt16(String(hex[start..<min(start + 4, hex.count)]), radix: 16) ?? 0xFFFD)
        }
        actualText = String(decoding: units, as: UTF16.self)
      } else if line == "BT" {
        text = ""
      } else if line == "ET" {
        runs.append(actualText ?? text)
        actualText = nil
      } else if line.hasPrefix("/F"), line.hasSuffix(" Tf") {
        font = String(line.dropFirst().prefix { $0 != " " })
      } else if line.hasSuffix(" Tj") || line.hasSuffix("] TJ") {
        for piece in line.split(separator: "<").dropFirst() {
          let hex = Array(piece.prefix { $0 != ">" })
          for start in stride(from: 0, to: hex.count, by: 4) {
            guard let code = UInt16(String(hex[start..<min(start + 4, hex.count)]), radix: 16),
              let mapped = maps[font]?[code]
            else { throw Failure(description: "code without ToUnicode entry on page \(index)") }
            text += mapped
          }
        }
      }
    }
    return runs
  }

  /// Code → text of the `bfchar` entries of a ToUnicode CMap.
  package static func parseToUnicode(_ cmap: String) -> [UInt16: String] {
    var map: [UInt16: String] = [:]
    for match in cmap.matches(of: #/<([0-9A-F]{4})> <([0-9A-F]+)>/#) {
      guard let code = UInt16(match.output.1, radix: 16) else { continue }
      let hex = Array(match.output.2)
      let units = stride(from: 0, to: hex.count, by: 4).compactMap {
        UInt16(String(hex[$0..<min($0 + 4, hex.count)]), radix: 16)
      }
      map[code] = String(decoding: units, as: UTF16.self)
    }
    return map
  }

  /// `bytes` decoded as Latin-1, one character a byte.
  package static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
    String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
  }

  private static func line(in bytes: [UInt8], from position: inout Int) -> String {
    let start = position
    while position < bytes.count, bytes[position] != 0x0A { position += 1 }
    defer { position += 1 }
    return latin1(bytes[start..<position])
  }

  /// The first offset at or after `start` where `needle` occurs in `bytes`.
  package static func index(of needle: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count, start <= bytes.count - pattern.count else { return nil }
    for index in start...(bytes.count - pattern.count) where bytes[index] == pattern[0] {
      if Array(bytes[index..<(index + pattern.count)]) == pattern { return index }
    }
    return nil
  }

  /// The last offset where `needle` occurs in `bytes`.
  package static func lastIndex(of needle: String, in bytes: [UInt8]) -> Int? {
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return nil }
    for index in stride(from: bytes.count - pattern.count, through: 0, by: -1) where bytes[index] == pattern[0] {
      if Array(bytes[index..<(index + pattern.count)]) == pattern { return index }
    }
    return nil
  }
}
