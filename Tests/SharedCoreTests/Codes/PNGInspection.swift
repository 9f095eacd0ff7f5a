import Foundation
import SharedTesting
import Testing

/// Reads a PNG file with Python's standard library.
enum PNGInspection {
  struct Image: Decodable {
    let chunks: [String]
    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: Int
    /// The pixels, row by row: `#` black, `.` white.
    let rows: [String]
  }

  /// Python's check of a 1-bit grayscale PNG: signature, CRCs, zlib (with its Adler-32), the five
  /// filter types undone, and the pixels.
  private static let script = """
    import binascii, json, struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'signature'
    chunks, idat, offset = [], b'', 8
    while offset < len(data):
        length, kind = struct.unpack('>I4s', data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        crc, = struct.unpack('>I', data[offset + 8 + length:offset + 12 + length])
        assert binascii.crc32(kind + body) == crc, 'CRC of ' + kind.decode()
        chunks.append(kind.decode())
        if kind == b'IHDR': width, height, depth, color, _, _, _ = struct.unpack('>IIBBBBB', body)
        if kind == b'IDAT': idat += body
        offset += 12 + length
    raw = zlib.decompress(idat)
    stride = (width * depth + 7) // 8
    assert len(raw) == height * (stride + 1), 'scanline bytes'
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left, up, corner = (line[i - 1] if i else 0), previous[i], (previous[i - 1] if i else 0)
            p = left + up - corner
            nearest = left if abs(p - left) <= abs(p - up) and abs(p - left) <= abs(p - corner) else (up if abs(p - up) <= abs(p - corner) else corner)
            line[i] = (line[i] + [0, left, up, (left + up) // 2, nearest][kind]) & 0xFF
        rows.append(''.join(format(byte, '08b') for byte in line)[:width].translate({48: '#', 49: '.'}))
        previous = line
    print(json.dumps(dict(chunks=chunks, width=width, height=height, bitDepth=depth, colorType=color, rows=rows)))
    """

  /// `png` as Python reads it.
  static func read(_ png: [UInt8]) async throws -> Image {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("image.png")
    try Data(png).write(to: file)
    let (status, output) = try await CommandLineTool.runReturningData(
      URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, file.path], standardError: .mergedIntoOutput)
    try #require(status == 0, "python3 refused the PNG: \(String(decoding: output, as: UTF8.self))")
    return try JSONDecoder().decode(Image.self, from: output)
  }

  /// The Adler-32 of `count` bytes 0xFF, computed the long way.
  static func adler32(_ count: Int) -> UInt32 {
    var a = 1
    var b = 0
    for _ in 0..<count {
      a = (a + 0xFF) % 65_521
      b = (b + a) % 65_521
    }
    return UInt32(b << 16 | a)
  }
}
