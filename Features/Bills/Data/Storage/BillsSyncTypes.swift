import SharedCore

/// The record types BillsFeature keeps in sync.
///
/// A document references its party and its lines' products, which may be local records created
/// offline in the same session: the sync engine uploads them first and swaps in the server's ids.
public enum BillsSyncTypes {
  /// Documents: a conflict takes the server's document with the payments and applied credit notes
  /// this device recorded added to it (the money recorded on either device is never dropped), and the
  /// local side is kept as a conflict to review. Links point one way, from a converted document to its
  /// source and from a note to its original (a credit note applied to an invoice is named in the
  /// invoice by its number), so no two documents wait for each other to upload.
  public static let documents = SyncRecordType(
    "bill-documents", path: ["v1", "sync", "bill-documents"],
    references: [
      "partyId": "parties", "lines[].productId": "products", "convertedFromId": "bill-documents",
      "originalId": "bill-documents",
    ], conflictPolicy: .merge(BillDocumentRecord.merge))
  /// Payments against documents: append-only, so payments recorded on two devices both count.
  public static let payments = SyncRecordType(
    "bill-payments", path: ["v1", "sync", "bill-payments"],
    references: ["documentId": "bill-documents", "partyId": "parties"], isAppendOnly: true)
  /// Number-block reservations: a device creates the request, and the server's answer carries the
  /// block of sequence numbers reserved for it, disjoint from every other device's.
  public static let numberBlocks = SyncRecordType(
    "bill-number-blocks", path: ["v1", "sync", "bill-number-blocks"], isAppendOnly: true)

  /// The payment-reminder settings: one record, merged field by field on a conflict, so two devices
  /// changing different settings both keep their change.
  public static let reminderSettings = SyncRecordType(
    "bill-reminder-settings", path: ["v1", "sync", "bill-reminder-settings"],
    conflictPolicy: .merge { $0.fieldwise })
  /// Each party's reminder preference (opted out, language, channel), merged field by field.
  public static let reminderParties = SyncRecordType(
    "bill-reminder-parties", path: ["v1", "sync", "bill-reminder-parties"], references: ["partyId": "parties"],
    conflictPolicy: .merge { $0.fieldwise })

  /// Every type, in dependency order.
  public static let all = [documents, payments, numberBlocks, reminderSettings, reminderParties]
}
