import SharedCore

/// What a party import did: rows created and updated (the same GSTIN, or the same name and phone,
/// as an existing party or an earlier row updates it), and every row it refused with where and why.
///
/// Another name for SharedCore's `CSVImportReport`, not a type of its own: `ProductImportReport` names the same
/// type, so an app cannot overload a function on both.
public typealias PartyImportReport = CSVImportReport
