/// Every growth reference table (the CDC's, the WHO's) made ready at once. A build without
/// optimisation makes each literal table at its first use, an allocation that traps when the
/// memory cannot be had; batch mode makes them all before its rows, after asking for the
/// memory, so that under a limit (`ulimit -v`) it ends with one line and 74 instead of a
/// trap at the first child. (An optimised build lays the
/// tables out in the binary: there this costs nothing.)
public enum ReferenceTables {
  /// The bytes the tables hold, with room to spare for the arrays' headers.
  public static let bytes = 1 << 20

  /// Makes every table; `false` when the memory they need cannot be had.
  public static func load() -> Bool {
    guard AddressSpace.canAllocate(bytes) else { return false }
    for sex in [Sex.male, .female] {
      for table in WHOGrowthTables.Table.allCases {
        _ = WHOGrowthTables.parameters(table, sex: sex).count
      }
      for measure in CDCGrowthReference.Measure.allCases {
        _ = CDCGrowthReference.parameters(measure, sex: sex).count
      }
    }
    return true
  }
}
