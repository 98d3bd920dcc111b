extension Record {
  /// A record of `kind`: its fields in the catalog's order, a field not given is `null`.
  /// Naming a field the catalog lacks is a programming error, caught by the tests.
  init(_ kind: RecordKind, _ values: [String: FieldValue]) {
    let specs = kind.fields
    assert(
      values.keys.allSatisfy { name in specs.contains { $0.name == name } },
      "fields missing from FieldCatalog.\(kind): \(values.keys.filter { name in !specs.contains { $0.name == name } })"
    )
    self.init(specs.map { ($0.name, values[$0.name] ?? .null) })
  }
}
