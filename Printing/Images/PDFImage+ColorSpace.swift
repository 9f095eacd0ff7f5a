extension PDFImage {
  /// The colour space an image's samples are in (ISO 32000-1 §8.6).
  package enum ColorSpace: Sendable, Hashable {
    case deviceGray
    case deviceRGB
    case deviceCMYK
    /// Palette indexes into `palette`, red, green and blue bytes for each entry (§8.6.6.3).
    case indexed(palette: [UInt8])

    /// The colour space as it appears in an image dictionary.
    package var object: PDFObject {
      switch self {
      case .deviceGray: .name("DeviceGray")
      case .deviceRGB: .name("DeviceRGB")
      case .deviceCMYK: .name("DeviceCMYK")
      case .indexed(let palette):
        .array([.name("Indexed"), .name("DeviceRGB"), .integer(palette.count / 3 - 1), .hex(palette)])
      }
    }

    /// The samples per pixel.
    package var components: Int {
      switch self {
      case .deviceGray, .indexed: 1
      case .deviceRGB: 3
      case .deviceCMYK: 4
      }
    }
  }
}
