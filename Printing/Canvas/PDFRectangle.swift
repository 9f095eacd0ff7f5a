/// A rectangle in PDF user space: points, origin at the bottom left of the page.
package struct PDFRectangle: Sendable, Hashable {
  /// The left edge.
  package var x: Double
  /// The bottom edge.
  package var y: Double
  /// The width in points.
  package var width: Double
  /// The height in points.
  package var height: Double

  /// The rectangle whose lower-left corner is `x`, `y`.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  package var maxX: Double { x + width }

  /// The top edge.
  package var maxY: Double { y + height }
}
