import SharedCore

/// One style of the document's text (regular or bold) across scripts: which font draws each script.
///
/// Each value is an index into the canvas's font faces. A character of no script (a digit, space or
/// sign) goes with the script of its run when that run's font has it, and otherwise to the first
/// face that does: the Latin face, then the others in order.
package struct PDFTypeface: Sendable {
  /// The face for Latin, Greek and Cyrillic letters, and the first fallback.
  package let latin: Int
  /// The face for each other script it covers.
  package let scripts: [WritingScript: Int]
  /// Every face of the style, the Latin one first: the fallback order.
  package var faces: [Int] { [latin] + scripts.values.sorted() }

  /// The style drawing Latin with face `latin` and each script in `scripts` with its face.
  package init(latin: Int, scripts: [WritingScript: Int]) {
    self.latin = latin
    self.scripts = scripts
  }

  /// The face for letters of `script`.
  package func face(for script: WritingScript) -> Int {
    scripts[script] ?? latin
  }
}
