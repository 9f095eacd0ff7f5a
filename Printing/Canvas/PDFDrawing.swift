/// One drawing operation on a page, in PDF user space (points, origin at the bottom left).
///
/// Text holds glyph indices of the original fonts; they are renumbered to the subsets' when the
/// content stream is written.
package enum PDFDrawing: Sendable {
  /// A line of shaped text with its baseline starting at `x`, `y`. `actualText` is the text as
  /// written, for extraction, when the glyphs are not in the characters' order.
  case text(runs: [PDFShapedText.Run], size: Double, x: Double, y: Double, color: PDFColor, actualText: String?)
  /// A straight line.
  case line(x1: Double, y1: Double, x2: Double, y2: Double, width: Double, color: PDFColor)
  /// Image `index` of the canvas's images, scaled into `rectangle`.
  case image(index: Int, rectangle: PDFRectangle)
  /// A rectangle, filled and/or stroked.
  case rectangle(x: Double, y: Double, width: Double, height: Double, fill: PDFColor?, stroke: PDFColor?)
}
