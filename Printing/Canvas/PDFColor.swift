/// A DeviceRGB colour with components from 0 to 1.
package struct PDFColor: Sendable, Hashable {
  /// The red component, 0 to 1.
  package let red: Double
  /// The green component, 0 to 1.
  package let green: Double
  /// The blue component, 0 to 1.
  package let blue: Double

  /// The colour of the given components, each from 0 to 1.
  package init(red: Double, green: Double, blue: Double) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black.
  package static let black = PDFColor(red: 0, green: 0, blue: 0)
}
