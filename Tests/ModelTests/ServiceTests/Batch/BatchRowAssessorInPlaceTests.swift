import DataSource
import Testing

@testable import Model

/// A `--reference who` run writes each row's outcome over the last one
/// (`BatchRowAssessor.assess(_:…)`); whatever row came before, the result is the fresh
/// outcome `assess(…)` gives, field by field.
struct BatchRowAssessorInPlaceTests {
  static let people: [BatchPerson] = {
    var people: [BatchPerson] = []
    for sex in [Sex?.none, .female, .male] {
      for months in [Double?.none, 0, 3.2, 23.9, 30, 59.99, 60, 120, 228, 228.5, 300] {
        var person = BatchPerson()
        person.sex = sex
        person.ageMonths = months
        person.isAdult = (months ?? 0) >= 240
        people.append(person)
        person.waistCentimetres = 50
        people.append(person)
        person.waistCentimetres = nil
        person.population = .asian
        people.append(person)
        person.population = nil
        person.isMeasuredInFuture = true
        people.append(person)
      }
    }
    return people
  }()

  /// Every field `BatchAddedFields.write` reads, the scores only for a `.child` row.
  static func fields(_ outcome: BatchRowOutcome) -> String {
    let scores = outcome.kind == .child ? "\(outcome.scores.bmiZ.bitPattern)" : "-"
    return
      "\(outcome.hundredths) \(outcome.kind) \(outcome.reference) \(outcome.adultOrdinal) "
      + "\(outcome.reason) \(String(describing: outcome.whoClass)) "
      + "\(outcome.ageMonths.bitPattern) \(outcome.flags.rawValue) "
      + "\(String(describing: outcome.waist)) \(scores)"
  }

  @Test(arguments: [ReferenceChoice.who, .cdc])
  func assessInPlace_afterAnyRow_equalsAFreshOutcome(reference: ReferenceChoice) {
    let sut = BatchRowAssessor(reference: reference)
    var outcome = BatchRowOutcome(hundredths: 0, kind: .unassessed)
    for before in Self.people {
      for person in Self.people {
        outcome = sut.assess(
          weightKilograms: 31, heightCentimetres: 90, hundredths: 1_234, person: before)
        outcome.whoClass = .obesity
        sut.assess(
          &outcome, weightKilograms: 12, heightCentimetres: 85, hundredths: 1_661, person: person)
        let fresh = sut.assess(
          weightKilograms: 12, heightCentimetres: 85, hundredths: 1_661, person: person)
        #expect(Self.fields(outcome) == Self.fields(fresh))
      }
    }
  }
}
