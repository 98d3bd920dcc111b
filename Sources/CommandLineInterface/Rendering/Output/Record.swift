/// An ordered list of named fields: the one shape every machine-readable output is made of,
/// so JSON, CSV and NDJSON carry the same snake_case names in the same order.
public struct Record: Sendable, Equatable {
  public var fields: [(name: String, value: FieldValue)]

  public init(_ fields: [(name: String, value: FieldValue)] = []) {
    self.fields = fields
  }

  public var names: [String] { fields.map(\.name) }

  public subscript(name: String) -> FieldValue? {
    fields.first { $0.name == name }?.value
  }

  public static func == (lhs: Record, rhs: Record) -> Bool {
    lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
  }
}
