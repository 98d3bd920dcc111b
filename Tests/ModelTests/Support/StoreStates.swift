import DataSource
import Model

/// Each store's whole state as one `Equatable` value, for `StoreTester`. A property added to
/// a store is added here too, so the tests compare it from then on.
extension WeightLogStore {
  struct State: Equatable {
    var profile: Profile?
    var logged: EntryChange?
    var removed: WeightEntry?
    var history: HistoryRows = .empty
    var dailyTrend: [DailyTrend] = []
    var trend: TrendReport?
    var periods: [PeriodStats] = []
    var migration: StoreMigration?
    var failure: TrackingError?
  }

  var state: State {
    State(
      profile: profile, logged: logged, removed: removed, history: history,
      dailyTrend: dailyTrend, trend: trend, periods: periods, migration: migration,
      failure: failure)
  }
}

extension ProfilesStore {
  struct State: Equatable {
    var summaries: [ProfileSummary] = []
    var change: ProfileChange?
    var migration: StoreMigration?
    var failure: TrackingError?
  }

  var state: State {
    State(summaries: summaries, change: change, migration: migration, failure: failure)
  }
}

extension CalculatorStore {
  struct State: Equatable {
    var result: CalcAssessment?
    var calculation: ProfileCalculation?
    var migration: StoreMigration?
    var failure: CalcFailure?
  }

  var state: State {
    State(result: result, calculation: calculation, migration: migration, failure: failure)
  }
}

extension StoreFileStore {
  struct State: Equatable {
    var exists: Bool?
    var undone: StoreChange?
    var storeRemoved = false
    var failure: StoreFileFailure?
  }

  var state: State {
    State(exists: exists, undone: undone, storeRemoved: storeRemoved, failure: failure)
  }
}
