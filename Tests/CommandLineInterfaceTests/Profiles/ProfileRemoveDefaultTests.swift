import Testing

/// Removing the default profile: the one profile left becomes the default; with more left,
/// none is chosen for the user.
@MainActor
struct ProfileRemoveDefaultTests {
  @Test func remove_defaultWithTwoLeft_leavesNoDefault() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([
      ["profile", "save", "bob", "--height", "180"], ["profile", "save", "cy", "--height", "170"],
    ])
    let sut = await session.run(["profile", "remove", "ann", "--force"])
    #expect(
      sut.stderr == """
        Removed profile ann and its 3 weigh-ins.
        There is no default profile now; choose one with 'bmi profile use NAME'.

        """)
  }

  @Test func remove_defaultWithOneLeft_makesItTheDefault() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([["profile", "save", "bob", "--height", "180"]])
    let sut = await session.run(["profile", "remove", "ann", "--force"])
    #expect(
      sut.stderr == """
        Removed profile ann and its 3 weigh-ins.
        bob, the one profile left, is now the default profile.

        """)
    let list = await session.run(["profile", "list", "--format", "csv"])
    #expect(list.stdout.contains("\nbob,true,"))
  }

  @Test func remove_notTheDefault_keepsTheDefault() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([["profile", "save", "bob", "--height", "180"]])
    let sut = await session.run(["profile", "remove", "bob", "--force"])
    #expect(sut.stderr == "Removed profile bob and its 0 weigh-ins.\n")
  }
}
