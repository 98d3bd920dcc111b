import TestSupport

/// Import files shaped as each app documents its export, written for these tests (no file
/// is copied from anywhere): one or more readings around 2026-11-21.
enum ImportFixtures {
  static let appleHealth = AppleHealthFixture.export

  /// Fitbit's data export `weight-2026-11-21.json` (weights in the account's units).
  static let fitbit = """
    [{
      "logId" : 1763708534000,
      "weight" : 175.4,
      "bmi" : 24.46,
      "date" : "11/21/26",
      "time" : "07:02:14",
      "source" : "Aria"
    },{
      "logId" : 1763794934000,
      "weight" : 175.0,
      "bmi" : 24.4,
      "fat" : 20.1,
      "date" : "11/22/26",
      "time" : "07:02:14",
      "source" : "API"
    }]
    """

  /// Google Fit's `Daily activity metrics.csv`: a row a day, weight only on some.
  static let googleFit = """
    Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Average heart rate (bpm),Average weight (kg),Max weight (kg),Min weight (kg),Step count
    2026-11-21,31,1812.5,2210.3,12,64,79.6,79.9,79.3,5120
    2026-11-22,12,1701.0,800.0,2,66,,,,1830

    """

  /// Withings' `weight.csv`.
  static let withings = """
    Date,"Weight (kg)","Fat mass (kg)","Bone mass (kg)","Muscle mass (kg)","Hydration (kg)",Comments
    "2026-11-22 07:01:09",79.4,15.9,3.2,57.1,43.0,
    "2026-11-21 07:02:14",79.6,16.0,3.2,57.2,43.1,"after a run"

    """

  /// Garmin Connect's weight CSV: a date row, then one row per reading with its time.
  static let garmin = """
    Time,Weight,Change,BMI,Body Fat,Skeletal Muscle Mass,Bone Mass,Body Water,
    " Nov 22, 2026",
    7:10 AM,79.4 kg,-0.2 kg,24.5,20.1 %,--,--,--,
    " Nov 21, 2026",
    9:15 PM,80.1 kg,0.5 kg,24.7,--,--,--,--,
    7:02 AM,79.6 kg,0.1 kg,24.6,--,--,--,--,

    """

  /// Renpho's CSV export.
  static let renpho = """
    Time of Measurement,Weight(kg),BMI,Body Fat(%),Fat-free Body Weight(kg),Subcutaneous Fat(%)
    "11/22/2026, 7:01:09 AM",79.4,24.5,20.1,63.4,17.0
    "11/21/2026, 7:02:14 AM",79.6,24.6,20.2,63.5,17.1

    """

  /// Libra's export, as its support page documents it.
  static let libra = """
    #Version: 6
    #Units: kg

    #date;weight;weight trend;body fat;body fat trend;muscle mass;muscle mass trend;log
    2026-11-21T06:02:14.000Z;79.6;79.7;20.2;20.2;;;
    2026-11-22T06:01:09.000Z;79.4;79.6;;;;;after a run

    """

  /// Hacker's Diet Online: a plain `Weight` column, in the user's units.
  static let hackersDiet = """
    Date,Weight,Rung,Flag,Comment
    2026-11-21,175.5,12,0,
    2026-11-22,175.0,12,1,good day

    """

  /// A German spreadsheet: `;`, day-first dates and a decimal comma.
  static let european = """
    Datum;Gewicht (kg);Notiz
    21.11.2026;79,6;
    22.11.2026;79,4;nach dem Lauf

    """

  /// A scale's log with epoch seconds and milliseconds.
  static let epoch = """
    timestamp,weight_kg
    1795240934,79.6
    1795327269000,79.4

    """
}
