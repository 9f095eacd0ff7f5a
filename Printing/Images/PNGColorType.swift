/// A PNG image's colour type (W3C PNG §11.2.2): which channels each pixel has.
package enum PNGColorType: UInt8, Sendable {
  case gray = 0
  case rgb = 2
  case palette = 3
  case grayAlpha = 4
  case rgba = 6

  /// The samples per pixel, alpha included.
  package var channels: Int {
    switch self {
    case .gray, .palette: 1
    case .grayAlpha: 2
    case .rgb: 3
    case .rgba: 4
    }
  }

  /// Whether each pixel carries an alpha sample.
  package var hasAlpha: Bool { self == .grayAlpha || self == .rgba }

  /// The bit depths the PNG specification allows for this colour type.
  package var allowedBitDepths: [Int] {
    switch self {
    case .gray: [1, 2, 4, 8, 16]
    case .palette: [1, 2, 4, 8]
    case .rgb, .grayAlpha, .rgba: [8, 16]
    }
  }
}
