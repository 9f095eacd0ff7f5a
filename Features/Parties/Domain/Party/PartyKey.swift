import IndiaTax
import SharedCore

/// A key that finds a party whatever its id: what an app that keeps the book in step with another
/// system (or a harness driving it from outside) looks parties up by.
///
/// A party's ``Party/id`` is not such a key: it is a local id until the server acknowledges the
/// party, and a merge makes another party's account the one that counts. These keys are:
///
/// - ``gstin(_:)``: the registered business's legal identity; at most one party in use has it (the
///   book and the server refuse a second; two devices offline can still both register it, a clash
///   ``PartyBook/gstinClashes()`` lists and lookups answer deterministically), though parties merged
///   into it may carry it too;
/// - ``phone(_:)``: any of the party's mobile numbers; not unique (a family's shops may share one);
/// - ``external(_:)``: ``Party/externalKey``, the other system's id for the party, which the app
///   sets; at most one party in use has it.
///
/// ``PartyBook/parties(withKey:)`` answers every party carrying the key exactly, merged ones marked
/// with their survivor.
public enum PartyKey: Sendable, Hashable, CustomStringConvertible {
  /// The party's GSTIN.
  case gstin(GSTIN)
  /// One of the party's mobile numbers.
  case phone(IndianPhoneNumber)
  /// The party's ``Party/externalKey``, compared exactly (case and all; surrounding white space aside).
  case external(String)

  /// `gstin 27AAPFU0939F1ZV`, `phone +91 98765 43210`, `external tally:C-0042`.
  public var description: String {
    switch self {
    case .gstin(let gstin): "gstin \(gstin.value)"
    case .phone(let phone): "phone \(phone)"
    case .external(let key): "external \(key)"
    }
  }

  /// Whether parties in use may share the key (a phone); a GSTIN and an external key are one party's.
  var isShared: Bool {
    if case .phone = self { true } else { false }
  }

  /// The kind and value the store indexes the key under.
  var stored: (kind: String, value: String) {
    switch self {
    case .gstin(let gstin): ("gstin", gstin.value)
    case .phone(let phone): ("phone", phone.digits)
    case .external(let key): ("external", key.trimmingWhitespace())
    }
  }

  /// Every key `party` carries.
  static func keys(of party: Party) -> [PartyKey] {
    var keys = party.phones.map(PartyKey.phone)
    if let gstin = party.gstin { keys.insert(.gstin(gstin), at: 0) }
    if let external = party.externalKey?.trimmingWhitespace(), !external.isEmpty { keys.append(.external(external)) }
    return keys
  }
}
