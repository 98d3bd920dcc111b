import DataSource
import Model

/// `bmi help tracking`: daily use of the log (date words, notes, undo, stats) and how the
/// trend and the goal forecast are worked out, with every number taken from the code.
enum TrackingTopic {
  static var topic: HelpTopic {
    let forecaster = GoalForecaster.self
    return HelpTopic(
      name: "tracking",
      summary: "Logging day to day: date words, notes, undo, stats, the trend and the forecast.",
      blocks: [
        .heading("Dates"),
        .paragraph(
          "Every date on the command line (log --date, unlog DATE, history, stats and chart --since and --until, calc --date and --born, profile save --born) is read by one parser and takes the same forms: \(DateText.forms). The words count from today on this computer's clock. A date that is none of these, or not a day of the calendar (2026-02-30), is a usage error (64) with one message for every command."
        ),
        .table(
          header: ["Typed", "Means"],
          rows: [
            ["2026-11-21", "that day"], ["today", "today"], ["yesterday", "the day before today"],
            ["-7", "seven days before today (-0 is today)"],
          ]),
        .heading("Notes and waists"),
        .paragraph(
          "bmi log --note TEXT --date D changes the note of the entry already logged on D and keeps its weight and waist; --note '' removes the note. A waist alone (bmi log --waist W --date D) joins that day's weigh-in the same way. A note alone on a day with no entry is a usage error (64): log a weight or waist with it."
        ),
        .heading("Heights, heads and arms"),
        .paragraph(
          "bmi log --height H, --head HEAD and --arm ARM record the height (or a baby's length), the head circumference and the mid-upper arm circumference measured that day, with a weight or alone, in the profile's units like the weight (--units overrides). Each is kept with the day's entry (height_cm, head_cm and arm_cm in the store; measured_height_cm, head_cm and arm_cm in CSV and NDJSON exports, read back by bmi import)."
        ),
        .paragraph(
          "A weigh-in is assessed with the height measured when it was weighed, so changing the profile's height never rescores the past. A child's weigh-in (a birth date and under the adult age that day) takes the height logged that day, or else the most recent one at most \(DatedHeights.childWindowDays) days (3 months) before it, or else the first one at most \(DatedHeights.childWindowDays) days after it (a weigh-in entered for a day before the profile's first height); for a baby under a year the window is a quarter of its age in days, at least \(DatedHeights.shortestWindowDays) (15 days at 2 months), since a baby grows fast and a birth length would misclass a 2-month-old. A child's profile height is itself a measurement: bmi profile save --height H for a child (or one who was a child within the last \(DatedHeights.childWindowDays) days) logs H with that day's entry and says so, unless that day's entry has H already, and so does creating a child's profile, or giving a birth date to a profile with no height logged; a height saved on a later day is a new measurement and every earlier weigh-in keeps its own (saving another the same day corrects that day's). bmi profile save --height H --date D dates it D instead (a past visit, and --weight with it), so that a clinic creating a child's profile from old records invents no measurement of today. The other way round, a child's profile height is its latest measurement: bmi log --height H for a child, on a day no later height was logged, makes H the profile's height too (bmi unlog of that day gives the one before it back, and says so: \"kid's height is 50.0 cm again, the newest logged (2025-12-01)\"), so profile show and list, the report and a FHIR export say the height the weigh-ins are assessed with (an adult's logged height leaves the profile's as it is), and a waist's ratio in profile show is to the height of its day by the same rule. bmi calc --save --date D for a child keeps its --height with D's weigh-in; the profile's height stays, unless D's height is the newest logged (then it is the profile's, as with bmi log --height). Only a profile with no height logged at all (a store of an older bmi) lends its height, today's, to a weigh-in within \(DatedHeights.childWindowDays) days before today. A weigh-in with no height near it gets no BMI and no class, and says why: reason \(AssessmentReason.heightTooOld.rawValue) (\"not assessed: no height within 3 months\", or a baby's \"within 15 days\"); a child the WHO scores keeps the scores that need no height, as the WHO's anthro gives them (\"no height within 3 months (weight-for-age z 0.00)\"). Log the height measured then (bmi log --height H --date D) to assess it; bmi calc --save keeps a child's --height, --head and --arm with the weigh-in it logs the same way. A child the WHO scores gets a length/height-for-age only on the day the length was measured: a weigh-in that takes another day's gets its BMI and weight-for-length from it, not a length-for-age at an age it was not measured at. An adult's weigh-in takes the most recent height logged on or before its day, or else the profile's height: an adult's height does not change, so a new profile height corrects it for every weigh-in without one logged. bmi calc with a profile and no --height takes its height by the same rule for the day it assesses, and says on stderr which one it used, or that there was none near that day (then only what needs no height is scored, as in history); another day's height gives no length/height-for-age (WHO) or stature-for-age (CDC)."
        ),
        .paragraph(
          "A child the WHO scores (under 24 months, or to 19 years with --reference who) is scored on every entry: a weigh-in with the head and arm logged with it too, and a length, head or arm logged without a weight by what it holds, as bmi calc scores a child measured but not weighed: no BMI and no class, reason weight-missing (or weight-and-height-missing for a head or arm alone), and the history says \"no weight (length/height-for-age z 0.87)\". bmi history and bmi export carry each entry's WHO z-scores in the who_length_height_z, who_weight_z, who_weight_for_length_z, who_bmi_z, who_head_z and who_arm_z fields, each followed by its flag (who_length_height_flag and so on: 1 outside the WHO's plausible range, as calc and batch flag it), null for anyone else; bmi import ignores them. A child the CDC scores is assessed on its weigh-ins only, by BMI-for-age."
        ),
        .heading("Undo"),
        .paragraph(
          "Every change to the store (log, unlog, import, profile save, use, rename, remove, calc --save) keeps the store as it was as the undo snapshot, <store>.undo beside it: the old file itself, kept by a hard link (or a copy where links cannot be made), private (0600). It takes the previous snapshot's place only once the store's own rename succeeded, so a failed or killed change never costs the snapshot before it; a change whose snapshot cannot be prepared is not made. bmi undo puts that document back byte for byte under the store's lock and says what it undid, e.g. \"undid: log 80.0 kg on 2026-11-21 for ann\", or of a child's height that became the profile's \"undid: log 9.3 kg, height 73.0 cm on 2026-11-28 for leo, and the profile's height 73.0 cm\"; undoing the change that created the store removes the store again."
        ),
        .paragraph(
          "Undo keeps one level. The undo itself keeps no snapshot, so a second bmi undo says there is nothing to undo (exit 1, nothing to show): it never redoes, and never undoes an older change. Undo refuses (65), changing nothing, when the store is not the one the undo snapshot was kept for (changed since by something other than bmi, or by a change killed before it kept its snapshot), when the undo snapshot is not one bmi wrote, is a symbolic link or not a regular file (it is itself a hard link while a change keeps it, so another hard link to it is no reason to refuse; its owner and mode decide), belongs to another user than the store or may be written by group or others, or when it holds another schema version (the change before it migrated the store; the migration's .bak file keeps the old one), or a document that breaks a rule every change keeps (a note over the limit), which would refuse every change after it."
        ),
        .heading("Stats"),
        .paragraph(
          "bmi stats --by week|month|year [--since DATE] prints one row per period that has a weigh-in: how many, their mean, lowest and highest, the change from the period's first weigh-in to its last (0 with one weigh-in; compare rows for the change between periods), and the BMI at the mean, at the height the period's last weigh-in is assessed with (as above: a logged height, else the profile's; none for a child's period with no height near it). Weeks are ISO 8601 weeks: Monday to Sunday, labelled like 2026-W47, numbered from the week holding the year's first Thursday, so the days around New Year can belong to the other year's week. Every format carries the same fields (see bmi help fields)."
        ),
        .heading("Trend"),
        .paragraph(
          "The trend is the Hacker's Diet moving average on a daily grid: T1 = W1, Tn = Tn-1 + \(TrendCalculator.smoothing) x (Wn - Tn-1). A day without a weigh-in takes the straight line between the weigh-ins either side, and the trend stops at the last weigh-in. The weekly rate is 7 x the least-squares slope of the trend over the last \(TrendCalculator.rateWindowDays) days; the energy balance is that rate at \(Int(TrendCalculator.kilocaloriesPerKilogram)) kcal per kg, for adults only (a child's gain is growth too, so a child's trend has none). When the last weigh-in is more than \(TrendCalculator.staleAfterDays) days old, trend says \"as of\" its date and how many days ago (days_since_last in JSON and CSV)."
        ),
        .heading("Forecast"),
        .paragraph(
          "With a goal, bmi trend fits a straight line by least squares to the weigh-ins of the last \(forecaster.windowDays) days (ending at the last weigh-in). The goal date is the distance from the trend to the goal over that slope; the range (forecast_earliest, forecast_latest) comes from the slope's 95% interval, slope +/- \(forecaster.confidenceMultiplier) x its standard error."
        ),
        .table(
          header: ["Status", "When"],
          rows: [
            ["reached", "the trend is within \(TrendCalculator.goalTolerance) kg of the goal"],
            [
              "needs_more_data",
              "fewer than \(forecaster.minimumWeighIns) weigh-ins, or a span under \(forecaster.minimumSpanDays) days, in the window",
            ],
            ["flat", "a weekly rate under \(forecaster.flatWeeklyKilograms) kg"],
            ["moving_away", "the rate points away from the goal"],
            [
              "not_in_reach",
              "the rate's interval includes zero, or its slow end is more than \(forecaster.maximumDays) days away or after 9999-12-31",
            ],
            [
              "data_too_old",
              "no date: the last weigh-in is more than \(TrendCalculator.staleAfterDays) days old, or the soonest day would be today or earlier; trend says how old the data are",
            ],
            [
              "on_track",
              "a date, with the earliest and latest the interval allows, all after today and after the last weigh-in",
            ],
          ]),
      ])
  }
}
