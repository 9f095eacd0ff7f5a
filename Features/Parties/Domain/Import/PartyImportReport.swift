import SharedCore

/// What a party import did: rows created and updated (the same GSTIN, or the same name and phone,
/// as an existing party or an earlier row updates it), and every row it refused with where and why.
public typealias PartyImportReport = CSVImportReport
