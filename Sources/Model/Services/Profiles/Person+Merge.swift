import DataSource

extension Person {
  /// This person's fields where given, `base`'s elsewhere: options on the command line
  /// (`self`) win over the stored profile (`base`), field by field.
  public func merged(over base: Person) -> Person {
    Person(
      sex: sex ?? base.sex, age: age ?? base.age, population: population ?? base.population,
      reference: reference ?? base.reference)
  }
}
