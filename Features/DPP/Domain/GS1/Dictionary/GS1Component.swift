/// One component of an AI value: a character set, a length range and content linters.
public struct GS1Component: Sendable, Hashable {
  /// The character set (`N`, `X`, `Y`, `Z` in the dictionary).
  public let characterSet: GS1CharacterSet
  /// Permitted lengths (`N13` is `13...13`, `X..20` is `1...20`).
  public let length: ClosedRange<Int>
  /// Whether the component may be absent (written `[…]`).
  public let optional: Bool
  /// Additional content checks, run after the character-set check.
  public let linters: [GS1Linter]

  /// Creates a component.
  public init(
    _ characterSet: GS1CharacterSet, _ length: ClosedRange<Int>, optional: Bool = false, linters: [GS1Linter] = []
  ) {
    self.characterSet = characterSet
    self.length = length
    self.optional = optional
    self.linters = linters
  }
}
