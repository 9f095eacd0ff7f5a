import SharedCore

/// One style of the document's text (regular or bold) across scripts: which font draws each script.
///
/// Each value is an index into the canvas's font faces. A character of no script (a digit, space or
/// sign) goes with the script of its run when that run's font has it, and otherwise to the first
/// face that does: the Latin face, then the others in order.
struct PDFTypeface: Sendable {
  /// The face for Latin, Greek and Cyrillic letters, and the first fallback.
  let latin: Int
  /// The face for each other script it covers.
  let scripts: [WritingScript: Int]
  /// Every face of the style, the Latin one first: the fallback order.
  var faces: [Int] { [latin] + scripts.values.sorted() }

  /// The face for letters of `script`.
  func face(for script: WritingScript) -> Int {
    scripts[script] ?? latin
  }
}
