import SharedCore

extension PDFImage {
  /// The image of `bytes`, a PNG file.
  ///
  /// An opaque, non-interlaced image keeps its compressed data as it is: a PDF reader undoes the
  /// PNG row filters itself (`/Predictor 15`). The data is still decompressed once here and its
  /// rows' filter types checked, so a damaged stream is refused rather than embedded. An image
  /// with an alpha channel or tRNS, or an interlaced one, is decoded; its colour is compressed
  /// again and its alpha becomes a soft mask.
  package init(png bytes: [UInt8]) throws(PDFImageError) {
    let file = try PNGFile(bytes)
    let header = file.header
    let colorSpace: ColorSpace
    switch header.colorType {
    case .gray, .grayAlpha: colorSpace = .deviceGray
    case .rgb, .rgba: colorSpace = .deviceRGB
    case .palette:
      // Padded with black to every index the bit depth can express, so no index is out of range.
      let palette = file.palette ?? []
      colorSpace = .indexed(palette: palette + Array(repeating: 0, count: (3 << header.bitDepth) - palette.count))
    }
    if header.isInterlaced || header.colorType.hasAlpha || file.transparency != nil {
      let raster = try PNGRaster(file)
      self.init(
        width: header.width, height: header.height, colorSpace: colorSpace, bitsPerComponent: 8, encoding: .flate,
        decode: nil, data: ZlibEncoder.compress(raster.color), softMask: raster.alpha.map(ZlibEncoder.compress))
    } else {
      try PNGRaster.checkFilterTypes(file.filteredData(), of: file)
      self.init(
        width: header.width, height: header.height, colorSpace: colorSpace, bitsPerComponent: header.bitDepth,
        encoding: .flateWithPNGPredictors, decode: nil, data: file.compressedData, softMask: nil)
    }
  }
}
