/// Why a zlib stream could not be inflated: what was wrong and at which byte of the stream.
struct ZlibInflateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The byte offset in the compressed stream where the problem was found.
  let offset: Int
  /// What was wrong, for example "distance 40 reaches before the start of the data".
  let reason: String

  var description: String { "zlib stream at offset \(offset): \(reason)" }
}
