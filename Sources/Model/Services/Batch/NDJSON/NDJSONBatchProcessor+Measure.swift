import DataSource

/// Reading a row's weight and height from its members, apart from the rest of a row's
/// reading (`NDJSONBatchProcessor.assess`).
extension NDJSONBatchProcessor {
  /// The row's weight in kg and height in cm, read from its members. A weight or height
  /// not given (no key, `null`, empty), or both, is `nan`, returned as
  /// `missing` with the error a row refused for it gets (`MissingMeasure`: decided once the
  /// person is known); any other failure is thrown, the first in the order it always was
  /// (no weight key, no height key, the weight's value, the height's).
  func measure(_ bytes: UnsafePointer<UInt8>, _ members: [JSONMember], line: Int)
    throws(BatchRowError) -> (Double, Double, (measure: MissingMeasure, error: BatchRowError)?)
  {
    let weight = NDJSONKey.find(weightKeys, in: members, bytes: bytes)
    let height = NDJSONKey.find(heightKeys, in: members, bytes: bytes)
    func failure(_ position: Int, _ problem: BatchRowError.Problem) -> BatchRowError {
      BatchRowError(
        line: line, column: position + 1,
        columnName: JSONText.decoded(bytes, members[position].key), problem: problem)
    }
    func noKey(_ role: BatchError.Role) -> BatchRowError {
      BatchRowError(line: line, column: nil, columnName: nil, problem: .missingKey(role))
    }
    var kilograms = Double.nan
    var centimetres = Double.nan
    // Each measure's error, and whether it is only that the measure is not given.
    var weightError: (error: BatchRowError, isEmpty: Bool)?
    var heightError: (error: BatchRowError, isEmpty: Bool)?
    if let weight {
      let member = members[weight.position]
      do {
        kilograms = try measurer.weight(bytes, member.value, unit: weight.key.unit) {
          Self.text(of: member, in: bytes)
        }
      } catch {
        weightError = (
          failure(weight.position, .weight(Self.text(of: member, in: bytes), error)),
          error == .empty
        )
      }
    } else {
      weightError = (noKey(.weight), true)
    }
    if let height {
      let member = members[height.position]
      do {
        centimetres = try measurer.height(bytes, member.value, unit: height.key.unit) {
          Self.text(of: member, in: bytes)
        }
      } catch {
        heightError = (
          failure(height.position, .height(Self.text(of: member, in: bytes), error)),
          error == .empty
        )
      }
    } else {
      heightError = (noKey(.height), true)
    }
    switch (weightError, heightError) {
    case (nil, nil):
      return (kilograms, centimetres, nil)
    case (let failed?, nil) where failed.isEmpty:
      return (kilograms, centimetres, (.weight, failed.error))
    case (nil, let failed?) where failed.isEmpty:
      return (kilograms, centimetres, (.height, failed.error))
    case (let failed?, let other?) where failed.isEmpty && other.isEmpty:
      return (kilograms, centimetres, (.both, failed.error))
    default:
      if weight == nil, let weightError { throw weightError.error }
      if height == nil, let heightError { throw heightError.error }
      guard let first = weightError ?? heightError else { return (kilograms, centimetres, nil) }
      throw first.error
    }
  }

  /// A value as `bmi calc` would be given it: a string's text, a number as written, `null`
  /// as nothing.
  static func text(of member: JSONMember, in bytes: UnsafePointer<UInt8>) -> String {
    switch member.kind {
    case .string: return JSONText.decoded(bytes, member.value)
    case .literal where member.value.count == 4 && bytes[member.value.lowerBound] == 0x6E: return ""
    default:
      let raw = UnsafeBufferPointer(
        start: bytes + member.value.lowerBound, count: member.value.count)
      return String(decoding: raw, as: UTF8.self)
    }
  }
}
