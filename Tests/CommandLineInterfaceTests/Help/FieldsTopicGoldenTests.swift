import Testing

/// `bmi help fields` is generated from `FieldCatalog` and the option tables; this pins it, so
/// any change to a published field name, order or format list shows up here on purpose.
@MainActor
struct FieldsTopicGoldenTests {
  @Test func helpFields_width80_matchesGolden() async {
    let sut = await InProcessRunner.run(["help", "fields"], columns: 80)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi help fields: The fields of every record bmi prints for scripts, in order,
        and the formats.

          JSON, CSV and NDJSON carry the same fields in the same order, whichever
          command prints them. Names are snake_case; a profile's name is always
          'profile'; every weight, height and waist comes as the metric field and its
          imperial twin (_kg and _lb, _cm and _in), to 2 decimals (export keeps the
          stored 3 for kg); dates are YYYY-MM-DD. null (an empty CSV cell) means unknown
          or not given, never a default. A field added later goes at the end of its
          record, so columns read by position keep working.

        calc records

          One calculation, adult or child: the same columns either way; fields that do
          not apply are null. Printed by: bmi calc.

          Field                        Meaning
          bmi                          Body mass index, kg/m², to 2 decimals.
          category                     The class: severe-thinness, moderate-thinness,
                                       mild-thinness, normal, overweight, obese-1,
                                       obese-2 or obese-3 for an adult; underweight,
                                       healthy, overweight, obesity or severe-obesity
                                       for a child.
          category_label               The class as people read it.
          bmi_prime                    BMI / the upper limit of normal (25; 23 with
                                       --population asian); null for a child.
          weight_kg                    The weight.
          height_cm                    The height.
          healthy_weight_min_kg        Lowest healthy weight for the height (adults).
          healthy_weight_max_kg        Highest healthy weight for the height (adults).
          weight_change_kg             Change to reach the healthy range: + gain, -
                                       lose, 0 inside (adults).
          weight_lb                    weight_kg in pounds.
          height_in                    height_cm in inches.
          healthy_weight_min_lb        healthy_weight_min_kg in pounds.
          healthy_weight_max_lb        healthy_weight_max_kg in pounds.
          weight_change_lb             weight_change_kg in pounds.
          reference                    What decided the class: who-adult,
                                       who-adult-asian, cdc-2000, who-2006 or who-2007
                                       (formerly thresholds).
          age_months                   Exact age at the measurement in months, 2
                                       decimals; null without an age.
          sex                          female or male, when known.
          percentile                   BMI-for-age percentile, 2 decimals; children: the
                                       CDC's (extended method from the 95th), or for a
                                       child the WHO scores 100·Φ(z) of its BMI-for-age
                                       z.
          z_score                      BMI-for-age z-score, 2 decimals; children: the
                                       CDC's extended z, or the WHO's BMI-for-age z
                                       (who_bmi_z) when reference is who-2006 or
                                       who-2007.
          percent_of_p95               BMI as a percentage of the 95th percentile, 2
                                       decimals; children.
          bmi_p95                      The 95th percentile BMI for the age and sex
                                       (children).
          waist_cm                     The waist, when given or logged.
          waist_in                     waist_cm in inches.
          waist_to_height              Waist ÷ height, 2 decimals.
          waist_to_height_band         The ratio's band: healthy, increased or high.
          waist_date                   The day the waist was logged, when it came from
                                       the profile's log; else null.
          original_percentile          BMI-for-age percentile by the LMS method alone,
                                       before the extension above the 95th.
          original_z_score             BMI-for-age z-score by the LMS method alone.
          percent_of_median            BMI above (+) or below (-) the median BMI, in
                                       percent.
          bmi_p50                      The median BMI for the child's sex and age.
          weight_percentile            Weight-for-age percentile.
          weight_z_score               Weight-for-age z-score.
          height_percentile            Height-for-age percentile.
          height_z_score               Height-for-age z-score.
          modified_bmi_z               CDC modified BMI z-score, for flagging
                                       implausible values.
          modified_weight_z            CDC modified weight z-score.
          modified_height_z            CDC modified height z-score.
          biv_weight                   -1 implausibly low, 1 implausibly high, 0 neither
                                       (CDC cut-offs).
          biv_height                   The same for height.
          biv_bmi                      The same for BMI.
          biv                          true when any of the three is flagged.
          extended                     true when percentile and z_score come from the
                                       extended method (CDC 2022).
          implausible                  Values to check, joined by ';': weight-low,
                                       weight-high, height-low, height-high, bmi-low,
                                       bmi-high; null for none.
          iotf_class                   With --classes iotf, the IOTF adult-equivalent
                                       class (2-18 years): thinness-grade-3,
                                       thinness-grade-2, thinness-grade-1, normal,
                                       overweight, obesity or morbid-obesity.
          iotf_bmi                     With --classes iotf, the IOTF BMI: the adult BMI
                                       at 18 years on the child's curve.
          reason                       Why scores or a class are missing: oedema,
                                       weight-missing, height-missing,
                                       weight-and-height-missing or
                                       length-outside-table; else null.
          who_length_height_cm         WHO: the length or height scored, after the 0.7
                                       cm lying/standing adjustment.
          who_length_height_in         who_length_height_cm in inches.
          who_bmi                      WHO: the BMI of the length or height scored
                                       (BMI-for-age uses it).
          who_measured                 WHO: the position taken into account: lying or
                                       standing; null for none.
          who_standing_under_9_months  WHO 2006: true when a standing height under 9
                                       months was not adjusted (implausible).
          who_length_height_z          WHO: length/height-for-age z (2007:
                                       height-for-age).
          who_length_height_flag       1 when the z before it is outside the WHO's
                                       plausible range, else 0.
          who_weight_z                 WHO: weight-for-age z (2007: to 120 months).
          who_weight_flag              1 when the z before it is outside the WHO's
                                       plausible range, else 0.
          who_weight_for_length_z      WHO 2006: weight-for-length or weight-for-height
                                       z.
          who_weight_for_length_flag   1 when the z before it is outside the WHO's
                                       plausible range, else 0.
          who_bmi_z                    WHO: BMI-for-age z.
          who_bmi_flag                 1 when the z before it is outside the WHO's
                                       plausible range, else 0.
          who_head_z                   WHO 2006: head circumference-for-age z.
          who_head_flag                1 when the z before it is outside the WHO's
                                       plausible range, else 0.
          who_arm_z                    WHO 2006: arm circumference (MUAC)-for-age z,
                                       from 3 months.
          who_arm_flag                 1 when the z before it is outside the WHO's
                                       plausible range, else 0.
          who_category_indicator       WHO: the indicator that decided category:
                                       weight-for-length, weight-for-height,
                                       bmi-for-age, length-height-for-age,
                                       weight-for-age, head-circumference-for-age or
                                       arm-circumference-for-age.
          who_stature_class            WHO: stunting from length/height-for-age:
                                       severe-stunting, stunting or normal.
          who_weight_class             WHO: from weight-for-age: severe-underweight,
                                       underweight or normal.

        profile records

          One profile with its latest weigh-in and waist. Printed by: bmi profile list,
          bmi profile show, bmi profile save, bmi profile use, bmi profile rename, bmi
          profile remove.

          Field              Meaning
          profile            The profile's name.
          default            true for the default profile.
          height_cm          The height.
          height_in          height_cm in inches.
          sex                female or male; null when not given.
          born               Date of birth; null when not given.
          age                Age in whole years today; null without a date of birth.
          goal_kg            Goal weight; null when not set.
          goal_lb            goal_kg in pounds.
          units              metric or imperial; null when not set (then metric
                             applies).
          entries            How many weigh-ins (entries with a weight).
          first_date         The first weigh-in's date.
          latest_date        The latest weigh-in's date.
          latest_weight_kg   The latest weigh-in.
          latest_weight_lb   latest_weight_kg in pounds.
          bmi                BMI of the latest weight, by the profile's cut points.
          category           Its class.
          population         default or asian; null when not set (then the WHO cut
                             points apply).
          latest_waist_date  The latest waist's date.
          latest_waist_cm    The latest waist.
          latest_waist_in    latest_waist_cm in inches.
          waist_to_height    The latest waist-to-height ratio.
          growth_references  The profile's growth references for a child (profile save
                             --reference): cdc or who; null when not set (then cdc
                             applies).
          reference          What classed the weigh-in: who-adult, who-adult-asian,
                             cdc-2000, who-2006 or who-2007 (a child's growth reference
                             or an adult's cut points); null when nothing could
                             (formerly thresholds).
          age_months         The age at the weigh-in, days / 30.4375, 2 decimals; null
                             without a birth date.
          percentile         A child's BMI-for-age percentile, 2 decimals: the CDC's
                             (extended), or 100·Φ(z) of the WHO's BMI-for-age z; null
                             for an adult.
          z_score            A child's BMI-for-age z-score, 2 decimals: the CDC's
                             extended z, or the WHO's BMI-for-age z (who_bmi_z) when
                             reference is who-2006 or who-2007.
          percent_of_p95     A child's BMI as a percentage of the 95th percentile, 2
                             decimals.
          reason             Why a child has no class: under-2-years, sex-missing,
                             measurement-date-missing, born-after-measurement,
                             measured-in-future, age-out-of-range, oedema,
                             height-too-old, weight-missing, weight-and-height-missing
                             or length-outside-table.

        entry records

          One log entry that log, unlog or import added, replaced, kept or removed
          (action says which). Printed by: bmi log, bmi unlog, bmi import.

          Field               Meaning
          profile             The profile's name.
          date                The entry's date.
          weight_kg           The weight; null for an entry without one (a waist,
                              height, head or arm alone).
          weight_lb           weight_kg in pounds.
          note                The note, if any.
          action              added, replaced, unchanged or removed.
          previous_weight_kg  The weight the entry had before; null if none.
          waist_cm            The waist; null if none.
          waist_in            waist_cm in inches.
          previous_waist_cm   The waist the entry had before; null if none.
          previous_weight_lb  previous_weight_kg in pounds.
          previous_waist_in   previous_waist_cm in inches.
          height_cm           The height measured that day; null if none.
          height_in           height_cm in inches.
          head_cm             The head circumference measured that day; null if none.
          head_in             head_cm in inches.
          arm_cm              The mid-upper arm circumference measured that day; null if
                              none.
          arm_in              arm_cm in inches.

        history records

          One entry of the log (a weigh-in or any measure), with the trend at that date.
          Printed by: bmi history.

          Field                       Meaning
          date                        The entry's date.
          weight_kg                   The weigh-in; null for an entry without one (a
                                      waist, height, head or arm alone).
          weight_lb                   weight_kg in pounds.
          trend_kg                    The trend weight on that date.
          trend_lb                    trend_kg in pounds.
          bmi                         BMI of the weigh-in.
          category                    Its class.
          note                        The note, if any.
          waist_cm                    The waist; null if none.
          waist_in                    waist_cm in inches.
          height_cm                   The height logged that day; null if none.
          height_in                   height_cm in inches.
          head_cm                     The head circumference logged that day; null if
                                      none.
          head_in                     head_cm in inches.
          arm_cm                      The mid-upper arm circumference logged that day;
                                      null if none.
          arm_in                      arm_cm in inches.
          reference                   What classed the weigh-in: who-adult,
                                      who-adult-asian, cdc-2000, who-2006 or who-2007 (a
                                      child's growth reference or an adult's cut
                                      points); null when nothing could (formerly
                                      thresholds).
          age_months                  The age at the weigh-in, days / 30.4375, 2
                                      decimals; null without a birth date.
          percentile                  A child's BMI-for-age percentile, 2 decimals: the
                                      CDC's (extended), or 100·Φ(z) of the WHO's
                                      BMI-for-age z; null for an adult.
          z_score                     A child's BMI-for-age z-score, 2 decimals: the
                                      CDC's extended z, or the WHO's BMI-for-age z
                                      (who_bmi_z) when reference is who-2006 or
                                      who-2007.
          percent_of_p95              A child's BMI as a percentage of the 95th
                                      percentile, 2 decimals.
          reason                      Why a child has no class: under-2-years,
                                      sex-missing, measurement-date-missing,
                                      born-after-measurement, measured-in-future,
                                      age-out-of-range, oedema, height-too-old,
                                      weight-missing, weight-and-height-missing or
                                      length-outside-table.
          who_length_height_z         WHO: length/height-for-age z (2007:
                                      height-for-age).
          who_length_height_flag      1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_weight_z                WHO: weight-for-age z (2007: to 120 months).
          who_weight_flag             1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_weight_for_length_z     WHO 2006: weight-for-length or weight-for-height
                                      z.
          who_weight_for_length_flag  1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_bmi_z                   WHO: BMI-for-age z.
          who_bmi_flag                1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_head_z                  WHO 2006: head circumference-for-age z.
          who_head_flag               1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_arm_z                   WHO 2006: arm circumference (MUAC)-for-age z, from
                                      3 months.
          who_arm_flag                1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_category_indicator      WHO: the indicator that decided category:
                                      weight-for-length, weight-for-height, bmi-for-age,
                                      length-height-for-age, weight-for-age,
                                      head-circumference-for-age or
                                      arm-circumference-for-age.
          who_stature_class           WHO: stunting from length/height-for-age:
                                      severe-stunting, stunting or normal.
          who_weight_class            WHO: from weight-for-age: severe-underweight,
                                      underweight or normal.
          bmi_height_cm               The height its BMI was worked out with: that
                                      day's, another day's within the window, or the
                                      profile's; null without a BMI.
          bmi_height_in               bmi_height_cm in inches.

        trend records

          The trend report of one profile. Printed by: bmi trend.

          Field                        Meaning
          profile                      The profile's name.
          as_of                        The latest weigh-in's date.
          first_date                   The first weigh-in's date.
          entries                      How many weigh-ins.
          weight_kg                    The latest weigh-in.
          weight_lb                    weight_kg in pounds.
          trend_kg                     The trend weight.
          trend_lb                     trend_kg in pounds.
          weekly_rate_kg               Trend change per week (negative: losing); null
                                       with weigh-ins on one day.
          weekly_rate_lb               weekly_rate_kg in pounds.
          energy_balance_kcal_per_day  The weekly rate as kcal/day (7716 kcal per kg);
                                       null for a child.
          bmi                          BMI at the trend weight.
          category                     Its class.
          goal_kg                      The goal; null when not set.
          goal_lb                      goal_kg in pounds.
          goal_status                  reached, on_track, moving_away, flat,
                                       needs_more_data, not_in_reach or data_too_old;
                                       null without a goal (bmi help tracking).
          goal_date                    The day the trend reaches the goal at the fitted
                                       rate (only on_track).
          goal_days                    Days from as_of to goal_date (only on_track); the
                                       text counts from today.
          forecast_earliest            The soonest day the rate's 95% interval allows
                                       (on_track).
          forecast_latest              The latest day the rate's 95% interval allows
                                       (on_track).
          days_since_last              Days from as_of to today; negative when as_of is
                                       after today.
          reference                    What classed the weigh-in: who-adult,
                                       who-adult-asian, cdc-2000, who-2006 or who-2007
                                       (a child's growth reference or an adult's cut
                                       points); null when nothing could (formerly
                                       thresholds).
          age_months                   The age at the weigh-in, days / 30.4375, 2
                                       decimals; null without a birth date.
          percentile                   A child's BMI-for-age percentile, 2 decimals: the
                                       CDC's (extended), or 100·Φ(z) of the WHO's
                                       BMI-for-age z; null for an adult.
          z_score                      A child's BMI-for-age z-score, 2 decimals: the
                                       CDC's extended z, or the WHO's BMI-for-age z
                                       (who_bmi_z) when reference is who-2006 or
                                       who-2007.
          percent_of_p95               A child's BMI as a percentage of the 95th
                                       percentile, 2 decimals.
          reason                       Why a child has no class: under-2-years,
                                       sex-missing, measurement-date-missing,
                                       born-after-measurement, measured-in-future,
                                       age-out-of-range, oedema, height-too-old,
                                       weight-missing, weight-and-height-missing or
                                       length-outside-table.

        export records

          One weigh-in with its profile's details (a profile without weigh-ins has one
          row with a null date), for --format csv, ndjson and text; 'bmi import' reads
          the CSV back. --format json (the default) writes the store document instead.
          Printed by: bmi export.

          Field                       Meaning
          profile                     The profile's name.
          default                     true on the default profile's rows.
          height_cm                   The profile's height.
          sex                         female or male; null when not given.
          born                        Date of birth; null when not given.
          goal_kg                     Goal weight, to 3 decimals as stored; null when
                                      not set.
          units                       metric or imperial; null when not set.
          date                        The entry's date; null on the row of a profile
                                      without entries.
          weight_kg                   The weight, to 3 decimals as stored; null for an
                                      entry without one.
          note                        The note, if any.
          population                  default or asian; null when not set.
          waist_cm                    The waist; null if none.
          height_in                   height_cm in inches.
          goal_lb                     goal_kg in pounds.
          weight_lb                   weight_kg in pounds.
          waist_in                    waist_cm in inches.
          measured_height_cm          The height measured that day; null if none.
          head_cm                     The head circumference measured that day; null if
                                      none.
          arm_cm                      The mid-upper arm circumference that day; null if
                                      none.
          measured_height_in          measured_height_cm in inches.
          head_in                     head_cm in inches.
          arm_in                      arm_cm in inches.
          growth_references           The profile's growth references for a child
                                      (profile save --reference): cdc or who; null when
                                      not set (then cdc applies).
          bmi                         The weigh-in's BMI.
          category                    Its class at the person's age that day.
          reference                   What classed the weigh-in: who-adult,
                                      who-adult-asian, cdc-2000, who-2006 or who-2007 (a
                                      child's growth reference or an adult's cut
                                      points); null when nothing could (formerly
                                      thresholds).
          age_months                  The age at the weigh-in, days / 30.4375, 2
                                      decimals; null without a birth date.
          percentile                  A child's BMI-for-age percentile, 2 decimals: the
                                      CDC's (extended), or 100·Φ(z) of the WHO's
                                      BMI-for-age z; null for an adult.
          z_score                     A child's BMI-for-age z-score, 2 decimals: the
                                      CDC's extended z, or the WHO's BMI-for-age z
                                      (who_bmi_z) when reference is who-2006 or
                                      who-2007.
          percent_of_p95              A child's BMI as a percentage of the 95th
                                      percentile, 2 decimals.
          reason                      Why a child has no class: under-2-years,
                                      sex-missing, measurement-date-missing,
                                      born-after-measurement, measured-in-future,
                                      age-out-of-range, oedema, height-too-old,
                                      weight-missing, weight-and-height-missing or
                                      length-outside-table.
          who_length_height_z         WHO: length/height-for-age z (2007:
                                      height-for-age).
          who_length_height_flag      1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_weight_z                WHO: weight-for-age z (2007: to 120 months).
          who_weight_flag             1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_weight_for_length_z     WHO 2006: weight-for-length or weight-for-height
                                      z.
          who_weight_for_length_flag  1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_bmi_z                   WHO: BMI-for-age z.
          who_bmi_flag                1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_head_z                  WHO 2006: head circumference-for-age z.
          who_head_flag               1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_arm_z                   WHO 2006: arm circumference (MUAC)-for-age z, from
                                      3 months.
          who_arm_flag                1 when the z before it is outside the WHO's
                                      plausible range, else 0.
          who_category_indicator      WHO: the indicator that decided category:
                                      weight-for-length, weight-for-height, bmi-for-age,
                                      length-height-for-age, weight-for-age,
                                      head-circumference-for-age or
                                      arm-circumference-for-age.
          who_stature_class           WHO: stunting from length/height-for-age:
                                      severe-stunting, stunting or normal.
          who_weight_class            WHO: from weight-for-age: severe-underweight,
                                      underweight or normal.

        store-path records

          Where the store file is and what chose that place. Printed by: bmi store path.

          Field   Meaning
          path    The store file's path.
          source  What chose it: option, BMI_STORE, XDG_DATA_HOME or HOME.
          exists  Whether the file exists yet.

        stats records

          One period (week, month or year) that has a weigh-in. Printed by: bmi stats.

          Field      Meaning
          period     2026-W47 (ISO week, Monday to Sunday), 2026-11 or 2026.
          start      The period's first day.
          end        The period's last day.
          count      Weigh-ins in the period.
          mean_kg    Their mean.
          min_kg     The lowest.
          max_kg     The highest.
          change_kg  The period's last weigh-in minus its first (0 with one).
          mean_lb    mean_kg in pounds.
          min_lb     min_kg in pounds.
          max_lb     max_kg in pounds.
          change_lb  change_kg in pounds.
          bmi        BMI at the mean weight, at the height the period's last weigh-in is
                     assessed with; null for a child's period with no height within 3
                     months.

        undo records

          The change bmi undo undid. Printed by: bmi undo.

          Field          Meaning
          undone         The change undone, in the words of its command.
          store_removed  true when there was no store before it, so undo removed it.

        Words

          A sex is read as female, male, f, m, girl, boy, g, b, 2, 1 or none, in any
          case, on every way in: --sex, profile save --sex, batch cells and imports;
          none means not known. Words renamed in this release are still read on input
          until the next one:

          Former word         Now
          thresholds (field)  reference
          sex-unknown         sex-missing
          born-after-date     born-after-measurement
          who                 who-adult
          who-asian           who-adult-asian

        Formats

          Every command that prints records takes --format text, json, csv and ndjson
          (--json is --format json); value prints one number or one list alone, for
          $(...). 'bmi calc --input' writes csv or ndjson rows; 'bmi chart' takes
          --format text or svg.

          Command         --format
          calc            text, json, csv, ndjson, value
          log             text, json, csv, ndjson
          unlog           text, json, csv, ndjson
          history         text, json, csv, ndjson
          trend           text, json, csv, ndjson, value
          stats           text, json, csv, ndjson
          undo            text, json, csv, ndjson
          export          text, json, csv, ndjson, fhir
          import          text, json, csv, ndjson
          profile save    text, json, csv, ndjson
          profile list    text, json, csv, ndjson, value
          profile show    text, json, csv, ndjson
          profile use     text, json, csv, ndjson
          profile rename  text, json, csv, ndjson
          profile remove  text, json, csv, ndjson
          store path      text, json, csv, ndjson, value
          chart           text, svg

          --format value  Prints
          calc            the BMI
          trend           the trend weight, in the profile's units
          profile list    the profile names, one per line
          store path      the store file's path

        """)
  }
}
