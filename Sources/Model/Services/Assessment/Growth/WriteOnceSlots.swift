import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Values in numbered slots, each computed once and then shared between threads: the memory
/// of `CDCAgeTermsMemo` and `WHOCutOffMemo`.
///
/// Why it is safe to share: each slot is written once, by the one thread that moves its
/// state from empty to filling, and read only after the state says ready (release and
/// acquire). A thread that finds a slot being filled computes the value itself. The memory
/// comes from `malloc`: without it (`ulimit -v`) nothing is remembered and every value is
/// computed, since a memo only saves time, rather than the runtime's trap ending the run.
final class WriteOnceSlots<Value: Sendable>: @unchecked Sendable {
  let count: Int

  private static var empty: UInt8 { 0 }
  private static var filling: UInt8 { 1 }
  private static var ready: UInt8 { 2 }

  private let states: UnsafeMutablePointer<Atomic<UInt8>>?
  private let slots: UnsafeMutablePointer<Value>?

  /// `Value` must be plain numbers (`_isPOD`): filled slots are never deinitialised.
  init(count: Int) {
    precondition(_isPOD(Value.self), "WriteOnceSlots holds plain values only")
    self.count = count
    let states = malloc(count * MemoryLayout<Atomic<UInt8>>.stride)
    let slots = malloc(count * MemoryLayout<Value>.stride)
    guard let states, let slots else {
      free(states)
      free(slots)
      (self.states, self.slots) = (nil, nil)
      return
    }
    let typed = states.bindMemory(to: Atomic<UInt8>.self, capacity: count)
    for index in 0..<count { (typed + index).initialize(to: Atomic(Self.empty)) }
    self.states = typed
    // Slots are initialised one by one as they are filled.
    self.slots = slots.bindMemory(to: Value.self, capacity: count)
  }

  /// The values are plain numbers: filled slots need no deinitialising.
  deinit {
    states?.deinitialize(count: count)
    free(states)
    free(slots)
  }

  /// The value of slot `index`: remembered, or `compute()`d (and remembered when the slot
  /// is free).
  @inline(__always)
  func value(at index: Int, _ compute: () -> Value) -> Value {
    guard let states, let slots else { return compute() }
    if states[index].load(ordering: .acquiring) == Self.ready { return slots[index] }
    let value = compute()
    if states[index].compareExchange(
      expected: Self.empty, desired: Self.filling, ordering: .relaxed
    ).exchanged {
      (slots + index).initialize(to: value)
      states[index].store(Self.ready, ordering: .releasing)
    }
    return value
  }
}
