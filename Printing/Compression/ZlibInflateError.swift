/// Why a zlib stream could not be inflated: what was wrong and at which byte of the stream.
package struct ZlibInflateError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The byte offset in the compressed stream where the problem was found.
  package let offset: Int
  /// What was wrong, for example "distance 40 reaches before the start of the data".
  package let reason: String

  /// The error at byte `offset` of the stream, for `reason`.
  package init(offset: Int, reason: String) {
    self.offset = offset
    self.reason = reason
  }

  /// A sentence naming the offset and the reason.
  package var description: String { "zlib stream at offset \(offset): \(reason)" }
}
