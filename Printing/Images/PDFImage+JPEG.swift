extension PDFImage {
  /// The image of `bytes`, a JPEG file, which the PDF holds unchanged.
  ///
  /// Adobe applications store CMYK JPEGs inverted and mark them with an APP14 segment; such an
  /// image gets the decode array `[1 0 1 0 1 0 1 0]` so its inks print the right way round.
  package init(jpeg bytes: [UInt8]) throws(PDFImageError) {
    let header = try JPEGHeader(bytes)
    let colorSpace: ColorSpace =
      switch header.components {
      case 1: .deviceGray
      case 3: .deviceRGB
      default: .deviceCMYK
      }
    self.init(
      width: header.width, height: header.height, colorSpace: colorSpace, bitsPerComponent: 8, encoding: .jpeg,
      decode: colorSpace == .deviceCMYK && header.hasAdobeSegment ? [1, 0, 1, 0, 1, 0, 1, 0] : nil, data: bytes,
      softMask: nil)
  }
}
