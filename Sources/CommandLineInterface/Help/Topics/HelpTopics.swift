/// Every reference topic of `bmi help <topic>`, in the order `bmi help topics` lists them.
public enum HelpTopics {
  public static let all: [HelpTopic] = [
    UnitsTopic.topic,
    MethodTopic.topic,
    GrowthTopic.topic,
    TrackingTopic.topic,
    FormatsTopic.topic,
    FieldsTopic.topic,
    PlausibilityTopic.topic,
    BatchTopic.topic,
    ImportTopic.topic,
    StoreTopic.topic,
    SecurityTopic.topic,
    ChartsTopic.topic,
    ExitCodesTopic.topic,
    EnvironmentTopic.topic,
    FilesTopic.topic,
  ]

  public static func topic(named name: String) -> HelpTopic? {
    all.first { $0.name == name }
  }
}
