/// A ``PrintableTextCheck`` that prints everything but the characters it is given: for tests and
/// previews of forms.
public struct FixedPrintableTextCheck: PrintableTextCheck {
  /// The characters reported as unprintable.
  public let unprintable: Set<Unicode.Scalar>

  /// A check refusing `unprintable`.
  public init(unprintable: Set<Unicode.Scalar>) {
    self.unprintable = unprintable
  }

  /// The characters of `text` in ``unprintable``, each once, in order.
  public func unprintableCharacters(in text: String) -> [Unicode.Scalar] {
    var seen: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars where unprintable.contains(scalar) && !seen.contains(scalar) {
      seen.append(scalar)
    }
    return seen
  }
}
