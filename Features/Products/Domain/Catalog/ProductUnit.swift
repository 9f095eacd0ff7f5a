import Foundation
import SharedCore

/// The unit a product is counted in, and the other units it is bought or sold in, each a fixed
/// multiple of it: stock is `pcs`, a `box` is 12 `pcs`. Quantities are `Decimal` (1.5 kg).
public struct ProductUnit: Sendable, Hashable, Codable {
  /// Another unit and how many base units one of it is.
  public struct Conversion: Sendable, Hashable, Codable {
    /// The unit's name (`"box"`).
    public let unit: String
    /// Base units in one of it (`12`).
    public let factor: Decimal

    /// One `unit` is `factor` base units.
    public init(unit: String, factor: Decimal) {
      self.unit = unit
      self.factor = factor
    }

    private enum CodingKeys: String, CodingKey { case unit, factor }

    /// Decodes `{"unit": "box", "factor": "12"}`.
    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      self.init(unit: try c.decode(String.self, forKey: .unit), factor: try c.decodeExactDecimal(forKey: .factor))
    }

    /// Encodes the factor as an exact string.
    public func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(unit, forKey: .unit)
      try c.encodeExactDecimal(factor, forKey: .factor)
    }
  }

  /// The unit stock is kept in (`"pcs"`, `"kg"`).
  public let base: String
  /// The other units.
  public let alternatives: [Conversion]

  /// A base unit and its alternatives.
  /// - Throws: ``ProductUnitError`` for an empty name, a factor that is not positive, or a unit named
  ///   twice (names compare case-insensitively).
  public init(_ base: String, alternatives: [Conversion] = []) throws(ProductUnitError) {
    let base = base.trimmingWhitespace()
    guard !base.isEmpty else { throw .emptyName }
    var seen: Set<String> = [base.lowercased()]
    for conversion in alternatives {
      guard !conversion.unit.trimmingWhitespace().isEmpty else { throw .emptyName }
      guard conversion.factor > 0 else { throw .nonPositiveFactor(unit: conversion.unit) }
      guard seen.insert(conversion.unit.lowercased()).inserted else { throw .duplicateUnit(conversion.unit) }
    }
    self.base = base
    self.alternatives = alternatives
  }

  /// `quantity` of `unit` in base units: 2 boxes → 24 pcs.
  /// - Throws: ``ProductUnitError/unknownUnit(_:)`` for a unit the product is not sold in.
  public func baseQuantity(_ quantity: Decimal, in unit: String) throws(ProductUnitError) -> Decimal {
    quantity * (try factor(of: unit))
  }

  /// `baseQuantity` base units expressed in `unit`: 30 pcs → 2.5 boxes.
  /// - Throws: ``ProductUnitError/unknownUnit(_:)``.
  public func quantity(_ baseQuantity: Decimal, in unit: String) throws(ProductUnitError) -> Decimal {
    baseQuantity / (try factor(of: unit))
  }

  /// Base units in one `unit` (1 for the base unit itself).
  public func factor(of unit: String) throws(ProductUnitError) -> Decimal {
    if unit.caseInsensitiveCompare(base) == .orderedSame { return 1 }
    guard let conversion = alternatives.first(where: { $0.unit.caseInsensitiveCompare(unit) == .orderedSame }) else {
      throw .unknownUnit(unit)
    }
    return conversion.factor
  }
}
