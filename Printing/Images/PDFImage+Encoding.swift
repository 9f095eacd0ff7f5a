extension PDFImage {
  /// How an image's stream data is encoded.
  package enum Encoding: Sendable, Hashable {
    /// A JPEG file, as it is (`/DCTDecode`, ISO 32000-1 §7.4.8).
    case jpeg
    /// A zlib stream of the samples, row by row (`/FlateDecode`, §7.4.4).
    case flate
    /// A PNG file's zlib stream: rows of samples each after a PNG filter-type byte (`/FlateDecode`
    /// with `/Predictor 15`, §7.4.4.4).
    case flateWithPNGPredictors
  }
}
