/// The two output streams every command writes to: data on `output`, messages on `error`.
public enum StandardStream: Sendable, Equatable {
  case output
  case error
}
