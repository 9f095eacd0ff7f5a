import SharedCore

/// Where a party stands with the server, for a badge in lists.
public typealias PartySyncStatus = SyncRecordStatus.Kind
