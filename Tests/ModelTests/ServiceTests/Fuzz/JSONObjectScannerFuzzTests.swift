import DataSource
import Foundation
import Model
import TestSupport
import Testing

/// Hostile NDJSON lines through `JSONObjectScanner`, batch mode's line reader: each line is
/// members or a refusal, nothing crashes, every member lies inside the line in order, and
/// where an independent parser (Foundation's) reads the line too, both see the same keys.
struct JSONObjectScannerFuzzTests {
  static let seeds = [
    #"{"id": 7, "weight_lb": 154, "height_in": 69, "name": "Jo \"J\" \u00e9\ud83d\ude00"}"#,
    #"{"weight_kg":"70 kg","height":"5ft 9in","tags":["a",{"b":null}],"ok":true,"x":-1.5e2}"#,
    #"  { "weight" : 70.5 , "height_m" : 1.75 }  "#, "{}",
  ].map { Array($0.utf8) }

  static let tokens = [
    "\"", "\\", "\\u", "\\ud800", "{", "}", "[", "]", ",", ":", " ", "\t", "\r", "1e400", "-",
    "null", "true", "nul", "é", "\u{0}",
  ]

  @Test func scan_fourThousandMutatedLines_membersInsideTheLineOrRefused() {
    var mutator = ByteMutator(seed: 0x4D15, seeds: Self.seeds, tokens: Self.tokens)
    let accepted = mutator.accepted(of: 4_000, by: Self.check)
    #expect(accepted > 500)
  }

  @Test func scan_extremes_membersOrRefusedWithoutOverflowingTheStack() {
    for input in HostileBytes.extremes(embedding: {
      #"{"weight_kg": "\#($0)", "height_cm": \#($0)}"#
    }) {
      Self.check(input)
    }
  }

  /// Returns whether the line was read as an object; records an issue if a property broke.
  @discardableResult
  static func check(_ line: [UInt8]) -> Bool {
    var members: [JSONMember] = []
    let close = line.withUnsafeBufferPointer { buffer -> Int? in
      // An empty line never reaches the scanner: the processor skips it as blank.
      guard let base = buffer.baseAddress else { return nil }
      return JSONObjectScanner.scan(base, 0..<buffer.count, into: &members)
    }
    guard let close else { return false }
    #expect(close < line.count && line[close] == UInt8(ascii: "}"))
    var previousEnd = 0
    for member in members {
      #expect(
        previousEnd < member.key.lowerBound && member.key.upperBound < member.value.lowerBound)
      #expect(member.value.upperBound <= close)
      previousEnd = member.value.upperBound
    }
    let keys = line.withUnsafeBufferPointer { buffer in
      members.map { JSONText.decoded(buffer.baseAddress!, $0.key) }
    }
    if let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] {
      #expect(Set(object.keys) == Set(keys), "\(String(decoding: line.prefix(300), as: UTF8.self))")
    }
    return true
  }
}
