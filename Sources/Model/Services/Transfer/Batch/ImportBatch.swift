import DataSource

/// What an import file holds, read and checked, before it touches the store.
public struct ImportBatch: Sendable, Equatable {
  public enum Format: String, Sendable, Equatable {
    /// `bmi export --format json` (a store document).
    case json
    /// `bmi export --format csv`: one row per weigh-in with the profile's details.
    case csv
    /// `bmi export --format ndjson`: the CSV's rows as JSON objects, one a line.
    case ndjson
    /// Another tracker's CSV: a date column and a weight column.
    case trackerCSV = "tracker_csv"
    /// Apple Health `export.xml`.
    case appleHealth = "apple_health"
    /// Fitbit's weight JSON.
    case fitbit
    /// Google Fit's JSON from Google Takeout (`All Data`).
    case googleFit = "google_fit"
    case healthAutoExport = "health_auto_export"
    /// Huawei Health's `health detail data.json`.
    case huaweiHealth = "huawei_health"
    /// Garmin Connect's data export, `…_userBioMetrics.json`.
    case garminBiometrics = "garmin_biometrics"
    /// Endomondo's `Weights/` JSON.
    case endomondo
    /// Polar Flow's data export, `calendar-items-*.json`.
    case polarFlow = "polar_flow"
    /// Tanita Health Planet's `innerscan` measurements (its API's JSON, saved).
    case healthPlanet = "health_planet"
    /// A Tanita scale's SD card file (`DATA1.CSV`): one user of the scale.
    case tanitaCard = "tanita_card"

    /// A tracker's file: its weigh-ins go to `--profile` or the default profile.
    public var isTracker: Bool {
      [
        .trackerCSV, .appleHealth, .fitbit, .googleFit, .healthAutoExport, .huaweiHealth,
        .garminBiometrics, .endomondo, .polarFlow, .healthPlanet, .tanitaCard,
      ].contains(self)
    }
  }

  public var format: Format
  public var defaultProfile: String?
  public var profiles: [ImportedProfile]
  /// Rows whose date came again later in the file; the later row was kept.
  public var repeatedDates: Int
  /// Tracker rows with no weight (many trackers log other measures in the same file).
  public var skippedRows: Int
  /// The latest height the file gives (Apple Health's Height records), in cm, and its date:
  /// offered to the user, never applied to a profile by the import.
  public var heightCentimetres: Double?
  public var heightDate: LocalDate?
  /// The profile's units, when bare weights were read in them because neither the file nor
  /// `--units` said: the summary says so, as a file in the other units would be read wrong.
  public var weightsInProfileUnits: UnitSystem?
  /// Dates that read either way (`04/03/2024`), read in the order the file's evidence points
  /// to, when the file did not settle it: the summary says so, and how to read them the
  /// other way.
  public var dateOrderGuess: DateOrderGuess?
  /// The text read through `--encoding`'s code page as words no language writes.
  public var misreadText: MisreadTextNote?
  /// Google Fit's weight files of one Takeout: the merged one (`derived:…:merge_weight`)
  /// holds every raw source's points too, so beside it a raw file (`raw:com.google.weight:…`)
  /// adds nothing but its readings counted twice (`TransferStore.combined`).
  public var mergedSource: MergedSource?
  /// The account the file is of, when the app names one (Garmin's `userProfilePK`): files
  /// of two accounts are two people's, never merged into one profile.
  public var account: String?
  /// The member that names a Garmin record's account, and the "column" of the refusal of
  /// several accounts (`ImportFailure.severalPeople`), which the front words its own way.
  public static let garminAccountMember = "userProfilePK"

  public enum MergedSource: Sendable, Equatable {
    case merged, raw
  }

  public init(
    format: Format, defaultProfile: String? = nil, profiles: [ImportedProfile],
    repeatedDates: Int = 0, skippedRows: Int = 0
  ) {
    self.format = format
    self.defaultProfile = defaultProfile
    self.profiles = profiles
    self.repeatedDates = repeatedDates
    self.skippedRows = skippedRows
  }
}

/// One profile's part of an import file.
public struct ImportedProfile: Sendable {
  /// `nil` for a tracker's file, whose weigh-ins go to the profile chosen on the command line.
  public var name: String?
  /// The profile's details as the file gives them (no entries), needed to create it; `nil`
  /// when the file gives none.
  public var details: Profile?
  /// The CSV line the profile first appears on, for errors.
  public var line: Int?
  /// Sorted by date, one per date.
  public var entries: [WeightEntry]
  /// A tracker file's readings of each entry's day, in the same order; `nil` for a file that
  /// gives entries, not readings (a `bmi` export).
  var days: [ImportedDay]?

  public init(name: String?, details: Profile?, line: Int? = nil, entries: [WeightEntry]) {
    self.name = name
    self.details = details
    self.line = line
    self.entries = entries
  }
}

extension ImportedProfile: Equatable {
  /// The profile as it goes into the store; the readings behind its entries are not compared.
  public static func == (lhs: ImportedProfile, rhs: ImportedProfile) -> Bool {
    lhs.name == rhs.name && lhs.details == rhs.details && lhs.line == rhs.line
      && lhs.entries == rhs.entries
  }
}
