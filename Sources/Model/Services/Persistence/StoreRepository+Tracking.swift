import DataSource

extension StoreRepository {
  /// The stored document, with store failures as tracking errors.
  func read() throws(TrackingError) -> StoreDocument {
    do {
      return try load()
    } catch {
      throw .store(error)
    }
  }

  /// Runs `body` on the stored document under the lock and writes the result. When `body`
  /// throws, the document is left exactly as it was and nothing is written.
  func change<Value>(_ body: (inout StoreDocument) throws(TrackingError) -> Value)
    throws(TrackingError) -> (value: Value, migration: StoreMigration?, written: Bool)
  {
    let update: StoreUpdate<Result<Value, TrackingError>>
    do throws(StoreError) {
      update = try self.update { document in
        var draft = document
        do throws(TrackingError) {
          let value = try body(&draft)
          document = draft
          return .success(value)
        } catch {
          return .failure(error)
        }
      }
    } catch {
      throw .store(error)
    }
    return (try update.outcome.get(), update.migration, update.written)
  }
}

extension QuantityParser {
  /// A weight typed for `option`, with the refusal as a tracking error.
  func weight(_ text: String, option: String) throws(TrackingError) -> ParsedQuantity {
    do {
      return try weight(text)
    } catch {
      throw .invalidQuantity(option: option, text: text, error)
    }
  }

  func height(_ text: String, option: String) throws(TrackingError) -> ParsedQuantity {
    do {
      return try height(text)
    } catch {
      throw .invalidQuantity(option: option, text: text, error)
    }
  }

  /// A waist, within the lengths a waist can be.
  func waist(_ text: String, option: String) throws(TrackingError) -> ParsedQuantity {
    do {
      return try length(text, within: WaistToHeightCalculator.waistRange)
    } catch {
      throw .invalidQuantity(option: option, text: text, error)
    }
  }
}
