import IndiaTax

/// Two parties in use with one GSTIN: the party to fix, and the holder, which keeps the GSTIN.
///
/// A clash comes from one of two places (``source``): the server refused the party's change because
/// another party already has the GSTIN (two devices registered the business offline), or this device
/// holds both (one downloaded while a local one waited, or both from a server that did not check).
/// Either way a GSTIN lookup answers the holder first, and the user resolves the clash by merging the
/// party into the holder (``PartyBook/merge(_:into:)``: its ledger then counts there) or by correcting
/// its GSTIN (``PartyBook/update(_:with:)``).
public struct PartyGSTINClash: Sendable, Hashable {
  /// Where the clash was found.
  public enum Source: Sendable, Hashable {
    /// The server refused the party's change: the holder has the GSTIN there. The party stays on
    /// this device, its change parked, until it is fixed.
    case refusedByServer
    /// Both parties are on this device.
    case onDevice
  }

  /// The GSTIN both have.
  public var gstin: GSTIN
  /// The party to fix.
  public var partyID: String
  /// The party that keeps the GSTIN: on the server, the one that had it first; on this device, the
  /// one a lookup answers first. It may not be on this device yet when the server named it.
  public var holderID: String
  /// Where the clash was found.
  public var source: Source

  /// A clash.
  public init(gstin: GSTIN, partyID: String, holderID: String, source: Source) {
    self.gstin = gstin
    self.partyID = partyID
    self.holderID = holderID
    self.source = source
  }
}
