import SharedCore

/// Where a product stands with the server, as lists show it.
public typealias ProductSyncStatus = SyncRecordStatus.Kind
