import DataSource

/// The optional columns a CSV header has about the person measured: sex, age (months, years,
/// or a birth date with a measurement date), population and waist. Any may be absent.
public struct PersonColumns: Sendable, Equatable {
  /// A column's position among the fields, from 0, and its name as the header writes it.
  public struct Column: Sendable, Equatable {
    public let index: Int
    public let name: String
  }

  public private(set) var sex: Column?
  public private(set) var ageMonths: Column?
  public private(set) var ageYears: Column?
  public private(set) var ageDays: Column?
  public private(set) var born: Column?
  public private(set) var measuredOn: Column?
  public private(set) var population: Column?
  public private(set) var waist: MeasureColumn?
  /// The WHO standards' columns: position, oedema, head and arm circumference.
  public private(set) var measured: Column?
  public private(set) var oedema: Column?
  public private(set) var head: MeasureColumn?
  public private(set) var arm: MeasureColumn?

  /// The names of the columns only a child the WHO scores is read for (position, oedema,
  /// head, arm), when no column gives an age: then no row is scored by age, and an age column
  /// bmi does not know by name (ENA's `MONTHS`) is the likely reason. Empty otherwise.
  public var whoColumnsWithoutAge: [String] {
    guard ageMonths == nil, ageYears == nil, ageDays == nil, born == nil else { return [] }
    let found: [(index: Int, name: String)?] = [
      measured.map { ($0.index, $0.name) }, oedema.map { ($0.index, $0.name) },
      head.map { ($0.index, $0.name) }, arm.map { ($0.index, $0.name) },
    ]
    return found.compactMap { $0 }.sorted { $0.index < $1.index }.map(\.name)
  }

  /// No optional column at all: every row is assessed as an adult of the default population.
  public static let none = PersonColumns()

  private init() {}

  /// Finds each role's column, ignoring case: the name in `chosen` (which must be there), else
  /// the first of the role's names the header has. `units` gives a bare waist's unit when the
  /// name does not (`waist_in`). Not `strict` (NDJSON, whose keys vary by line), a chosen name
  /// may be missing and a birth date may come without a measurement date.
  public init(
    names: [String], chosen: [PersonColumnRole: String], units: UnitSystem?, strict: Bool = true
  ) throws(BatchError) {
    let lowered = names.map { $0.lowercased() }
    var found: [PersonColumnRole: Column] = [:]
    // An age named by the user is the age: the other ways to an age are then read only when
    // named too, so that `--age-days-column age` is not also read as years by the default
    // name `age`, which comes first (months, years, days, then a birth date).
    let namesAnAge = PersonColumnRole.ages.contains { chosen[$0] != nil }
    for role in PersonColumnRole.allCases {
      let defaults = namesAnAge && PersonColumnRole.ages.contains(role) ? [] : role.names
      let candidates = chosen[role].map { [$0.lowercased()] } ?? defaults
      // Else an age by its words and unit (`Age (months)`, `Age in days`, `age_mo`).
      let worded = chosen[role] == nil && defaults == role.names ? role.agedByWords(in: names) : nil
      guard
        let index = candidates.lazy.compactMap({ lowered.firstIndex(of: $0) }).first ?? worded
      else {
        if let name = chosen[role], strict {
          throw .personColumnNotFound(role, named: name, available: names)
        }
        continue
      }
      found[role] = Column(index: index, name: names[index])
    }
    // A column of each row's age unit (the WHO igrowup's `ageunit`): an age read by its
    // default name would be read in one unit for every row, so the file is refused.
    if !namesAnAge,
      let unit = names.firstIndex(where: {
        [["ageunit"], ["age", "unit"]].contains(ColumnVocabulary.words(of: $0))
      }),
      let age = [found[.ageYears], found[.ageDays]].compactMap({ $0 }).first(where: {
        $0.name.lowercased() == "age"
      })
    {
      throw .ageUnitColumn(names[unit], age: age.name)
    }
    // The WHO's anthro reads its `age` in days (unless told months): a file in its names,
    // with its `lenhei`, is read so, not in years.
    if !namesAnAge, lowered.contains("lenhei"), let age = found[.ageYears],
      age.name.lowercased() == "age", found[.ageDays] == nil, found[.ageMonths] == nil
    {
      found[.ageDays] = age
      found[.ageYears] = nil
    }
    sex = found[.sex]
    ageMonths = found[.ageMonths]
    ageYears = found[.ageYears]
    ageDays = found[.ageDays]
    born = found[.born]
    measuredOn = found[.measuredOn]
    population = found[.population]
    if let column = found[.waist] {
      waist = MeasureColumn(
        index: column.index, name: column.name, unit: Self.waistUnit(column.name, units: units))
    }
    measured = found[.measured]
    oedema = found[.oedema]
    head = found[.head].map {
      MeasureColumn(index: $0.index, name: $0.name, unit: Self.waistUnit($0.name, units: units))
    }
    arm = found[.arm].map {
      MeasureColumn(index: $0.index, name: $0.name, unit: Self.waistUnit($0.name, units: units))
    }
    // A birth date gives no age without a measurement date: refused up front, unless an age
    // column gives the ages (the WHO's survey files carry `dob` beside `agemons`); a row whose
    // age cell is empty then has the reason measurement-date-missing.
    if let born, measuredOn == nil, strict, ageMonths == nil, ageYears == nil, ageDays == nil {
      throw .bornWithoutMeasurementDate(column: born.name)
    }
  }

  /// Each role's field index, −1 for none, and the unit of a bare waist.
  struct Indices: Sendable {
    let sex: Int
    let ageMonths: Int
    let ageYears: Int
    let ageDays: Int
    let born: Int
    let measuredOn: Int
    let population: Int
    let waist: Int
    let waistUnit: QuantityUnit
    let measured: Int
    let oedema: Int
    let head: Int
    let arm: Int
    let headUnit: QuantityUnit
    let armUnit: QuantityUnit

    init(_ columns: PersonColumns) {
      sex = columns.sex?.index ?? -1
      ageMonths = columns.ageMonths?.index ?? -1
      ageYears = columns.ageYears?.index ?? -1
      ageDays = columns.ageDays?.index ?? -1
      born = columns.born?.index ?? -1
      measuredOn = columns.measuredOn?.index ?? -1
      population = columns.population?.index ?? -1
      waist = columns.waist?.index ?? -1
      waistUnit = columns.waist?.unit ?? .centimetre
      measured = columns.measured?.index ?? -1
      oedema = columns.oedema?.index ?? -1
      head = columns.head?.index ?? -1
      arm = columns.arm?.index ?? -1
      headUnit = columns.head?.unit ?? .centimetre
      armUnit = columns.arm?.unit ?? .centimetre
    }
  }

  /// Whether rows can have an age, or a measurement date that may be after today, so the
  /// child fields (with `reason`) are added.
  public var hasAge: Bool {
    ageMonths != nil || ageYears != nil || ageDays != nil || born != nil || measuredOn != nil
  }

  /// Whether the header has a column only the WHO standards read (age in days, position,
  /// oedema, head, arm): rows then add the WHO's fields, as with `--reference who`.
  public var hasWHO: Bool {
    ageDays != nil || measured != nil || oedema != nil || head != nil || arm != nil
  }

  /// Whether any optional column was found.
  public var isEmpty: Bool { self == .none }

  /// The unit of a bare waist (head, arm) number: from the name (`waist_in`, `Waist (cm)`),
  /// else `units`.
  static func waistUnit(_ name: String, units: UnitSystem?) -> QuantityUnit {
    BatchColumns.unit(named: name, forWeight: false)
      ?? ((units ?? .metric) == .imperial ? .inch : .centimetre)
  }
}
