import SharedCore

/// What the party import screen shows.
public typealias PartyImportState = CSVImportState
