import Foundation
import TestSupport
import Testing

/// `bmi calc` batch mode through the built binary: files and pipes in, CSV and NDJSON out,
/// bad rows, exit codes, and a reader that stops early.
struct BatchEndToEndTests {
  static let people =
    "name,weight_kg,height_cm\r\n\"Smith, Jo\",70,175\r\n\"say \"\"hi\"\"\",\"99.98\",200\r\n\"two\nlines\",50,180\r\n"

  @Test func calcInput_csvFile_keepsEveryInputByteAndAddsTheBatchColumns() throws {
    let directory = try TemporaryDirectory()
    let path = try directory.file("people.csv", Self.people)
    let sut = try BinaryRunner.run(["calc", "--input", path])
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == "name,weight_kg,height_cm,bmi,category,reference,implausible\r\n\"Smith, Jo\",70,175,22.86,normal,who-adult,\r\n\"say \"\"hi\"\"\",\"99.98\",200,25.00,overweight,who-adult,\r\n\"two\nlines\",50,180,15.43,severe-thinness,who-adult,\r\n"
    )
    #expect(sut.stderr.isEmpty)
  }

  @Test(arguments: [["calc", "--input", "-"], ["calc", "--input", "-", "--quiet"]])
  func calcInputDash_pipedStandardInput_readsRows(arguments: [String]) throws {
    let sut = try BinaryRunner.run(arguments, stdin: "weight,height\n70,175\n")
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == "weight,height,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n")
    #expect(sut.stderr.isEmpty)
  }

  @Test func calcInput_formatNDJSON_writesOneObjectPerRow() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--format", "ndjson"], stdin: Self.people)
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == """
        {"name":"Smith, Jo","weight_kg":"70","height_cm":"175","bmi":22.86,"category":"normal","reference":"who-adult","implausible":null}
        {"name":"say \\"hi\\"","weight_kg":"99.98","height_cm":"200","bmi":25.00,"category":"overweight","reference":"who-adult","implausible":null}
        {"name":"two\\nlines","weight_kg":"50","height_cm":"180","bmi":15.43,"category":"severe-thinness","reference":"who-adult","implausible":null}

        """)
  }

  @Test func calcInput_ndjsonInput_addsBMIToEachObject() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--input-format", "ndjson"],
      stdin: "{\"id\":7,\"weight_lb\":154,\"height_in\":69}\n")
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == "{\"id\":7,\"weight_lb\":154,\"height_in\":69,\"bmi\":22.74,\"category\":\"normal\",\"reference\":\"who-adult\",\"implausible\":null}\n"
    )
  }

  /// The import's vocabulary: a camel-case header in grams and centimetres.
  @Test func calcInput_camelCaseGramsHeader_readsTheUnit() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-"], stdin: "weightInGrams,heightCm\n70000,175\n")
    #expect(sut.status == 0)
    #expect(sut.stdout.hasSuffix("\n70000,175,22.86,normal,who-adult,\n"))
  }

  @Test func calcInput_badRow_stopsWithLineAndColumnAndStatus65() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-"], stdin: "weight_kg,height_cm\n70,175\n70,1.75\n80,180\n")
    #expect(sut.status == 65)
    #expect(
      sut.stdout
        == "weight_kg,height_cm,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n"
    )
    #expect(sut.stderr == "bmi: line 3, column 2: height_cm '1.75' is 1.75 cm, outside 30–300 cm\n")
  }

  @Test func calcInput_cellJustOutsideItsRange_showsTheDecimalsThatAreOutside() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-"], stdin: "weight_kg,height_cm\n1000.004,175\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: line 2, column 1: weight_kg '1000.004' is 1000.004 kg, outside 0.2–1000 kg\n")
  }

  @Test func calcInput_skipInvalid_reportsEachBadRowAndSummarises() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--skip-invalid"],
      stdin: "weight_kg,height_cm\n70,175\nabc,175\n80,180\n70,175,extra\n")
    #expect(sut.status == 0)
    #expect(
      sut.stdout
        == "weight_kg,height_cm,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n80,180,24.69,normal,who-adult,\n"
    )
    #expect(
      sut.stderr
        == """
        bmi: line 3, column 1: weight_kg 'abc' is not a number; expected a weight such as 70, 70kg, 154lb or 11st2lb
        bmi: line 5: 3 fields where the header has 2
        bmi: skipped 2 of 4 rows

        """)
  }

  @Test(arguments: [
    (
      ["calc", "--input", "/nonexistent/people.csv"], Int32(66),
      "bmi: cannot open '/nonexistent/people.csv': no such file\n"
    ),
    (
      ["calc", "--input", "-", "--weight", "70"], 64,
      "bmi: --input reads weights and heights from its rows; leave out --weight and --height\n"
    ),
    (
      ["calc", "--weight", "70", "--height", "175", "--skip-invalid"], 64,
      "bmi: --skip-invalid needs batch mode: add --input FILE, or --input - for standard input\n"
    ),
    (
      ["calc", "--input", "-", "--format", "json"], 64,
      "bmi: batch mode writes csv or ndjson, not json; use --format csv or --format ndjson\n"
    ),
  ])
  func calcInput_unusableCommandLine_failsWithPublishedStatus(
    arguments: [String], status: Int32, message: String
  ) throws {
    let sut = try BinaryRunner.run(arguments, stdin: "weight,height\n70,175\n")
    #expect(sut.status == status)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == message)
  }

  @Test func calcInput_noWeightColumn_says65AndHowToNameIt() throws {
    let sut = try BinaryRunner.run(["calc", "--input", "-"], stdin: "mass,height\n70,175\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: no weight column among 'mass', 'height'; expected one named weight_kg, weight or weight_lb, or name it with --weight-column\n"
    )
  }

  /// `| head` takes three lines and goes away; bmi must end at once, quietly, with status 0.
  @Test func calcInput_pipedIntoHead_endsCleanly() throws {
    let directory = try TemporaryDirectory()
    let rows = (0..<200_000).map { "\(40 + $0 % 110).\($0 % 10),\(140 + $0 % 70).5\n" }.joined()
    let input = try directory.file("big.csv", "weight_kg,height_cm\n" + rows)
    let status = directory.url.appendingPathComponent("status").path
    let errors = directory.url.appendingPathComponent("stderr").path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = [
      "-c", "{ \"$0\" calc --input \"$1\" 2>\"$2\"; echo $? >\"$3\"; } | head -n 3",
      BinaryRunner.executable.path, input, errors, status,
    ]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let head = String(
      decoding: output.fileHandleForReading.readAllRetryingInterrupts(), as: UTF8.self)
    process.waitUntilExit()
    #expect(
      head
        == "weight_kg,height_cm,bmi,category,reference,implausible\n40.0,140.5,20.26,normal,who-adult,\n41.1,141.5,20.53,normal,who-adult,\n"
    )
    #expect(try String(contentsOfFile: status, encoding: .utf8) == "0\n")
    #expect(try String(contentsOfFile: errors, encoding: .utf8) == "")
  }

  /// The batch row and `bmi calc --format csv` agree on bmi and category for the same input.
  @Test(arguments: [
    ("70", "175"), ("99.98", "200"), ("24.995", "100"), ("18.495", "100"), ("150", "140"),
    ("40.1", "209.9"), ("154lb", "5ft9in"), ("11st 2lb", "1.75m"),
  ])
  func calcInput_row_equalsCalcForTheSameValues(weight: String, height: String) throws {
    // --force: 40.1 kg at 209.9 cm (BMI 9.10) is implausible, and kept here on purpose.
    let single = try BinaryRunner.run([
      "calc", "--weight", weight, "--height", height, "--format", "csv", "--force",
    ])
    let values = single.stdout.split(separator: "\n")[1].split(separator: ",")
    let batch = try BinaryRunner.run(
      ["calc", "--input", "-"], stdin: "weight_kg,height_cm\n\(weight),\(height)\n")
    // calc refuses (or will refuse) a BMI outside the plausible range; batch flags it.
    let flag = Double(values[0]).map { $0 < 12 ? "bmi-low" : "" } ?? ""
    #expect(
      batch.stdout.split(separator: "\n")[1]
        == "\(weight),\(height),\(values[0]),\(values[1]),who-adult,\(flag)")
  }
}
