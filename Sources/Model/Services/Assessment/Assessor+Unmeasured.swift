import DataSource

extension Assessor {
  /// Whether `person` is scored with the weight (`weight`), the height (`height`) or both
  /// not given (`nan`): a child of a known age and sex whom a growth reference scores, as
  /// the WHO's anthro and the CDC's cdcanthro score a child measured but not weighed (or
  /// weighed but not measured), by the indicators the measures given allow; with neither,
  /// only a child the WHO scores (its head and arm circumference-for-age need the age
  /// alone). An adult needs both, since the class is the BMI's. Batch rows follow the same
  /// rule (`BatchRowAssessor.scores(without:)`).
  public func scoresWithout(
    weight: Bool, height: Bool, _ person: Person, measuredOn: LocalDate
  ) -> Bool {
    guard let age = person.age, let months = try? AgeResolver().months(age, measuredOn: measuredOn)
    else { return false }
    let core = self.core(
      weightKilograms: .nan, heightCentimetres: .nan, sex: person.sex, ageMonths: months,
      isAdult: AgeResolver().isAdult(age, months: months, measuredOn: measuredOn),
      population: person.population, reference: person.reference ?? .cdc)
    return core.kind == .whoChild || (core.kind == .child && !(weight && height))
  }
}
