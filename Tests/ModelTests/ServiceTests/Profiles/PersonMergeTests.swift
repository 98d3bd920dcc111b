import DataSource
import Model
import Testing

struct PersonMergeTests {
  static let profile = Person(
    sex: .female, age: .born(LocalDate(year: 2016, month: 7, day: 15)), population: .asian)

  @Test func merged_emptyOptions_takeProfile() {
    #expect(Person().merged(over: Self.profile) == Self.profile)
  }

  @Test func merged_givenOptions_winFieldByField() {
    let sut = Person(age: .months(30)).merged(over: Self.profile)
    #expect(sut == Person(sex: .female, age: .months(30), population: .asian))
  }

  @Test func merged_overEmptyProfile_keepsOptions() {
    let options = Person(sex: .male, population: .default)
    #expect(options.merged(over: Person()) == options)
  }
}
