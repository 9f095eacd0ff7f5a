extension DigitalLink {
  /// Parsing policies; the defaults match GS1's reference syntax engine.
  public struct Options: Sendable, Hashable {
    /// Accept GTIN-8/12/13 for AI (01) and pad them to GTIN-14 (deprecated legacy form; off by default).
    public var permitZeroSuppressedGTIN: Bool
    /// Accept the deprecated convenience alphas (`/gtin/`, `/ser/`, `/lot/`, …) for path AIs (off by default).
    public var permitConvenienceAlphas: Bool
    /// Accept AIs missing from the syntax dictionary, as GS1's `permitUnknownAIs` does (off by default).
    public var permitUnknownAIs: Bool
    /// Accept unknown AIs as query data attributes (GS1's `unknownAIasDLattr`; needs `permitUnknownAIs`).
    public var unknownAIsAsDataAttributes: Bool
    /// Check the dictionary's `req=`/`ex=` association rules over the whole element string (on by default).
    public var validateAssociations: Bool

    /// Creates options; every argument defaults to GS1's default.
    public init(
      permitZeroSuppressedGTIN: Bool = false, permitConvenienceAlphas: Bool = false, permitUnknownAIs: Bool = false,
      unknownAIsAsDataAttributes: Bool = false, validateAssociations: Bool = true
    ) {
      self.permitZeroSuppressedGTIN = permitZeroSuppressedGTIN
      self.permitConvenienceAlphas = permitConvenienceAlphas
      self.permitUnknownAIs = permitUnknownAIs
      self.unknownAIsAsDataAttributes = unknownAIsAsDataAttributes
      self.validateAssociations = validateAssociations
    }
  }
}
