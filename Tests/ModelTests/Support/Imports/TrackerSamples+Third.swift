/// The third layout pass's apps, byte for byte as each writes its export (the layouts as the
/// parsers and tests of public importers read them, named above each).
extension TrackerSamples {
  /// FitNotes body tracker export (`FitNotes_BodyTracker_Export_*.csv`): one measurement a
  /// row, the weight named `Bodyweight` in one word.
  static let fitNotesBodyTracker = text(
    "FitNotes_BodyTracker_Export_2026_03_05_10_11_12.csv",
    [
      "Date,Time,Measurement,Value,Unit,Comment\n",
      "2026-03-01,07:12:00,Bodyweight,82.4,kg,\n",
      "2026-03-01,07:13:00,Body Fat,21.0,%,\n",
      "2026-03-02,07:05:00,Bodyweight,82.1,kg,\n",
      "2026-03-04,07:01:00,Bodyweight,81.9,kg,\n",
    ])

  /// FitNotes workout export: `Weight` is the load on the bar.
  static let fitNotesWorkout = text(
    "FitNotes_Export_2026_03_05_10_11_00.csv",
    [
      "Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n",
      "2026-03-01,Flat Barbell Bench Press,Chest,80.0,kgs,5,,,,\n",
      "2026-03-01,Barbell Squat,Legs,100.0,kgs,5,,,,\n",
    ])

  /// Strong's workout export, semicolons, one set a row.
  static let strongWorkout = text(
    "strong.csv",
    [
      "Date;Workout Name;Duration;Exercise Name;Set Order;Weight;Reps;Distance;Seconds;Notes;Workout Notes;RPE\n",
      "\"2026-03-01 18:30:12\";\"Evening Workout\";\"1h 5m\";\"Bench Press (Barbell)\";1;60;10;0;0;\"\";\"\";\n",
      "\"2026-03-01 18:30:12\";\"Evening Workout\";\"1h 5m\";\"Squat (Barbell)\";1;90;5;0;0;\"\";\"\";\n",
    ])

  /// Lose It! `weights.csv`: a reading the person deleted stays in the file, `Deleted` true.
  static let loseIt = text(
    "weights.csv",
    [
      "Date,Weight,Last Updated,Deleted\n",
      "05/02/2026,180.4,2026-05-02T07:21:13+0100,false\n",
      "05/03/2026,178.9,2026-05-03T07:05:00+0100,false\n",
      "05/03/2026,197.9,2026-05-03T07:00:00+0100,true\n",
      "05/04/2026,179.2,2026-05-04T07:10:00+0100,false\n",
      "05/05/2026,179.8,2026-05-05T07:00:00+0100,true\n",
    ])

  /// Etekcity VeSync, two readings a day either side of noon, U+202F before AM and PM: by
  /// time of day the 1 PM reading is the day's last.
  static let veSyncAroundNoon = text(
    "vesync_noon.csv",
    [
      "Time,Weight,BMI,Body Fat\n",
      "\"15/02/2026, 1:00\u{202F}PM\",80.0kg,26.1,22.0%\n",
      "\"15/02/2026, 11:00\u{202F}AM\",81.0kg,26.4,22.3%\n",
    ])

  /// Huawei Health's `health detail data.json`: weights at 07:00 and 23:30 in UTC+8 (the
  /// second on 2026-01-02 there, 15:30Z), the value as a string and as an object, a heart
  /// rate, the 07:00 weight again in an earlier version (70.9, superseded), and a family
  /// member's weight (`subUser`).
  static let huaweiHealth = text(
    "health detail data.json",
    [
      "[{\"type\": 10006, \"deviceCode\": \"0\", \"timeZone\": \"+0800\", \"version\": 2, \"samplePoints\": [{\"startTime\": 1767222000000, \"endTime\": 1767222000000, \"key\": \"WEIGHT_BODYFAT_BROAD\", \"value\": \"{\\\"bodyWeight\\\": 70.35, \\\"bodyFatRate\\\": 21.3, \\\"bmi\\\": 24.3}\", \"unit\": \"0\"}]},\n",
      "{\"type\": 10006, \"timeZone\": \"+0800\", \"version\": 1, \"samplePoints\": [{\"startTime\": 1767222000000, \"key\": \"WEIGHT_BODYFAT_BROAD\", \"value\": \"{\\\"bodyWeight\\\": 70.9}\"}]},\n",
      "{\"type\": 10006, \"timeZone\": \"+0800\", \"version\": 2, \"samplePoints\": [{\"startTime\": 1767367800000, \"key\": \"WEIGHT_BODYFAT_BROAD\", \"value\": {\"bodyWeight\": 70.1}}]},\n",
      "{\"type\": 7, \"timeZone\": \"+0800\", \"samplePoints\": [{\"startTime\": 1767225600000, \"key\": \"DATA_POINT_DYNAMIC_HEARTRATE\", \"value\": \"70\"}]},\n",
      "{\"type\": 10006, \"timeZone\": \"+0800\", \"version\": 3, \"subUser\": \"a1b2\", \"samplePoints\": [{\"startTime\": 1767222000000, \"key\": \"WEIGHT_BODYFAT_BROAD\", \"value\": \"{\\\"bodyWeight\\\": 50}\"}]}]\n",
    ])

  /// Simple Health Export CSV (an iOS app's export of Apple Health, one record a row):
  /// `type` the HealthKit type, `startDate` with its offset, `unit` beside `value`. A heart
  /// rate between the weights; a weight in pounds just after midnight at +01:00, and a
  /// waist in inches that day.
  static let simpleHealthExport = text(
    "Simple Health Export.csv",
    [
      "type,sourceName,sourceVersion,productType,device,startDate,endDate,unit,value\n",
      "HKQuantityTypeIdentifierBodyMass,Withings,5.1,\"iPhone10,4\",,2026-11-21 07:02:14 +0100,2026-11-21 07:02:14 +0100,kg,79.6\n",
      "HKQuantityTypeIdentifierHeartRate,Watch,10.1,\"Watch3,4\",,2026-11-21 07:03:00 +0100,2026-11-21 07:03:00 +0100,count/min,61\n",
      "HKQuantityTypeIdentifierBodyMass,Withings,5.1,\"iPhone10,4\",,2026-11-22 00:30:00 +0100,2026-11-22 00:30:00 +0100,lb,175\n",
      "HKQuantityTypeIdentifierWaistCircumference,Health,17.1,\"iPhone10,4\",,2026-11-22 08:00:00 +0100,2026-11-22 08:00:00 +0100,in,33\n",
    ])

  /// QS Access (an iOS app's table of Apple Health data by hour or day): `Start` and
  /// `Finish` of each period, no column named for a date.
  static let qsAccess = text(
    "Health Data.csv",
    [
      "Start,Finish,Body Mass (kg)\n",
      "20-Nov-2026 00:00,21-Nov-2026 00:00,80.0\n",
      "21-Nov-2026 00:00,22-Nov-2026 00:00,79.6\n",
    ])

  /// A spreadsheet saved by Excel with its default short date, d-mmm-yy.
  static let excelShortDates = text(
    "weights.csv",
    ["Date,Weight (kg)\r\n", "21-Nov-26,79.6\r\n", "22-Nov-26,79.4\r\n"])

  /// Beurer HealthManager's data export: a title, the user's details and the period as
  /// `"key";"value"` lines, the category's title, then the table under `Weight`, newest
  /// first, semicolons, quoted cells, kilograms by the `kg` column's name.
  static let beurerHealthManager = text(
    "HealthManagerApp_DataExport.csv",
    [
      "Data Export Details\n", "\n", "User details\n", "\"Gender\";\"\"\n",
      "\"First name\";\"\"\n", "\"Date of birth\";\"yyyy-mm-dd\"\n", "\n", "Period\n",
      "\"Start\";\"2020-05-31\"\n", "\"End\";\"2021-05-30\"\n", "\n", "Category\n",
      "\"Scale\";000\n", "\n", "Weight\n",
      "Date;Time;kg;BMI;Body fat;Water;Muscles;Bones;Medication;Comment\n",
      "\"2022-02-01\";\"09:26\";\"62.5\";\"21.4\";\"15.8\";\"57.8\";\"43.7\";\"2.8\";\"\";\"\"\n",
      "\"2022-01-31\";\"09:23\";\"62.7\";\"21.4\";\"15.9\";\"57.8\";\"43.7\";\"2.9\";\"\";\"\"\n",
    ])

  /// GoldenCheetah's body measures CSV (`doc/user/bodymeasures-format.txt`): the unit glued
  /// to each name, kilograms whatever the athlete's units.
  static let goldenCheetah = text(
    "bodymeasures.csv",
    [
      "date,weightkg,fatkg,boneskg,musclekg,leankg,fatpercent,comment\n",
      "2017-01-02T07:00:00Z,80.15,12.10,5.4,0,32.5,15.1,Test Value\n",
      "2017-01-03T07:00:00Z,79.95,12.00,5.4,0,32.5,15.0,\n",
    ])

  /// A Japanese scale's CSV: the muscle mass `筋肉量(kg)` before the weight `体重(kg)`.
  static let japaneseScale = text(
    "体組成.csv",
    [
      "日付,筋肉量(kg),体重(kg),体脂肪率(%)\n", "2024/3/1,44.2,62.4,24.1\n", "2024/3/2,44.1,62.1,24.0\n",
    ])

  /// Polar Flow's session export: the session's `Name` (no person's), its one row with the
  /// athlete's `Weight (kg)` and a note, then its samples under their own header.
  static let polarFlowSession = text(
    "Anna_Muster_2018-06-20_11-17-03.csv",
    [
      "Name,Sport,Date,Start time,Duration,Total distance (km),Average heart rate (bpm),Notes,Height (cm),Weight (kg),HR max,HR sit,VO2max,\n",
      "TRIMP Studie,RUNNING,20-06-2018,11:17:03,00:30:08,4.48,156,\"Fahrtspiel, sehr warm\",180.0,77.0,195,55,56,\n",
      "Sample rate,Time,HR (bpm),Speed (km/h),Pace (min/km),Cadence,Altitude (m),\n",
      "1,00:00:00,85,0.0,,,,\n", "1,00:00:01,86,3.1,,,,\n", "1,00:00:02,88,4.0,,,,\n",
    ])

  /// Seohtracker's CSV (`docs/csv_format.rst`): a rule under the header, each weight with
  /// its unit, kilograms and pounds mixed.
  static let seohtracker = text(
    "seohtracker.csv",
    [
      "date,weight\n", "-----\n", "2014-01-07:23-51-37,101.900001525879kg\n",
      "2014-01-10:07-00-00,220.5lb\n",
    ])

  /// Beurer HealthManager Pro's export: no title, its user's details as rows padded with
  /// semicolons, blank padded rows, a padded `Gewicht` row, then the table; a BOM, CRLF and
  /// decimal commas.
  static let beurerHealthManagerPro = text(
    "Beurer_HealthManagerPro_Export.csv",
    [
      "\u{FEFF}Benutzerdetails;;;;;\r\n", "Geschlecht;männlich;;;;\r\n", "Vorname;Holger;;;;\r\n",
      "Körpergröße;180 cm;;;;\r\n", ";;;;;\r\n", "Gewicht;;;;;\r\n",
      "Datum;Uhrzeit;kg;BMI;Körperfett;Wasser\r\n", "03.12.2025;06:58;82,4;25,4;21,3;55,2\r\n",
      "04.12.2025;07:02;82,0;25,3;21,2;55,3\r\n",
    ])

  /// A Polish scale's CSV: `Waga [kg]` and its `Notatka`.
  static let polishScale = text(
    "pomiary.csv",
    ["Data;Godzina;Waga [kg];Notatka\n", "2024-01-05;07:10;82,5;po śniadaniu\n"])

  /// Garmin Connect's data export, `…_userBioMetrics.json`: weights in grams under a
  /// nested `weight`, dated by `metaData.calendarDate`; two on 1 September (the 19:30 UTC one
  /// the day's last), a height record between them, and a time in epoch milliseconds.
  static let garminBiometrics = text(
    "12345678_userBioMetrics.json",
    [
      "[ {\n",
      "  \"userProfilePK\" : 12345678,\n",
      "  \"metaData\" : { \"calendarDate\" : \"2022-09-01T00:00:00.0\" },\n",
      "  \"weight\" : { \"weight\" : 80500.0, \"timestampGMT\" : \"2022-09-01T19:30:00.0\", \"sourceType\" : \"INDEX_SCALE\" }\n",
      "}, {\n",
      "  \"userProfilePK\" : 12345678,\n",
      "  \"metaData\" : { \"calendarDate\" : \"2022-09-01T00:00:00.0\" },\n",
      "  \"height\" : 168.0\n",
      "}, {\n",
      "  \"userProfilePK\" : 12345678,\n",
      "  \"metaData\" : { \"calendarDate\" : \"2022-09-01T00:00:00.0\" },\n",
      "  \"weight\" : { \"weight\" : 80900.0, \"timestampGMT\" : 1662008400000, \"sourceType\" : \"MANUAL\" }\n",
      "}, {\n",
      "  \"userProfilePK\" : 12345678,\n",
      "  \"metaData\" : { \"calendarDate\" : \"2022-09-03T00:00:00.0\" },\n",
      "  \"weight\" : { \"weight\" : 80100.0, \"timestampGMT\" : \"2022-09-03T06:00:00.0\", \"sourceType\" : \"INDEX_SCALE\" }\n",
      "} ]\n",
    ])

  /// Basis's body data (`anatomy-history.csv`): each time in UTC and local, pounds, and the
  /// height in inches, bare; 03:30 UTC on 10 January was 19:30 on the 9th where it was taken.
  static let basis = text(
    "anatomy-history.csv",
    [
      "Timestamp (UTC),Timestamp (local),Weight,Height,Gender,Birthday\n",
      "2015-01-10 03:30:00,2015-01-09 19:30:00,172.0,66.0,female,1985-04-02\n",
      "2015-06-02 06:15:00,2015-06-01 23:15:00,168.5,66.0,female,1985-04-02\n",
    ])

  /// Track & Graph's export (`CSVReadWriterImpl.kt`): every feature tracked, one reading a
  /// row, the measure in `FeatureName`.
  static let trackAndGraph = text(
    "TrackAndGraph.csv",
    [
      "FeatureName,Timestamp,Value,Label,Note\n",
      "Weight,2025-03-04T07:30:12.345+01:00,72.4,,\"before breakfast, after run\"\n",
      "Sleep,2025-03-04T07:31:00.000+01:00,7.5,,\n",
      "Weight,2025-03-05T00:30:00.000+01:00,72.1,,\n",
      "Mood,2025-03-05T09:00:00.000+01:00,4,Good,\n",
    ])

  /// Nomie's export (`csv.ts`): every tracker's readings, the measure in `tracker`.
  static let nomie = text(
    "n-2020-05-01-2020-05-31.csv",
    [
      "epoch,start,end,offset,tracker,value,note,lat,lng,location,score\n",
      "1588573812345,2020-05-04T07:30:12.345,2020-05-04T07:30:12.345,-120,weight,72.4,#weight(72.4),52.52,13.40,Berlin,0\n",
      "1588573900000,2020-05-04T07:31:40.000,2020-05-04T07:31:40.000,-120,mood,4,#mood(4),52.52,13.40,,1\n",
      "1588660000000,2020-05-05T08:26:40.000,2020-05-05T08:26:40.000,-120,weight,72.2,#weight(72.2),,,,0\n",
    ])
}
