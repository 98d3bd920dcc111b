import DataSource

extension Assessor {
  /// Whether `person` is scored with the weight or the height not given (`nan`): a child of
  /// a known age and sex whom the WHO's standards or reference score, as the WHO's anthro
  /// scores a child measured but not weighed (or weighed but not measured), by the
  /// indicators the measures given allow. Everyone else needs both, since their class is
  /// the BMI's. Batch rows follow the same rule (`BatchRowAssessor.scores(without:)`).
  public func scoresWithoutBMI(_ person: Person, measuredOn: LocalDate) -> Bool {
    guard let age = person.age, let months = try? AgeResolver().months(age, measuredOn: measuredOn)
    else { return false }
    let core = self.core(
      weightKilograms: .nan, heightCentimetres: .nan, sex: person.sex, ageMonths: months,
      isAdult: AgeResolver().isAdult(age, months: months, measuredOn: measuredOn),
      population: person.population, reference: person.reference ?? .cdc)
    return core.kind == .whoChild
  }
}
