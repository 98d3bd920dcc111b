import DataSource
import Model

/// `bmi help batch`: batch mode's input, columns, output and errors, with the column names
/// from `BatchColumns` and the classes from `AdultCategory`.
enum BatchTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "batch",
      summary: "bmi calc --input: a whole CSV or NDJSON file of people, each row with its BMI.",
      blocks: [
        .literal([
          "bmi calc --input people.csv > people-with-bmi.csv",
          "export-tool | bmi calc --input - --format ndjson",
          "bmi calc --input dump.ndjson --input-format ndjson",
          "bmi calc --input clinic.csv --units imperial \\",
          "  --weight-column \"Mass (lb)\" --height-column Stature",
        ]),
        .paragraph(
          "Batch mode starts with --input FILE, or --input - for standard input: a pipe alone is not read, so bmi calc inside a shell loop never eats the loop's input. It cannot be mixed with --weight and --height, nor with the options that describe one person (--profile, --save, --age, --born, --date, --sex, --population, --waist): status 64."
        ),
        .heading("Input"),
        .paragraph(
          "CSV with a header row, as RFC 4180 has it: quoted fields may hold commas, doubled quotes and line breaks; lines end in LF or CRLF; a UTF-8 byte order mark is allowed; blank lines are ignored. Every row has as many fields as the header. With --input-format ndjson, each line is one JSON object whose values may be numbers or strings (null counts as empty)."
        ),
        .heading("Columns"),
        .paragraph(
          "The weight and height columns (or NDJSON keys) are found by name, ignoring case, taking the first of these that the header has, unless --weight-column or --height-column names one:"
        ),
        .table(
          header: ["Measure", "Names, in order of preference"],
          rows: [
            ["weight", BatchColumns.weightNames.joined(separator: ", ")],
            ["height", BatchColumns.heightNames.joined(separator: ", ")],
          ]),
        .paragraph(
          "A bare number's unit comes from the column name when its last word is a unit (weight_lb, height_m, Height (in), mass_st: kg, lb, st, cm, m, mm, in or ft), else from --units (metric: kg and cm, imperial: lb and in), else kg and cm. A cell may also carry its own unit (154lb, 5ft 9in, 1.75m). Every cell is read exactly as bmi calc --weight/--height reads it, with the same accepted ranges (bmi help units)."
        ),
        .heading("Output"),
        .paragraph(
          "CSV input gives CSV by default: the header and every row exactly as they came (quoting, line ending and byte order mark kept byte for byte), plus two columns, bmi and category. --format ndjson (the default for NDJSON input) writes one object per line: from CSV, every input column as a string, in order; from NDJSON, the object as it came; then the two fields. NDJSON written as CSV takes its columns from the first object's keys; later objects may leave keys out (empty cells) but not add new ones."
        ),
        .table(
          header: ["Field", "Meaning"],
          rows: [
            [
              "bmi",
              "kg/m², 2 decimals, exactly as bmi calc reports it for the same weight and height",
            ],
            [
              "category", AdultCategory.allCases.map(\.rawValue).joined(separator: ", ") + " (WHO)",
            ],
          ]),
        .heading("Streaming"),
        .paragraph(
          "The input is read 256 KiB at a time and each window's rows are written before the next read, so memory stays flat whatever the size and bmi calc --input big.csv | head answers at once. When the reader goes away (a closed pipe), bmi stops quietly with status 0. A row may be as long as 16 MiB; input whose row never ends within that (a binary file, an unclosed quote) stops the run with status 65, even with --skip-invalid."
        ),
        .heading("Bad rows"),
        .paragraph(
          "By default the run stops at the first bad row, after writing the good rows before it, with one line on stderr (bmi: line 3, column 2: height_cm '1.75' is 1.75 cm, outside 30–300 cm) and status 65. line N is the input line the row starts on (the header is line 1); column C is the field at fault, counted from 1, left out when the whole row is at fault. With --skip-invalid, each bad row is reported the same way and left out, the run goes on, and a summary (bmi: skipped 3 of 1000000 rows) ends it with status 0. These reports are printed even with --quiet. On a terminal, a long run shows its row count on stderr every 100,000 rows."
        ),
        .heading("Exit status"),
        .table(
          header: ["Status", "When"],
          rows: [
            [
              "0",
              "all rows written (or skipped with --skip-invalid), or the reader closed the pipe",
            ],
            [
              "64",
              "the command line is wrong: --input with --weight/--height, --format text, json or value in batch mode, --skip-invalid, --input-format or --*-column without batch mode",
            ],
            [
              "65",
              "the data is wrong: a bad row (without --skip-invalid), empty input, no weight or height column, a broken header",
            ],
            ["66", "the input file does not exist, cannot be opened, or is a directory"],
            ["74", "reading or writing failed part-way"],
          ]),
      ])
  }
}
