extension DigitalLink {
  /// The URI on `stem`: `/key/value/qualifier/value…` then the attributes as query parameters,
  /// fixed-length AIs first, then variable-length ones, each group in received order (as GS1's
  /// `gs1_generateDLuri` orders them). Values are escaped keeping only RFC 3986 unreserved
  /// characters (a space becomes `%20` in the path, `+` in the query).
  ///
  /// - Parameters:
  ///   - stem: scheme, domain and optional path prefix; a trailing `/` is trimmed.
  ///   - includingNonAIParameters: append ``nonAIParameters`` (e.g. `linkType`) after the AIs;
  ///     GS1's canonical form omits them.
  public func uri(stem: String = DigitalLink.canonicalStem, includingNonAIParameters: Bool = true) -> String {
    var text = stem.hasSuffix("/") ? String(stem.dropLast()) : stem
    for element in [primaryKey] + qualifiers {
      text += "/" + element.ai + "/" + GS1PercentEncoding.encode(element.value, query: false)
    }
    var query: [String] = []
    let fixed = attributes.filter { GS1Dictionary.entry(for: $0.ai)?.fixedLength == true }
    let variable = attributes.filter { GS1Dictionary.entry(for: $0.ai)?.fixedLength != true }
    for element in fixed + variable {
      query.append(element.ai + "=" + GS1PercentEncoding.encode(element.value, query: true))
    }
    if includingNonAIParameters {
      for parameter in nonAIParameters {
        let name = GS1PercentEncoding.encode(parameter.name, query: true)
        query.append(parameter.value.map { name + "=" + GS1PercentEncoding.encode($0, query: true) } ?? name)
      }
    }
    return query.isEmpty ? text : text + "?" + query.joined(separator: "&")
  }

  /// The constrained EPCIS Digital Link URI on `https://id.gs1.org`; see ``epcURI(stem:)``.
  public var epcURI: String { epcURI(stem: Self.canonicalStem) }

  /// GS1's canonical URI: on `https://id.gs1.org`, without non-AI parameters (what GS1's engine generates).
  public var canonicalURI: String { uri(stem: Self.canonicalStem, includingNonAIParameters: false) }

  /// The constrained Digital Link URI EPCIS 2.0 / CBV 2.0 use in `epcList` (no query string): for a GTIN,
  /// `/01/{GTIN-14}/21/{serial}` (instance level), else `/01/{GTIN-14}/10/{lot}` (class level), else
  /// `/01/{GTIN-14}`; for other keys, the key and its qualifiers.
  /// Values are escaped as in ``uri(stem:includingNonAIParameters:)``.
  public func epcURI(stem: String) -> String {
    var path = [primaryKey]
    if primaryKey.ai == "01" {
      if let serial {
        path.append(GS1Element(ai: "21", value: serial))
      } else if let lot {
        path.append(GS1Element(ai: "10", value: lot))
      }
    } else {
      path += qualifiers
    }
    let base = stem.hasSuffix("/") ? String(stem.dropLast()) : stem
    return path.reduce(base) { $0 + "/" + $1.ai + "/" + GS1PercentEncoding.encode($1.value, query: false) }
  }
}
