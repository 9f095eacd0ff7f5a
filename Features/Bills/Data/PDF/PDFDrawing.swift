/// One drawing operation on a page, in PDF user space (points, origin at the bottom left).
///
/// Text holds glyph indices of the original font; they are renumbered to the subset's when the
/// content stream is written.
enum PDFDrawing: Sendable {
  /// A run of glyphs from font `font` (an index into the canvas's fonts) with its baseline starting at `x`, `y`.
  case text(glyphs: [UInt16], font: Int, size: Double, x: Double, y: Double, color: PDFColor)
  /// A straight line.
  case line(x1: Double, y1: Double, x2: Double, y2: Double, width: Double, color: PDFColor)
  /// A rectangle, filled and/or stroked.
  case rectangle(x: Double, y: Double, width: Double, height: Double, fill: PDFColor?, stroke: PDFColor?)
}
