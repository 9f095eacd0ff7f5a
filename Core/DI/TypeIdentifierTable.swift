/// A frozen hash table from type identities to values: the registry's lookup for unnamed keys.
///
/// Open addressing with linear probing over a power-of-two array, hashed by multiplying the type's
/// metadata address (Fibonacci hashing). Built once, never mutated, so lookups need no lock and
/// cost a multiply, a shift and usually one comparison, instead of a full `Hasher` round.
@usableFromInline
struct TypeIdentifierTable<Value: Sendable>: Sendable {
  @usableFromInline let buckets: [(key: ObjectIdentifier, value: Value)?]
  @usableFromInline let shift: Int

  /// Builds the table; a later entry for the same identity replaces an earlier one.
  init(_ entries: some Sequence<(ObjectIdentifier, Value)>) {
    let entries = Array(entries)
    var bits = 3
    while 1 << bits < entries.count * 2 { bits += 1 }
    var buckets = [(key: ObjectIdentifier, value: Value)?](repeating: nil, count: 1 << bits)
    let shift = UInt.bitWidth - bits
    for (key, value) in entries {
      var index = Self.bucket(of: key, shift: shift)
      while let occupant = buckets[index], occupant.key != key { index = (index + 1) & (buckets.count - 1) }
      buckets[index] = (key, value)
    }
    self.buckets = buckets
    self.shift = shift
  }

  /// The value stored for `key`, if any.
  @inlinable
  func value(for key: ObjectIdentifier) -> Value? {
    var index = Self.bucket(of: key, shift: shift)
    while let entry = buckets[index] {
      if entry.key == key { return entry.value }
      index = (index + 1) & (buckets.count - 1)
    }
    return nil
  }

  @inlinable
  static func bucket(of key: ObjectIdentifier, shift: Int) -> Int {
    Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
  }
}
