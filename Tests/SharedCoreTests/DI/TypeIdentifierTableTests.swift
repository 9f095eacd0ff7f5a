import Testing

@testable import SharedCore

@Suite struct TypeIdentifierTableTests {
  final class Marker {}

  @Test func everyKeyFindsItsValueAndNoOtherKeyFindsOne() {
    let markers = (0..<1_000).map { _ in Marker() }
    let table = TypeIdentifierTable(markers.enumerated().map { (ObjectIdentifier($1), $0) })
    for (index, marker) in markers.enumerated() {
      #expect(table.value(for: ObjectIdentifier(marker)) == index)
    }
    let strangers = (0..<1_000).map { _ in Marker() }
    #expect(strangers.allSatisfy { table.value(for: ObjectIdentifier($0)) == nil })
    withExtendedLifetime((markers, strangers)) {}
  }

  @Test func typesAreKeysAndALaterEntryReplacesAnEarlierOne() {
    let table = TypeIdentifierTable([
      (ObjectIdentifier(Int.self), "Int"), (ObjectIdentifier(String.self), "String"),
      (ObjectIdentifier(Int.self), "Int again"),
    ])
    #expect(table.value(for: ObjectIdentifier(Int.self)) == "Int again")
    #expect(table.value(for: ObjectIdentifier(String.self)) == "String")
    #expect(table.value(for: ObjectIdentifier(Double.self)) == nil)
    #expect(TypeIdentifierTable<Int>([]).value(for: ObjectIdentifier(Int.self)) == nil)
  }
}
