/// The vital signs `bmi` writes and reads as FHIR R4 Observations: each one's LOINC code,
/// display, profile and UCUM units, declared once for the writer (`bmi export --format fhir`)
/// and the reader (`bmi import`).
public enum FHIRVitalSign: String, Sendable, CaseIterable {
  case bodyWeight = "29463-7"
  case bodyHeight = "8302-2"
  case bmi = "39156-5"
  case waist = "8280-0"
  case headCircumference = "9843-4"
  case armCircumference = "56072-2"
  case bmiPercentile = "59576-9"

  /// The measures an entry's note goes with in an export, first present first: its weight,
  /// else its waist, height, head or arm; import reads the note back in the same order.
  public static let noteOrder: [FHIRVitalSign] = [
    .bodyWeight, .waist, .bodyHeight, .headCircumference, .armCircumference,
  ]

  /// A UCUM unit: `code` is what a system compares, `unit` what a person reads.
  public struct Unit: Sendable, Equatable {
    public let code: String
    public let unit: String
    /// How `QuantityParser` (the one gate for values) reads a value in this unit, after
    /// multiplying it by `scale` (grams are read as thousandths of a kilogram).
    public let spelling: String
    public let scale: Double

    init(code: String, unit: String, spelling: String? = nil, scale: Double = 1) {
      self.code = code
      self.unit = unit
      self.spelling = spelling ?? unit
      self.scale = scale
    }
  }

  public static let loincSystem = "http://loinc.org"
  public static let ucumSystem = "http://unitsofmeasure.org"
  public static let categorySystem = "http://terminology.hl7.org/CodeSystem/observation-category"
  public static let categoryCode = "vital-signs"
  public static let categoryDisplay = "Vital Signs"
  /// The `meta.source` of the Bundles `bmi export` writes: their Patients' names are profiles.
  public static let bmiSource = "urn:bmi:export"
  /// The `meta.tag` (system `bmiSource`) of the height a bmi export reports for the profile,
  /// dated the day of the export: read back as the profile's height, not a logged one.
  public static let profileHeightTag = "profile-height"
  /// The base vital-signs profile, for the signs R4 has no profile of their own for.
  public static let vitalSignsProfile = "http://hl7.org/fhir/StructureDefinition/vitalsigns"

  public static let kilogram = Unit(code: "kg", unit: "kg")
  public static let gram = Unit(code: "g", unit: "g", spelling: "kg", scale: 0.001)
  public static let pound = Unit(code: "[lb_av]", unit: "lb")
  public static let centimetre = Unit(code: "cm", unit: "cm")
  public static let inch = Unit(code: "[in_i]", unit: "in")
  public static let bmiUnit = Unit(code: "kg/m2", unit: "kg/m2")
  public static let percent = Unit(code: "%", unit: "%")

  /// The LOINC long common name.
  public var display: String {
    switch self {
    case .bodyWeight: "Body weight"
    case .bodyHeight: "Body height"
    case .bmi: "Body mass index (BMI) [Ratio]"
    case .waist: "Waist Circumference at umbilicus by Tape measure"
    case .headCircumference: "Head Occipital-frontal circumference"
    case .armCircumference: "Circumference Mid upper arm - by Tape measure"
    case .bmiPercentile: "Body mass index (BMI) [Percentile] Per age and sex"
    }
  }

  /// The R4 core profile the Observation follows (`meta.profile`): its own where R4 has one,
  /// else the base vital-signs profile (US Core's pediatric BMI profile would bind the
  /// whole Bundle to US Core, whose Patient needs an identifier `bmi` does not have).
  public var profile: String {
    let base = "http://hl7.org/fhir/StructureDefinition/"
    switch self {
    case .bodyWeight: return base + "bodyweight"
    case .bodyHeight: return base + "bodyheight"
    case .bmi: return base + "bmi"
    case .headCircumference: return base + "headcircum"
    case .waist, .armCircumference, .bmiPercentile: return Self.vitalSignsProfile
    }
  }

  /// The units the profile's value set allows, the one `bmi` writes first.
  public var units: [Unit] {
    switch self {
    case .bodyWeight: [Self.kilogram, Self.gram, Self.pound]
    case .bodyHeight, .waist, .headCircumference, .armCircumference:
      [Self.centimetre, Self.inch]
    case .bmi: [Self.bmiUnit]
    case .bmiPercentile: [Self.percent]
    }
  }

  /// The unit with this UCUM code, if the sign allows it.
  public func unit(code: String) -> Unit? {
    units.first { $0.code == code }
  }
}
