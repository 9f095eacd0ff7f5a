import SharedCore

/// Test doubles for SharedCore users' feature tests.
public enum SharedTesting {}
