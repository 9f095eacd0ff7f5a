import SharedCore

/// What a party import reports as it runs: progress, then its report (or why it stopped, with
/// nothing saved).
public typealias PartyImportUpdate = CSVImportUpdate
