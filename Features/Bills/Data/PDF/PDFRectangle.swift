/// A rectangle in PDF user space: points, origin at the bottom left of the page.
struct PDFRectangle: Sendable, Hashable {
  /// The lower-left corner.
  var x: Double
  var y: Double
  var width: Double
  var height: Double
}
