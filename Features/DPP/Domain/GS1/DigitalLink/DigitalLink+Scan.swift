extension DigitalLink {
  /// Interprets whatever a barcode scanner delivered: a Digital Link URI (optionally behind a
  /// symbology identifier such as `]Q1` or `]d1`), bracketed element strings, or raw GS1 AI data
  /// (`]d2`, `]Q3`, `]C1`, `]e0`, `]J1`, `]E0`, `]E4`, or no identifier).
  public init(scanned text: String, options: Options = .init()) throws(DigitalLinkError) {
    var payload = Substring(text)
    if payload.hasPrefix("]"), payload.count >= 3 {
      let afterIdentifier = payload.dropFirst(3)
      if Self.looksLikeURI(afterIdentifier) { payload = afterIdentifier }
    }
    if Self.looksLikeURI(payload) {
      try self.init(String(payload), options: options)
    } else {
      try self.init(elementString: String(payload), options: options)
    }
  }

  private static func looksLikeURI(_ text: Substring) -> Bool {
    text.hasPrefix("http://") || text.hasPrefix("https://") || text.hasPrefix("HTTP://") || text.hasPrefix("HTTPS://")
  }
}
