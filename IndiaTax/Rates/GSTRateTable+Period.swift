import Foundation
import SharedCore

extension GSTRateTable {
  /// The rates in force from a date until the next period starts.
  public struct Period: Sendable, Hashable, Codable {
    /// The first day the rates apply.
    public var effectiveFrom: CalendarDate
    /// The rates, each for any supply or for named goods only.
    public var entries: [Entry]
    /// What brought the period in, for messages: `"GST Council, 56th meeting; Notification 9/2025–Central Tax (Rate)"`.
    public var source: String
    /// What the change meant for rates that left general use, and what to choose instead.
    public var notes: [Note]

    /// A period.
    public init(effectiveFrom: CalendarDate, entries: [Entry], source: String, notes: [Note] = []) {
      self.effectiveFrom = effectiveFrom
      self.entries = entries
      self.source = source
      self.notes = notes
    }

    /// A period whose rates all apply to any supply.
    public init(effectiveFrom: CalendarDate, rates: [Decimal], source: String) {
      self.init(effectiveFrom: effectiveFrom, entries: rates.map { Entry(rate: $0) }, source: source)
    }
  }

  /// One rate of a period and what it applies to.
  public struct Entry: Sendable, Hashable, Codable {
    /// The whole GST rate in percent.
    public var rate: Decimal
    /// What it applies to.
    public var scope: Scope
    /// The notification that keeps it for named goods, if it is kept for some only.
    public var source: String?

    /// An entry.
    public init(rate: Decimal, scope: Scope = .anySupply, source: String? = nil) {
      self.rate = rate
      self.scope = scope
      self.source = source
    }
  }

  /// What a rate applies to.
  public enum Scope: Sendable, Hashable, Codable {
    /// Any goods or services the rate notifications put at it.
    case anySupply
    /// Only goods whose HSN code overlaps one of `hsnPrefixes` (see ``HSNCode/overlaps(_:)``),
    /// described as `description` in messages.
    case goods(hsnPrefixes: [String], description: String)

    /// Whether the rate applies to any supply.
    public var isGeneral: Bool {
      if case .anySupply = self { true } else { false }
    }

    /// Whether the rate may apply to goods classified as `code` (`nil`: not known, so only a general
    /// rate does).
    public func includes(_ code: HSNCode?) -> Bool {
      switch self {
      case .anySupply: true
      case .goods(let prefixes, _): code.map { code in prefixes.contains { code.overlaps($0) } } ?? false
      }
    }
  }

  /// What a change meant for one rate.
  public struct Note: Sendable, Hashable, Codable {
    /// The rate.
    public var rate: Decimal
    /// What happened to the goods at it, for messages (may be empty).
    public var text: String
    /// The rates most of them moved to.
    public var alternatives: [Decimal]

    /// A note.
    public init(rate: Decimal, text: String, alternatives: [Decimal]) {
      self.rate = rate
      self.text = text
      self.alternatives = alternatives
    }
  }
}
