import Testing

/// A survey file with the WHO's columns but no age column bmi knows (ENA's `MONTHS`): the run
/// goes on, with one note on stderr naming the columns and the options that name an age.
struct BatchAgelessNoteTests {
  static let input = "SEX,MONTHS,WEIGHT,HEIGHT,EDEMA,MUAC,MEASURE\nm,17,9.5,78,n,135,l\n"

  @Test func calcInput_whoColumnsWithoutAge_notesItOnceAndGoesOn() throws {
    let sut = try BinaryRunner.run(["calc", "--input", "-"], stdin: Self.input)
    #expect(sut.status == 0)
    #expect(
      sut.stderr
        == "bmi: note: the columns 'EDEMA', 'MUAC', 'MEASURE' are read for children the WHO "
        + "scores, but no column gives an age, so no row is scored by age; name it with "
        + "--age-months-column, --age-years-column, --age-days-column or --born-column "
        + "(bmi help batch)\n")
    #expect(sut.stdout.split(separator: "\n").count == 2)
  }

  @Test func calcInput_ageNamed_noNote() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--age-months-column", "MONTHS", "--arm-column", "MUAC (mm)"],
      stdin: Self.input.replacing("MUAC", with: "MUAC (mm)"))
    #expect(sut.status == 0)
    #expect(sut.stderr.isEmpty)
    #expect(sut.stdout.contains(",who-2006,"))
  }

  /// Without an age the WHO scores weight-for-length alone; a row it cannot class says why
  /// in `reason`, as every child row does: oedema, or a length outside the table.
  @Test func calcInput_referenceWHOWithoutAge_reasonGiven() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--reference", "who"],
      stdin: "sex,weight_kg,height_cm,oedema\n1,8,70,y\n1,8,70,n\n1,2,44.9,n\n")
    #expect(sut.status == 0)
    let lines = sut.stdout.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    let reason = try #require(lines[0].firstIndex(of: "reason"))
    let category = try #require(lines[0].firstIndex(of: "category"))
    #expect(lines[1][reason] == "oedema")
    #expect(lines[1][category] == "")
    #expect(lines[2][reason] == "")
    #expect(lines[2][category] == "normal")
    #expect(lines[3][reason] == "length-outside-table")
    #expect(lines[3][category] == "")
    let calc = try BinaryRunner.run(
      [
        "calc", "--weight", "2", "--height", "44.9", "--sex", "female", "--reference", "who",
        "--json",
      ])
    #expect(calc.stdout.contains("\"reason\": \"length-outside-table\""), "\(calc.stdout)")
  }

  /// A MUAC in millimetres under a column that does not say so is refused with the way to
  /// read it so; `muac_mm` and `head_mm` columns are read in millimetres.
  @Test func calcInput_circumferenceInMillimetres_hintAndTheMillimetreColumns() throws {
    let refused = try BinaryRunner.run(
      ["calc", "--input", "-", "--reference", "who"],
      stdin: "sex,age_days,weight,height,muac\n1,400,9.5,75,135\n")
    #expect(refused.status == 65)
    #expect(
      refused.stderr.hasSuffix(
        "muac '135' is 135.00 cm, outside 5–80 cm; in millimetres? name the column with its unit (muac_mm, head_mm) or write 135mm\n"
      ), "\(refused.stderr)")
    let read = try BinaryRunner.run(
      ["calc", "--input", "-", "--reference", "who"],
      stdin: "sex,age_days,weight,height,muac_mm,head_mm\n1,400,9.5,75,135,455\n")
    #expect(read.status == 0, "\(read.stderr)")
    #expect(read.stdout.contains(",-0.68,0,-1.08,0,"), "\(read.stdout)")
  }
}
