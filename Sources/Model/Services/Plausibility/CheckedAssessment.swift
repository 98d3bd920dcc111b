import DataSource

/// `bmi calc` for one measurement given in full: a BMI outside `PlausibleBMI.adult` is
/// refused unless forced, naming the likely slip, where that range judges it (not for a child
/// a growth reference scores: its flags do, `PlausibleBMI.judges`), else the measurement is
/// assessed. The one core that `CalculatorStore` reduces `calcCommandReceived` with and that
/// the quick start-up path (`QuickCalc`) calls, so both answer alike.
public struct CheckedAssessment: Sendable {
  let assessor: Assessor

  public init() {
    self.assessor = Assessor()
  }

  /// The assessment of `request`, or why there is none. `typed` (the values as typed) lets a
  /// refusal name the slip; `today` dates an age given as a birth date.
  public func assess(
    _ request: AssessmentRequest, typed: TypedMeasurement?, force: Bool, today: LocalDate
  ) throws(CalcFailure) -> CalcAssessment {
    let typed = typed ?? TypedMeasurement(weight: nil, height: nil, bareUnits: .metric)
    if !force, let problem = problem(request, typed: typed) {
      guard let child = scoredChild(request, today: today) else { throw .implausible(problem) }
      return child
    }
    do throws(AssessmentError) {
      return try assessor.assess(request, today: today)
    } catch {
      throw .assessment(error)
    }
  }

  /// The same answer without its reasons, for the start-up path: throws `Refused` wherever
  /// `assess` would throw (unforced). Cheaper only because no `CalcFailure` is built: on a
  /// 0.5 ms run, the first use of that type's metadata is measurable.
  public func assessment(_ request: AssessmentRequest, typed: TypedMeasurement, today: LocalDate)
    throws(Refused) -> CalcAssessment
  {
    if problem(request, typed: typed) != nil {
      guard let child = scoredChild(request, today: today) else { throw Refused() }
      return child
    }
    do throws(AssessmentError) {
      return try assessor.assess(request, today: today)
    } catch {
      throw Refused()
    }
  }

  /// `assessment`'s refusal: the full path says why.
  public struct Refused: Error {}

  /// The assessment of a BMI outside the adult range when a growth reference scored it, so
  /// that its flags, not the adult range, judge it; `nil` when the adult range refuses it
  /// (adults, no age, a child not scored), whatever else the assessment would have said, as
  /// the refusal comes first.
  private func scoredChild(_ request: AssessmentRequest, today: LocalDate) -> CalcAssessment? {
    guard let assessment = try? assessor.assess(request, today: today),
      !PlausibleBMI.judges(child: assessment.child, who: assessment.who)
    else { return nil }
    return assessment
  }

  private func problem(_ request: AssessmentRequest, typed: TypedMeasurement) -> Implausibility? {
    typed.problem(kilograms: request.weightKilograms, centimetres: request.heightCentimetres)
  }
}
