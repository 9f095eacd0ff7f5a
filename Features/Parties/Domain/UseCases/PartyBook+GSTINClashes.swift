import IndiaTax
import SharedCore

/// When two parties in use have one GSTIN.
///
/// Each device checks a GSTIN against the parties it holds, so two devices offline can both register
/// one business. The server takes the first and refuses the other's party; a download can also bring
/// a party with a GSTIN a local one has. A GSTIN lookup (``parties(withKey:)``) then answers the holder
/// first, and ``gstinClashes()`` lists what the user resolves: merge the party into the holder
/// (``merge(_:into:)``) or correct its GSTIN (``update(_:with:)``). Either edit replaces the parked
/// change, which goes with the next sync under a new idempotency key (its content is new; the refused
/// request changed nothing on the server).
extension PartyBook {
  /// The server's name for GSTINs among the unique values of a party.
  static let gstinRule = "gstin"

  /// Every party in use whose GSTIN another party in use has, with the holder: those whose change the
  /// server refused for it first (in the order they were queued), then those on this device, by
  /// GSTIN.
  public func gstinClashes() async throws -> [PartyGSTINClash] {
    var clashes: [PartyGSTINClash] = []
    var seen: Set<String> = []
    for mutation in try await parties.rejectedMutations() {
      for clash in mutation.rejection?.clashes ?? [] where clash.rule == Self.gstinRule {
        guard let gstin = try? GSTIN(clash.key), seen.insert(mutation.recordID).inserted else { continue }
        clashes.append(
          PartyGSTINClash(
            gstin: gstin, partyID: mutation.recordID, holderID: clash.holderID, source: .refusedByServer))
      }
    }
    let shared = try await store.read { try PartyBookQueries.sharedGSTINs(in: $0) }
    for (_, parties) in shared {
      guard let holder = parties.first, let gstin = holder.party.gstin else { continue }
      for party in parties.dropFirst() where seen.insert(party.id).inserted {
        clashes.append(PartyGSTINClash(gstin: gstin, partyID: party.id, holderID: holder.id, source: .onDevice))
      }
    }
    return clashes
  }
}
