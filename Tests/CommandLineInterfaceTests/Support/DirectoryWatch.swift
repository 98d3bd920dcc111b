#if os(Linux)
  import Glibc

  /// Reports files created in, or renamed out of, one directory (inotify), so a test can act
  /// the moment `bmi` creates its temporary file and not merely at a guessed time.
  final class DirectoryWatch {
    enum Change: Equatable {
      case created
      case renamedAway
    }

    struct Event: Equatable {
      let change: Change
      let name: String
    }

    private let descriptor: Int32
    private var pending: [Event] = []

    init(_ directory: String) {
      descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
      precondition(descriptor >= 0, "inotify_init1: \(String(cString: strerror(errno)))")
      let watch = inotify_add_watch(descriptor, directory, UInt32(IN_CREATE | IN_MOVED_FROM))
      precondition(watch >= 0, "inotify_add_watch: \(String(cString: strerror(errno)))")
    }

    deinit {
      close(descriptor)
    }

    /// Forgets every event so far.
    func drain() {
      while next(timeout: 0) != nil {}
    }

    /// Waits up to `timeout` seconds for `change` to a file whose name starts with `prefix`,
    /// skipping other events; says whether it came.
    func wait(for change: Change, prefix: String, timeout: Double) -> Bool {
      let deadline = MonotonicTime.seconds() + timeout
      while true {
        guard let event = next(timeout: max(0, deadline - MonotonicTime.seconds())) else {
          return false
        }
        if event.change == change, event.name.hasPrefix(prefix) { return true }
      }
    }

    private func next(timeout: Double) -> Event? {
      if pending.isEmpty { read(timeout: timeout) }
      return pending.isEmpty ? nil : pending.removeFirst()
    }

    private func read(timeout: Double) {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, Int32((timeout * 1000).rounded(.up))) > 0 else { return }
      var buffer = [UInt8](repeating: 0, count: 16 * 1024)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      // struct inotify_event: int wd; uint32_t mask, cookie, len; char name[len] (NUL-padded).
      var offset = 0
      while offset + 16 <= count {
        let mask = buffer.withUnsafeBytes {
          $0.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
        }
        let length = Int(
          buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self) })
        let nameBytes = buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
        let name = String(decoding: nameBytes, as: UTF8.self)
        if mask & UInt32(IN_CREATE) != 0 { pending.append(Event(change: .created, name: name)) }
        if mask & UInt32(IN_MOVED_FROM) != 0 {
          pending.append(Event(change: .renamedAway, name: name))
        }
        offset += 16 + length
      }
    }
  }

  /// Monotonic time in seconds.
  enum MonotonicTime {
    static func seconds() -> Double {
      var now = timespec()
      clock_gettime(CLOCK_MONOTONIC, &now)
      return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    /// Sleeps `seconds` (microsecond resolution).
    static func sleep(_ seconds: Double) {
      guard seconds > 0 else { return }
      usleep(UInt32(seconds * 1e6))
    }
  }
#endif
