import Model

/// `bmi help plausibility`: which values are refused as likely slips, and why those limits;
/// the numbers come from `PlausibleBMI`, `WeighInCheck` and `SlipDetector`.
enum PlausibilityTopic {
  static var topic: HelpTopic {
    let bmi = PlausibleBMI.adult
    let low = Int(bmi.lowerBound)
    let high = Int(bmi.upperBound)
    let check = WeighInCheck.self
    let percent = check.basePercent
    let perWeek = check.percentPerWeek
    let within = check.comparedWithinDays
    let widest = check.allowedPercent(days: within)
    let likelyLow = Int(SlipDetector.likely.lowerBound)
    let likelyHigh = Int(SlipDetector.likely.upperBound)
    return HelpTopic(
      name: "plausibility",
      summary:
        "Values refused as likely typing slips, --accept-jump, --accept-date, --accept-bmi and --force.",
      blocks: [
        .paragraph(
          "bmi calc, bmi log, bmi profile save --weight and bmi import refuse a value that can be typed but is almost surely a slip, with status 65 and a hint naming the likely slip. Nothing is saved when a value is refused."
        ),
        .paragraph(
          "Each check has its own flag on bmi log and bmi import, and a refusal names every check the value fails at once, with the flags that accept them (8 kg after 80 kg is both a jump and a BMI under 12: pass --accept-jump --accept-bmi): --accept-jump (a weigh-in far from the ones near it in time), --accept-date (before the birth date or after today), --accept-bmi (a BMI outside \(low)-\(high)). A flag accepts its check only: bmi log 95 --accept-jump is still refused when dated after today. --force accepts every check at once, and is the one flag of bmi calc and bmi profile save. What a flag let through is said after the change, never silently: bmi log prints 'Accepted with --force: 800.00 kg is implausible: …' for each check it overrode, and bmi import 'Accepted with --force: 2 rows the plausibility checks refuse:' with the first \(AcceptedChecks.listedRows) rows and their reasons (a dry run too); a flag that overrode nothing prints nothing."
        ),
        .table(
          header: ["Refused", "When, and why this limit"],
          rows: [
            [
              "BMI < \(low) or > \(high)",
              "Surveys commonly keep \(low)-\(high) for adults (NHANES cleaning rules): outside it a slip is far likelier than the measurement. An adult's range: a child scored by a growth reference (a sex and an age, from birth) is judged by that reference's own flags instead, shown with the scores (the WHO's z flags, the CDC's biologically implausible values; bmi log keeps a child's entry the WHO or the CDC flags and says so, with bmi undo to take it back), so a newborn's BMI of 10 (the median at birth is about 13.4) is scored, not refused; a child without a sex, or no age, keeps this range. Checked by calc (with or without --save) and for every weigh-in at the height it is assessed with (a child's: logged that day, or within \(DatedHeights.childWindowDays) days before or after, a baby's window a quarter of its age; an adult's: the latest logged, else the profile's); a child's weigh-in with no height near it is not judged by another day's height. --accept-bmi accepts it.",
            ],
            [
              "weight ± \(percent)-\(widest)%",
              "A weigh-in is compared only with the weigh-ins within \(within) days of it: the median of the \(check.neighbours) nearest in date among them and the weight the entry replaces, so one earlier slip does not move it (of an even number the farthest is left out, so the median is a reading: 88 the day after 64 is refused though 80 came two months before). It is refused when more than \(percent)% plus \(perWeek)% for each whole week of the median gap (at most \(widest)%) from that median. \(percent)% is more than a year of fast, deliberate loss and far beyond a day's swing: 800 or 7.9 after 79.2 the day before is refused, 75 is not; 90 kg five years after 62.5 kg is not compared at all. A child grows: for a profile with a birth date, each weigh-in near it is first grown to the new one's age by the ratio of the median weights for age (the WHO's standards under 24 months, the CDC's weight-for-age to 20 years, met without a step; both sexes' mean without a sex), so a baby's 3.4 kg then 4.3 kg a month later is logged while 82 after 8.2 is still caught. An imported weigh-in is compared so twice: among the merged log, and with the weigh-ins stored before the import alone, since a whole file in the other unit (bare pounds read as kilograms) agrees with itself and is caught only beside the history already logged. --accept-jump accepts it.",
            ],
            [
              "before birth",
              "A log or import entry dated before the profile's date of birth (--born). (bmi calc --date before it is a usage error, 64: there is no age to assess; --save then saves nothing.) --accept-date accepts it.",
            ],
            [
              "in the future",
              "A log or import entry dated after today: a weigh-in cannot be in the future. (bmi calc --date after today is a usage error, 64: no age or weigh-in for a day to come.) --accept-date accepts it.",
            ],
          ]),
        .heading("Hints"),
        .paragraph(
          "The hint names each slip whose reading gives a likely BMI (\(likelyLow)-\(likelyHigh)) or a weight near the recent ones: imperial numbers without --units imperial (bmi calc --weight 180 --height 71: --units imperial gives BMI 25.10), weight and height swapped (--weight 175 --height 70), a bare weight in the other unit (bmi log 175 after 79.2: 175lb?), a slipped digit or decimal point (7.9 for 79). A height that cannot be one at all (below 30 cm or above 300 cm) is a usage error, 64, whose message names metres typed as centimetres (--height 1.75: '1.75m'?) or feet and inches typed as a decimal (--height 5.9: 5ft9in?)."
        ),
        .heading("Import"),
        .paragraph(
          "bmi import checks every row it would add or change. If any is implausible it lists each on stderr (profile, date, every reason and the flags that accept them) and writes nothing, status 65 (when the file's bare weights were read in the profile's units, the refusal first says to import it in the other units, the likelier cause); --dry-run shows its plan and the same list; the flags named accept those checks, --force every check. A bmi export is checked like any file: a backup holding a value once logged with --force needs --force to be read back."
        ),
        .literal([
          "bmi calc --weight 180 --height 71   # refused (65)",
          "bmi calc --weight 180 --height 71 --units imperial",
          "bmi log 95 --accept-jump            # 95 kg, on purpose",
          "bmi log 800 --force                 # really 800 kg",
        ]),
      ])
  }
}
