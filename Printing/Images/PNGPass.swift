/// The pixels of a PNG image stored together: the whole image, or one of the seven Adam7
/// interlacing passes (W3C PNG §8.2), each a sub-image of every `columnStep`-th column from `column`
/// and every `rowStep`-th row from `row`.
package struct PNGPass: Sendable, Hashable {
  /// The first column and row of the image the pass holds.
  package let column: Int
  /// The first image row the pass holds.
  package let row: Int
  /// The distance between the image columns and rows the pass holds.
  package let columnStep: Int
  /// The distance between the image rows the pass holds.
  package let rowStep: Int
  /// The pass's size in pixels; a pass of a small image may be empty.
  package let width: Int
  /// The pass's height in pixels.
  package let height: Int

  private static let adam7 = [
    (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
  ]

  /// The passes of a `width` × `height` image, in the order its data stores them.
  package static func passes(width: Int, height: Int, interlaced: Bool) -> [PNGPass] {
    guard interlaced else {
      return [PNGPass(column: 0, row: 0, columnStep: 1, rowStep: 1, width: width, height: height)]
    }
    return adam7.map { column, row, columnStep, rowStep in
      PNGPass(
        column: column, row: row, columnStep: columnStep, rowStep: rowStep,
        width: width > column ? (width - column + columnStep - 1) / columnStep : 0,
        height: height > row ? (height - row + rowStep - 1) / rowStep : 0)
    }
  }

  /// Whether the pass holds no pixels (and so no bytes of data, not even filter types).
  package var isEmpty: Bool { width == 0 || height == 0 }
}
