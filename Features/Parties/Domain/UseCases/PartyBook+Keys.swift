import Foundation
import SharedCore

extension PartyBook {
  /// Every party carrying `key` exactly (a GSTIN, one of its phones, its external key): parties in
  /// use first, then archived, then merged ones (each marked with ``PartyListItem/survivorID`` and
  /// showing its survivor's figures). Within each group, a phone's parties by name; a GSTIN's or an
  /// external key's the holder first: the party the server has before this device's own, then the
  /// one the server created first, the same on every device.
  ///
  /// At most one party in use has a GSTIN or an external key; a phone may be shared. Two parties in
  /// use with one GSTIN are a clash (``gstinClashes()``), created on two devices offline: the first
  /// answered is the holder, the same on every device.
  ///
  /// ```swift
  /// let asha = try await book.parties(withKey: .gstin(try GSTIN("27AAPFU0939F1ZV"))).first
  /// let byPhone = try await book.parties(withKey: .phone(try IndianPhoneNumber("98765 43210")))
  /// let synced = try await book.parties(withKey: .external("tally:C-0042")).first
  /// ```
  public func parties(withKey key: PartyKey) async throws -> [PartyListItem] {
    let today = today
    return try await store.read {
      try PartyBookQueries.withAccountFigures(try PartyBookQueries.parties(withKey: key, in: $0), today: today, in: $0)
    }
  }
}
