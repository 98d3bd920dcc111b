import DataSource
import Testing

/// The one FNV-1a gives the published 64-bit test vectors (Fowler, Noll and Vo's table),
/// whatever sequence holds the bytes.
struct FNV1aTests {
  @Test(arguments: [
    ("", 0xcbf2_9ce4_8422_2325 as UInt64), ("a", 0xaf63_dc4c_8601_ec8c),
    ("foobar", 0x8594_4171_f739_67e8),
  ])
  func hash_publishedVectors(text: String, expected: UInt64) {
    #expect(FNV1a.hash(Array(text.utf8)) == expected)
    #expect(FNV1a.hash(text.utf8) == expected)
  }
}
