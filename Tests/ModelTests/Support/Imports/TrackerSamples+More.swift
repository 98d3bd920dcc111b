/// More apps' exports in their published layouts (from the second layout pass: the source of
/// each is named above it), byte for byte as each app writes it.
extension TrackerSamples {
  /// TrendWeight computed download (trendweight/trendweight, downloadScaleReadingsCSV).
  static let trendWeightComputed = text(
    "trendweight_computed.csv",
    [
      "Date,Actual Weight,Weight Is Interpolated,Trend Weight,Actual Fat %,Fat Is Interpolated,Trend Fat %\n",
      "2026-03-01,180.4,No,181.0,22.1,No,22.3\n",
      "2026-03-02,180.1,Yes,180.9,22.0,Yes,22.3\n",
      "2026-03-03,179.8,No,180.8,21.9,No,22.2\n",
      "2026-03-04,179.6,Yes,180.7,21.9,Yes,22.2\n",
      "2026-03-05,179.4,No,180.6,21.8,No,22.1\n",
    ])

  /// TrendWeight raw readings download.
  static let trendWeightRaw = text(
    "trendweight_raw.csv",
    [
      "Date,Time,Weight,Body Fat %\n",
      "2026-03-01,06:58,180.4,22.1\n",
      "2026-03-03,07:02,179.8,21.9\n",
      "2026-03-05,07:10,179.4,21.8\n",
    ])

  /// Happy Scale export (weightflow HappyScaleParser).
  static let happyScale = text(
    "happyscale.csv",
    [
      "\"Date\",\"Weight (Pounds)\"\n",
      "\"2026-04-01\",\"201.4\"\n",
      "\"2026-04-02\",\"200.9\"\n",
      "\"2026-04-04\",\"200.2\"\n",
    ])

  /// Weight Gurus export (Greater Goods), US, pounds.
  static let weightGurus = text(
    "weightgurus.csv",
    [
      "Date,Weight (lbs),Body Fat %,Muscle Mass %,Water %,BMI\n",
      "03/01/2026,215.6,28.1,35.2,52.3,31.8\n",
      "03/02/2026,214.9,28.0,35.3,52.4,31.7\n",
      "03/04/2026,214.0,27.9,35.4,52.5,31.6\n",
    ])

  /// Etekcity VeSync export, kilograms in the cells, day-first dates, U+202F before AM/PM.
  static let veSyncKilograms = text(
    "vesync.csv",
    [
      "Time,Weight,BMI,Body Fat,Fat-Free Body Weight,Subcutaneous Fat,Visceral Fat,Body Water,Skeletal Muscles,Muscle Mass,Bone Mass,Protein,BMR,Metabolic Age,Heart Rate\n",
      "\"15/02/2026, 7:41\u{202F}AM\",80.5kg,26.3,22.3%,62.5kg,19.8%,9,55.1%,50.2%,59.4kg,3.1kg,17.9%,1721kcal,34,--\n",
      "\"16/02/2026, 9:05\u{202F}PM\",80.1kg,26.2,22.1%,62.4kg,19.6%,9,55.2%,50.3%,59.3kg,3.1kg,17.9%,1717kcal,34,72bpm\n",
      "\"17/02/2026, 6:58\u{202F}AM\",79.8kg,26.1,--,--,--,--,--,--,--,--,--,--,--,--\n",
    ])

  /// Etekcity VeSync export on a US phone, pounds in the cells.
  static let veSyncPounds = text(
    "vesync_us.csv",
    [
      "Time,Weight,BMI,Body Fat\n",
      "\"2/15/2026, 7:41\u{202F}AM\",177.4lb,26.3,22.3%\n",
      "\"2/16/2026, 12:05\u{202F}AM\",176.9lb,26.2,--\n",
    ])

  /// Arboleaf export, pounds, with device columns.
  static let arboleaf = text(
    "arboleaf.csv",
    [
      "Measure Time,Weight(lb),Body Fat(%),BMI,Skeletal Muscle(%),Muscle Mass(lb),Muscle Storage Ability Level,Protein(%),BMR(kcal),Fat-free Body Weight(lb),Subcutaneous Fat Percentage(%),Visceral Fat,Body Water(%),Bone Mass(lb),Metabolic Age,Device MAC Address,Device Name\n",
      "03/05/2026 07:12:44,182.6,24.1,27.0,48.2,131.4,2,17.1,1702,138.6,21.3,9,54.8,6.9,38,C8:B2:1E:00:11:22,CS20A\n",
      "03/06/2026 07:05:10,182.0,24.0,26.9,48.3,131.2,2,17.1,1700,138.3,21.2,9,54.9,6.9,38,C8:B2:1E:00:11:22,CS20A\n",
      "03/08/2026 21:40:03,181.4,23.9,26.8,48.4,131.0,2,17.2,1698,138.0,21.1,9,55.0,6.9,38,C8:B2:1E:00:11:22,CS20A\n",
    ])

  /// Health Auto Export CSV (daily rows at midnight with the phone offset).
  static let healthAutoExport = text(
    "hae.csv",
    [
      "Date,Weight & Body Mass (lb),Step Count (count),Protein (g),Dietary Energy (kcal)\n",
      "2026-06-01 00:00:00 -0600,201.4,8432,151,2180\n",
      "2026-06-02 00:00:00 -0600,,9120,140,2050\n",
      "2026-06-03 00:00:00 -0600,200.8,7311,162,2230\n",
    ])

  /// MacroFactor Scale Weight sheet saved as CSV by Excel (CRLF).
  static let macroFactorScaleWeight = text(
    "mf_scale.csv",
    [
      "Date,Weight (kg)\r\n",
      "1/15/2026,82.35\r\n",
      "1/16/2026,82.1\r\n",
      "1/18/2026,81.9\r\n",
    ])

  /// Nokia Health (old Withings) weight.csv, two readings on a day.
  static let nokiaHealth = text(
    "nokia.csv",
    [
      "Date,Weight (kg),Fat mass (kg),Bone mass (kg),Muscle mass (kg),Hydration (kg),Comments\n",
      "\"2017-05-04 07:32:11\",80.12,16.2,3.1,60.1,44.5,\n",
      "\"2017-05-03 07:30:02\",80.40,16.3,3.1,60.3,44.6,\"after holiday, heavy\"\n",
      "\"2017-05-03 21:10:45\",81.10,,,,,\n",
    ])

  /// MyDataHelps Garmin body composition export (support.mydatahelps.org): epoch seconds, offset in seconds, grams.
  static let myDataHelpsGarmin = text(
    "mdh_garmin.csv",
    [
      "ParticipantID,ParticipantIdentifier,SummaryId,MeasurementTimeInSeconds,MeasurementTimeOffsetInSeconds,MuscleMassInGrams,BoneMassInGrams,BodyWaterInPercent,BodyFatInPercent,BodyMassIndex,WeightInGrams,InsertedDate\n",
      "1be320d5-57fa-4860-8fa2-033b27038c4e,TST12345,x45e31a7-621d6200,1646092800,-18000,,,,0.0,23.6,74615,2023-02-06T21:24:30Z\n",
      "1be320d5-57fa-4860-8fa2-033b27038c4e,TST12345,x45e31a7-621eb380,1646179200,-18000,,,,0.0,23.6,74615,2023-02-06T21:24:30Z\n",
      "1be320d5-57fa-4860-8fa2-033b27038c4e,TST12345,x45e31a7-62215680,1646352000,-18000,,,,0.0,23.6,74611,2023-02-06T21:24:30Z\n",
    ])

  /// a French Excel CSV: BOM, CRLF, semicolons, decimal commas, ambiguous day-first dates.
  static let frenchExcel = text(
    "fr_excel.csv",
    [
      "\u{FEFF}Date;Poids (kg);IMC\r\n",
      "05/01/2026;82,4;26,9\r\n",
      "06/01/2026;82,1;26,8\r\n",
      "07/01/2026;81,9;26,7\r\n",
    ])
}
