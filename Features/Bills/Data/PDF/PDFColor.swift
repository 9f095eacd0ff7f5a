/// A DeviceRGB colour with components from 0 to 1.
struct PDFColor: Sendable, Hashable {
  let red: Double
  let green: Double
  let blue: Double

  static let black = PDFColor(red: 0, green: 0, blue: 0)
}
