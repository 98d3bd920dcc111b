import DataSource
import Model

/// `bmi export --format fhir`: a FHIR R4 `Bundle` of type `collection` holding, per profile,
/// a `Patient` (name, sex and birth date: all a profile knows of a person) and its vital-sign
/// `Observation`s: each weigh-in's body weight, waist, BMI and, for a child, BMI percentile
/// (assessed by the one `Assessor`, rounded by `FixedDecimal`), each height and head
/// circumference logged (`bmi log --height/--head`), and the profile's height.
///
/// Entries are written one at a time as they are made, so a long log never sits in memory;
/// their `urn:uuid:` full URLs come from the profile, the sign and the date (`FHIRUUID`).
struct FHIRBundleWriter {
  /// The day the profile's height is reported on: a profile keeps one height, undated.
  let today: LocalDate

  /// Writes the Bundle in pieces through `emit`, which returns `false` once its reader has
  /// gone (then nothing more is made).
  func write(_ document: StoreDocument, emit: (String) -> Bool) {
    guard
      emit(
        "{\n  \"resourceType\": \"Bundle\",\n  \"meta\": {\n    \"source\": \"\(FHIRVitalSign.bmiSource)\"\n  },\n  \"type\": \"collection\",\n  \"entry\": ["
      )
    else { return }
    var count = 0
    func entry(_ url: String, _ resource: Record) -> Bool {
      let record = Record([("fullUrl", .string(url)), ("resource", .object(resource))])
      defer { count += 1 }
      return emit(
        (count == 0 ? "\n    " : ",\n    ") + JSONWriter.pretty(.object(record), level: 2))
    }
    for profile in document.profiles {
      guard writeProfile(profile, isDefault: profile.name == document.defaultProfile, entry)
      else { return }
    }
    _ = emit(count == 0 ? "]\n}\n" : "\n  ]\n}\n")
  }

  private func writeProfile(
    _ profile: Profile, isDefault: Bool, _ entry: (String, Record) -> Bool
  ) -> Bool {
    let patient = FHIRUUID.urn(["patient", profile.name])
    guard entry(patient, patientResource(profile, url: patient, isDefault: isDefault))
    else { return false }
    let subject = Record([("reference", .string(patient)), ("display", .string(profile.name))])
    // An observation's id: its profile, code and day, and the profile height's tag, so that a
    // height logged the same day is another.
    func url(_ sign: FHIRVitalSign, _ date: LocalDate, tag: String? = nil) -> String {
      FHIRUUID.urn(
        ["observation", profile.name, sign.rawValue, date.description] + (tag.map { [$0] } ?? []))
    }
    func observation(
      _ sign: FHIRVitalSign, _ date: LocalDate, _ value: FixedDecimal, note: String? = nil,
      derivedFrom: [String] = [], method: String? = nil, tag: String? = nil
    ) -> Bool {
      let url = url(sign, date, tag: tag)
      let resource = Self.observation(
        sign, url: url, subject: subject, date: date, value: value, note: note,
        derivedFrom: derivedFrom, method: method, tag: tag)
      return entry(url, resource)
    }
    // The profile's height, dated today, unless it is the newest height logged (a child's
    // profile height is its latest measurement, whose own observation, on its own day, says
    // it: one dated today would claim a length measured at the export); an adult's setting
    // beside another logged is written too, so that import gives the profile its own.
    let newest = profile.entries.last { $0.heightCentimetres != nil }
    var height = url(.bodyHeight, newest?.date ?? today)
    if newest?.heightCentimetres != profile.heightCentimetres {
      height = url(.bodyHeight, today, tag: FHIRVitalSign.profileHeightTag)
      guard
        observation(
          .bodyHeight, today, FixedDecimal(profile.heightCentimetres, places: 2).trimmed,
          tag: FHIRVitalSign.profileHeightTag)
      else { return false }
    }
    let assessments = WeighInAssessments(profile, today: today)
    // The height a BMI was derived from: the latest logged on or before its day, else the
    // profile's.
    var measuredHeight: String?
    for (index, weighIn) in profile.entries.enumerated() {
      let date = weighIn.date
      // The entry's note goes with its first measure of weight, waist, height, head and arm
      // (FHIRPeople reads it back in that order).
      let noteSign = Self.noteSign(of: weighIn)
      func note(_ sign: FHIRVitalSign) -> String? { sign == noteSign ? weighIn.note : nil }
      if let centimetres = weighIn.heightCentimetres {
        measuredHeight = url(.bodyHeight, date)
        guard
          observation(
            .bodyHeight, date, FixedDecimal(centimetres, places: 2).trimmed,
            note: note(.bodyHeight))
        else { return false }
      }
      if let centimetres = weighIn.headCentimetres {
        guard
          observation(
            .headCircumference, date, FixedDecimal(centimetres, places: 2).trimmed,
            note: note(.headCircumference))
        else { return false }
      }
      if let centimetres = weighIn.armCentimetres {
        guard
          observation(
            .armCircumference, date, FixedDecimal(centimetres, places: 2).trimmed,
            note: note(.armCircumference))
        else { return false }
      }
      if let kilograms = weighIn.kilograms {
        let weight = url(.bodyWeight, date)
        guard
          observation(
            .bodyWeight, date, FixedDecimal(kilograms, places: 3).trimmed,
            note: note(.bodyWeight))
        else { return false }
        if let assessment = assessments[index], let value = assessment.bmi {
          let bmi = url(.bmi, date)
          guard observation(.bmi, date, value, derivedFrom: [weight, measuredHeight ?? height])
          else { return false }
          if let percentile = Self.bmiPercentile(assessment) {
            guard
              observation(
                .bmiPercentile, date, percentile, derivedFrom: [bmi],
                method: assessment.reference?.rawValue)
            else { return false }
          }
        }
      }
      if let waist = weighIn.waistCentimetres {
        guard
          observation(.waist, date, FixedDecimal(waist, places: 2).trimmed, note: note(.waist))
        else { return false }
      }
    }
    return true
  }

  /// The observation that carries `entry`'s note: its first measure in `FHIRVitalSign.noteOrder`.
  static func noteSign(of entry: WeightEntry) -> FHIRVitalSign? {
    FHIRVitalSign.noteOrder.first { sign in
      switch sign {
      case .bodyWeight: return entry.kilograms != nil
      case .waist: return entry.waistCentimetres != nil
      case .bodyHeight: return entry.heightCentimetres != nil
      case .headCircumference: return entry.headCentimetres != nil
      case .armCircumference: return entry.armCentimetres != nil
      default: return false
      }
    }
  }

  /// A child's BMI-for-age percentile as the tracking records print it: the CDC's, or for a
  /// child the WHO's references score, Φ(z) of the WHO's BMI-for-age z (as the CDC's own
  /// percentile is Φ of its z); `nil` for an adult or a child not scored.
  private static func bmiPercentile(_ assessment: WeighInAssessment) -> FixedDecimal? {
    if let child = assessment.child {
      return FixedDecimal(child.scores.bmiPercentile, places: 2, rule: .exactBinary)
    }
    return WHOScoreFields.bmiForAge(assessment.who)?.percentile
  }

  private func patientResource(_ profile: Profile, url: String, isDefault: Bool) -> Record {
    var fields: [(name: String, value: FieldValue)] = [
      ("resourceType", .string("Patient")),
      ("id", .string(Self.id(url))),
      ("name", .array([.object(Record([("text", .string(profile.name))]))])),
    ]
    if let sex = profile.sex { fields.append(("gender", .string(sex.rawValue))) }
    if let born = profile.born { fields.append(("birthDate", .string(born.description))) }
    // What classes the person beyond sex and age (a child's reference, an adult's cut
    // points), as extensions import reads back.
    let settings = FHIRProfileSetting.values(of: profile, isDefault: isDefault).map { setting in
      let value: (String, FieldValue) =
        if let kilograms = setting.kilograms {
          ("valueDecimal", .number(FixedDecimal(kilograms, places: 3).trimmed))
        } else if let code = setting.code {
          ("valueCode", .string(code))
        } else {
          ("valueBoolean", .bool(true))
        }
      return FieldValue.object(Record([("url", .string(setting.url)), value]))
    }
    if !settings.isEmpty { fields.append(("extension", .array(settings))) }
    return Record(fields)
  }

  /// The vital-signs profile and, for a bmi export's profile height, its tag.
  private static func meta(_ sign: FHIRVitalSign, tag: String?) -> Record {
    var fields: [(name: String, value: FieldValue)] = [
      ("profile", .array([.string(sign.profile)]))
    ]
    if let tag {
      let coding = Record([
        ("system", .string(FHIRVitalSign.bmiSource)), ("code", .string(tag)),
      ])
      fields.append(("tag", .array([.object(coding)])))
    }
    return Record(fields)
  }

  private static func observation(
    _ sign: FHIRVitalSign, url: String, subject: Record, date: LocalDate, value: FixedDecimal,
    note: String?, derivedFrom: [String], method: String?, tag: String?
  ) -> Record {
    let unit = sign.units[0]
    let category = Record([
      ("system", .string(FHIRVitalSign.categorySystem)),
      ("code", .string(FHIRVitalSign.categoryCode)),
      ("display", .string(FHIRVitalSign.categoryDisplay)),
    ])
    let code = Record([
      ("system", .string(FHIRVitalSign.loincSystem)), ("code", .string(sign.rawValue)),
      ("display", .string(sign.display)),
    ])
    var fields: [(name: String, value: FieldValue)] = [
      ("resourceType", .string("Observation")),
      ("id", .string(id(url))),
      ("meta", .object(meta(sign, tag: tag))),
      ("status", .string("final")),
      (
        "category",
        .array([
          .object(
            Record([
              ("coding", .array([.object(category)])),
              ("text", .string(FHIRVitalSign.categoryDisplay)),
            ]))
        ])
      ),
      (
        "code",
        .object(Record([("coding", .array([.object(code)])), ("text", .string(sign.display))]))
      ),
      ("subject", .object(subject)),
      ("effectiveDateTime", .string(date.description)),
      (
        "valueQuantity",
        .object(
          Record([
            ("value", .number(value)), ("unit", .string(unit.unit)),
            ("system", .string(FHIRVitalSign.ucumSystem)), ("code", .string(unit.code)),
          ]))
      ),
    ]
    if let note { fields.append(("note", .array([.object(Record([("text", .string(note))]))]))) }
    if let method { fields.append(("method", .object(Record([("text", .string(method))])))) }
    if !derivedFrom.isEmpty {
      let references = derivedFrom.map { FieldValue.object(Record([("reference", .string($0))])) }
      fields.append(("derivedFrom", .array(references)))
    }
    return Record(fields)
  }

  /// The resource id: the UUID of its `urn:uuid:` full URL.
  private static func id(_ url: String) -> String {
    String(url.dropFirst("urn:uuid:".count))
  }
}

extension FixedDecimal {
  /// The same value without trailing zero decimals (`61.000` is `61`, `60.600` is `60.6`): the
  /// store keeps 3 decimals of a kilogram, but a FHIR decimal's digits claim a precision.
  fileprivate var trimmed: FixedDecimal {
    var result = self
    while result.places > 0, result.scaled % 10 == 0 {
      result = FixedDecimal(scaled: result.scaled / 10, places: result.places - 1)
    }
    return result
  }
}
