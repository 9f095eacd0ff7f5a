/// A stretch of text in one ``WritingScript``: what a shaper is given at a time.
public struct WritingScriptRun: Sendable, Hashable {
  /// The script of the run's letters.
  public let script: WritingScript
  /// The run's Unicode scalars, as indices into the text's `unicodeScalars`.
  public let scalars: Range<Int>

  /// Creates a run.
  public init(script: WritingScript, scalars: Range<Int>) {
    self.script = script
    self.scalars = scalars
  }
}
