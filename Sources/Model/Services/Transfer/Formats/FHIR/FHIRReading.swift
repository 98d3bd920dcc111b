import DataSource

/// One vital-sign Observation `bmi` keeps, read from a FHIR resource: a body weight (kg),
/// height or waist (cm) on a day, for the person its subject names. The value goes through
/// `QuantityParser`, the one gate every way in uses, with the exact factors of lb and in.
struct FHIRReading {
  let sign: FHIRVitalSign
  let date: LocalDate
  /// Kilograms for a weight, centimetres for a length, rounded as the store keeps them.
  let value: Double
  let subject: String?
  let note: String?
  /// A bmi export's height of the profile (`FHIRVitalSign.profileHeightTag`), not a logged one.
  let isProfileHeight: Bool

  /// The signs read back; BMI and its percentile are derived, so they are left out.
  static let kept: [FHIRVitalSign] = [
    .bodyWeight, .bodyHeight, .waist, .headCircumference, .armCircumference,
  ]

  /// The reading of `resource`, `nil` when it is not one `bmi` keeps (another code, an
  /// Observation entered in error or cancelled, a value absent with its reason); a reading it
  /// should keep but cannot is refused with where and why.
  static func read(_ resource: FHIRNode, error: (String) -> JSONError) throws(JSONError)
    -> FHIRReading?
  {
    guard resource["resourceType"]?.string == "Observation" else { return nil }
    if let status = resource["status"]?.string, ["entered-in-error", "cancelled"].contains(status) {
      return nil
    }
    let codings = resource["code"]?["coding"]?.items ?? []
    let sign = codings.lazy.compactMap { coding -> FHIRVitalSign? in
      guard coding["system"]?.string == FHIRVitalSign.loincSystem else { return nil }
      return coding["code"]?.string.flatMap(FHIRVitalSign.init(rawValue:))
    }.first { kept.contains($0) }
    guard let sign else { return nil }
    let what = "the \(sign.display) Observation"
    let when =
      resource["effectiveDateTime"]?.string ?? resource["effectivePeriod"]?["start"]?.string
      ?? resource["effectiveInstant"]?.string ?? ""
    guard when.utf8.count >= 10, let date = LocalDate(iso: String(when.prefix(10))) else {
      throw error("\(what) has no effectiveDateTime to the day (YYYY-MM-DD)")
    }
    guard let quantity = resource["valueQuantity"] else {
      if resource["dataAbsentReason"] != nil { return nil }
      throw error("\(what) of \(date) has no valueQuantity")
    }
    let value = try Self.value(
      quantity, of: sign, error: { reason in error("\(what) of \(date) \(reason)") })
    let note = (resource["note"]?.items ?? []).compactMap { $0["text"]?.string }.first
    let isProfileHeight = (resource["meta"]?["tag"]?.items ?? []).contains {
      $0["system"]?.string == FHIRVitalSign.bmiSource
        && $0["code"]?.string == FHIRVitalSign.profileHeightTag
    }
    return FHIRReading(
      sign: sign, date: date, value: value, subject: resource["subject"]?["reference"]?.string,
      note: note, isProfileHeight: sign == .bodyHeight && isProfileHeight)
  }

  /// The quantity in kg or cm, through the parser's range checks.
  private static func value(
    _ quantity: FHIRNode, of sign: FHIRVitalSign, error refusal: (String) -> JSONError
  ) throws(JSONError) -> Double {
    guard let number = quantity["value"]?.number, let written = Double(number) else {
      throw refusal("has no number as its valueQuantity.value")
    }
    // The UCUM code decides; a system that writes none, or writes the unit as people spell
    // it (`lb`), is read by that spelling. A code that is neither is refused, whatever the
    // unit's text says, since the two disagree.
    let code = quantity["code"]?.string ?? quantity["unit"]?.string ?? ""
    guard let unit = sign.unit(code: code) ?? sign.units.first(where: { $0.unit == code }) else {
      let allowed = sign.units.map(\.code).joined(separator: ", ")
      throw refusal("has unit '\(code)', not one of the UCUM codes \(allowed)")
    }
    let text = (unit.scale == 1 ? number : String(written * unit.scale)) + " " + unit.spelling
    let parser = QuantityParser()
    do {
      switch sign {
      case .bodyWeight: return StoredMeasure.kilograms(try parser.weight(text).value)
      case .bodyHeight: return StoredMeasure.centimetres(try parser.height(text).value)
      case .headCircumference:
        return StoredMeasure.centimetres(
          try parser.length(text, within: StoreDocumentRules.headCentimetres).value)
      case .armCircumference:
        return StoredMeasure.centimetres(
          try parser.length(text, within: StoreDocumentRules.armCentimetres).value)
      default:
        return StoredMeasure.centimetres(
          try parser.length(text, within: WaistToHeightCalculator.waistRange).value)
      }
    } catch {
      let range: ClosedRange<Double> =
        switch sign {
        case .bodyWeight: QuantityParser.weightRange
        case .bodyHeight: QuantityParser.heightRange
        case .headCircumference: StoreDocumentRules.headCentimetres
        case .armCircumference: StoreDocumentRules.armCentimetres
        default: WaistToHeightCalculator.waistRange
        }
      let stored = sign == .bodyWeight ? "kg" : "cm"
      throw refusal(
        "has value \(number) \(unit.unit), which bmi cannot take (it keeps \(range.lowerBound) to \(range.upperBound) \(stored))"
      )
    }
  }
}
