import SharedCore

/// Generates every combination of option values as variants: Size [S, M] × Colour [Red, Blue] is
/// four variants, each with an SKU derived from the product's (`TS-S-RED`).
public struct ProductVariantMatrix: Sendable, Hashable {
  /// An option and its values, in display order.
  public struct Option: Sendable, Hashable {
    /// The option's name (`"Size"`).
    public let name: String
    /// Its values (`["S", "M", "L"]`).
    public let values: [String]

    /// An option.
    public init(_ name: String, values: [String]) {
      self.name = name
      self.values = values
    }
  }

  /// The options, the first varying slowest.
  public let options: [Option]

  /// A matrix of `options`.
  /// - Throws: ``ProductFieldMessage`` when there are no options, an option has no values, or a name
  ///   or value repeats, also as the variant id and SKU part it makes (`Light Blue` and `LightBlue`).
  public init(_ options: [Option]) throws(ProductFieldMessage) {
    guard !options.isEmpty else { throw ProductFieldMessage("Add at least one option.") }
    guard Set(options.map { $0.name.lowercased() }).count == options.count else {
      throw ProductFieldMessage("Each option needs a different name.")
    }
    for option in options {
      guard !option.values.isEmpty else { throw ProductFieldMessage("\(option.name) needs at least one value.") }
      guard Set(option.values.map { $0.lowercased() }).count == option.values.count else {
        throw ProductFieldMessage("\(option.name) lists a value twice.")
      }
      var seen: [String: String] = [:]
      for value in option.values {
        if let earlier = seen.updateValue(value, forKey: Self.part(value)) {
          throw ProductFieldMessage("\(option.name) values \(earlier) and \(value) would make the same SKU.")
        }
      }
    }
    self.options = options
  }

  /// What a value adds to a variant's id and SKU: uppercased, spaces removed.
  static func part(_ value: String) -> String { value.uppercased().replacing(" ", with: "") }

  /// The number of combinations.
  public var count: Int { options.reduce(1) { $0 * $1.values.count } }

  /// One variant per combination, keeping `existing` variants (matched by option values) so their
  /// ids, SKUs, barcodes and prices survive regenerating the matrix.
  public func variants(baseSKU: String?, existing: [ProductVariant] = []) -> [ProductVariant] {
    var combinations: [[String: String]] = [[:]]
    for option in options {
      combinations = combinations.flatMap { partial in
        option.values.map { value in partial.merging([option.name: value]) { $1 } }
      }
    }
    return combinations.map { combination in
      if let kept = existing.first(where: { $0.options == combination }) { return kept }
      let suffix = options.compactMap { combination[$0.name] }.map(Self.part)
      let key = suffix.joined(separator: "-")
      return ProductVariant(id: key, options: combination, sku: baseSKU.map { "\($0)-\(key)" })
    }
  }
}
