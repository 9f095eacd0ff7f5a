extension PDFDrawing {
  /// The same drawing `distance` points lower on the page.
  package func moved(down distance: Double) -> PDFDrawing {
    switch self {
    case .text(let runs, let size, let x, let y, let color, let actualText):
      .text(runs: runs, size: size, x: x, y: y - distance, color: color, actualText: actualText)
    case .line(let x1, let y1, let x2, let y2, let width, let color):
      .line(x1: x1, y1: y1 - distance, x2: x2, y2: y2 - distance, width: width, color: color)
    case .image(let index, let rectangle):
      .image(
        index: index,
        rectangle: PDFRectangle(
          x: rectangle.x, y: rectangle.y - distance, width: rectangle.width, height: rectangle.height))
    case .rectangle(let x, let y, let width, let height, let fill, let stroke):
      .rectangle(x: x, y: y - distance, width: width, height: height, fill: fill, stroke: stroke)
    }
  }
}
