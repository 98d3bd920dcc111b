import DataSource
import Model

/// `bmi help batch`: batch mode's input, the columns it reads, the fields it adds (with the
/// references, reasons and flags), bad rows, options, exit statuses and the recipes for
/// running it as the map step of a distributed job, built from batch mode's own tables
/// (`BatchColumns`, `PersonColumnRole`, `BatchAddedFields`, `AssessmentReference`, `AssessmentReason`,
/// `BatchFlags`, `CalcBatch.options`; see BatchTopic+Tables).
enum BatchTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "batch",
      summary: "bmi calc --input: every row of a CSV or NDJSON file assessed as bmi calc would.",
      blocks: [
        .literal([
          "bmi calc --input people.csv > people-with-bmi.csv",
          "export-tool | bmi calc --input - --format ndjson",
          "bmi calc --input dump.ndjson",
          "bmi calc --input clinic.csv --units imperial \\",
          "  --weight-column \"Mass (lb)\" --height-column Stature",
        ]),
        .paragraph(
          "Batch mode starts with --input FILE, or --input - for standard input: a pipe alone is not read, so bmi calc inside a shell loop never eats the loop's input. It cannot be mixed with --weight and --height, nor with the options that describe one person (--profile, --save, --age, --born, --date, --sex, --population, --waist, --measured, --oedema, --head, --arm): status 64. --reference cdc|who applies to every row."
        ),
        .paragraph(
          "Every row is written back, its own columns untouched and in order, with the fields below added. Each row is assessed as bmi calc assesses one person: a child under 24 months by the WHO Child Growth Standards (as the WHO's anthro), from 24 months up to the 20th birthday by the CDC's own method, everyone else (from 240 months, or with a birth date from the 20th birthday) by the adult cut points. With --reference who, as bmi calc --reference who: the WHO standards under 60 months, the WHO Reference 2007 to 228 months, the adult cut points after; a row without an age and at most 120 cm long gets weight-for-length/height only."
        ),
        .paragraph(
          "The WHO standards also read a row's age in days as given (an age_days column, or the days between birth and measurement dates), the position measured (lying or standing, for the 0.7 cm adjustment), oedema, head and arm circumference; these cells are read only in the rows the WHO scores, exactly as bmi calc --measured, --oedema, --head and --arm read them. The who_* fields (bmi help fields) come last, under the names bmi calc --format csv writes, with --reference who or when the input has one of the columns only the WHO reads (age in days, position, oedema, head, arm); a child's CDC fields stay empty in such a row and its WHO fields empty in a CDC row."
        ),
        .heading("Input"),
        .paragraph(
          "CSV with a header row (or none, with --columns: see the end), as RFC 4180 has it: quoted fields may hold commas, doubled quotes and line breaks; lines end in LF, CRLF or a lone CR (classic Mac OS), or a mix, NDJSON's too; a UTF-8 byte order mark is allowed; blank lines are ignored. Fields are parted by what the header line shows outside quotes: a tab when it has one, else ';' when it has as many as ',' (Datum;Gewicht, kg), else ',', or '|' in a header of pipes alone (date|weight); a first line sep=X (Excel's, quoted or not) names the delimiter X instead: it is no row, the header is the line under it, and CSV output keeps it before its header. In a ';' or tab file a number with a decimal comma (70,5; an age of 14,5 months; a head of 45,5) is read with a decimal point, as a European spreadsheet writes it; in a ',' file a quoted 70,5 is refused. Every row has as many fields as the header. With --input-format ndjson (the default for a file named *.ndjson or *.jsonl, and for any input whose first line starts with {, standard input too), each line is one JSON object whose values may be numbers or strings (null counts as empty); without --format the output is in the input's format. Input said to be CSV (--input-format csv) whose first line starts with { is refused as NDJSON read as CSV (65)."
        ),
        .heading("Columns read"),
        .paragraph(
          "Found by name, ignoring case: the first name of each list the header has (for NDJSON, the object's keys). Only weight and height are required. The option beside each names another column. An age column is also found by its words, Age and its unit (Age (months), Age in days, age_yrs). A column named age is in years, except beside the WHO anthro's lenhei: anthro reads its age in days, and so does bmi there (name it with --age-months-column age when it holds months). A column of each row's age unit (the WHO igrowup's ageunit, days or months) is not read row by row: a file with one beside an age column found by name is refused (65) until the age column is named with its one unit. A CSV header with a column only the WHO reads (position, oedema, head, arm) but none that gives an age gets one note on stderr naming them (bmi: note: …), since the age column most likely has a name bmi does not know (ENA's MONTHS); the run goes on, and its status is unchanged."
        ),
        .table(header: ["Option", "Names and contents"], rows: columnRows),
        .paragraph(
          "A bare number's unit comes from the column name when its last word is a unit (weight_lb, height_m, Height (in), mass_st: kg, lb, st, cm, m, mm, in or ft), else from --units (metric: kg and cm, imperial: lb and in), else kg and cm. A cell may also carry its own unit (154lb, 5ft 9in, 1.75m). Every cell is read exactly as bmi calc --weight/--height reads it, with the same accepted ranges (bmi help units)."
        ),
        .paragraph(
          "The age is the most exact one a row gives: the days column (days / 30.4375, the CDC's and the WHO's month), else the birth and measurement dates (days between them / 30.4375), else the months column, else the years column; an empty cell passes to the next (a survey's completed months beside its dates are a rounding of them, and the WHO scores by the day, as anthro does). An age column named with its option is the age: the other age columns are then read only when named too (--age-days-column age reads the column age as days, not as years). 0 in any of them is birth (the WHO standards' day 0); a negative age is an error. A cell with units is read as --age reads it (9y6m, 114.5m). Surveys that store whole completed months (for example 114 for 114 to 115 months) should add 0.5 first, as the CDC advises for such data; bmi takes the number as the exact age."
        ),
        .heading("Fields added"),
        .paragraph(
          "In this order, after the row's own columns; CSV cells are empty and NDJSON values null where a field does not apply. The child fields come when the input has an age, birth date or measurement date column (for NDJSON, an object with such a key), or with the WHO's fields (--reference who, or a column only the WHO reads), so that a row scored by weight-for-length alone says why it has no class (reason oedema); the waist fields with a waist column. Numbers have 2 decimals, rounded half away from zero by the rules of bmi help method (BMI): the BMI, ages and the waist-to-height ratio as their decimal inputs say (16.9 kg at 104 cm is 15.625, printed 15.63), the CDC scores as the exact double the CDC's program computes; every child score is computed from the unrounded BMI and the class is decided on unrounded values, so a percentile printed as 95.00 can be overweight (94.995)."
        ),
        .table(header: ["Field", "Meaning"], rows: fieldRows),
        .heading("reference: what decided the class"),
        .table(
          header: ["Value", "Meaning"],
          rows: AssessmentReference.allCases.map { [$0.rawValue, $0.meaning] }),
        .heading("reason: why a row has no class"),
        .table(
          header: ["Value", "Meaning"],
          rows: AssessmentReason.batchReasons.map { [$0.rawValue, $0.meaning] }),
        .paragraph(
          "Such a row is written with its BMI and an empty category and reference; the run goes on. A child the WHO scores keeps its reference and its who_* fields (oedema: no weight-based z; weight-missing or height-missing: the bmi is empty too, as for a CDC child)."
        ),
        .heading("implausible: values to check"),
        .paragraph(
          "Words joined by ';' (the cell quoted in a ';'-separated file), empty when nothing is flagged: \(flagWords). A child's flags are the CDC's biologically implausible values (modified z-score of weight-for-age below -5 or above 8, height-for-age below -5 or above 4, BMI-for-age below -4 or above 8); an adult's BMI is flagged outside \(plausibleAdult) (the range surveys such as NHANES keep). A flagged row is still classed and written: check it rather than trust it."
        ),
        .heading("Bad cells"),
        .paragraph(
          "A sex, age, date, population, waist (or, in a row the WHO scores, position, oedema, head or arm) cell that bmi calc's options would refuse stops the run with status 65, naming the line and column (bmi: line 3, column 4: age_months '-3' cannot be negative (0 is a newborn)); with --skip-invalid the row is reported and left out. A negative age, or a birth date after the measurement date, is an error; a measurement date after today is not assessed (reason measured-in-future), as bmi calc refuses it; an age of 240 months or more is an adult; an empty age is an adult of unknown age. A missing value as R, SAS and Stata write one (NA, N/A or ., any case) is an empty cell, in every column; a sex or oedema code written as a decimal (1.0, 2.00, as pandas writes an integer column with gaps, or a JSON number) is the code."
        ),
        .paragraph(
          "An empty weight or height, or both (NDJSON: null or no key), is a bad cell too, except in a row of a child a growth reference scores at an age (under 24 months, or to 228 months with --reference who, the WHO's; from 24 months up to 20 years by default, the CDC's) whose sex is given: as the WHO's anthro and the CDC's cdcanthro score such a row, it is written with an empty bmi and category, reason weight-missing, height-missing or weight-and-height-missing (oedema, when reported, stays the reason), and every z the measures present give. The WHO's: length/height-for-age, or weight-for-age, and head and arm circumference-for-age (which need the age alone); weight-for-length/height and BMI-for-age need both. The CDC's: weight-for-age or height-for-age with their percentiles and modified z, the age's BMI P50 and P95, no flag for the measure not given; a CDC child with both empty has nothing to score. An adult, a row without an age or without a sex, or a CDC child with both empty stays a bad cell (status 65, or left out with --skip-invalid)."
        ),
        .heading("Streaming"),
        .paragraph(
          "The input is read 256 KiB at a time and each window's rows are written before the next read, so memory stays flat whatever the size and bmi calc --input big.csv | head answers at once. When the reader goes away (a closed pipe), bmi stops quietly with status 0. A row may be as long as 16 MiB; input whose row never ends within that (a binary file, an unclosed quote) stops the run with status 65, even with --skip-invalid."
        ),
        .paragraph(
          "On a machine with more than one core, each window is cut in two after a line break and the halves are assessed at once on two cores, then written in order: the output, the messages and the exit status are exactly those of one pass. A cut that falls inside a quoted field is noticed (the first half does not end there) and that window is assessed on one core. Under a memory limit (ulimit -v) batch mode stays on one core, and memory it cannot have ends the run with one line and 74 ('Cannot allocate memory'), after the rows before it were written."
        ),
        .paragraph(
          "On a terminal the rows are escaped as every command's output is: a control or bidi character in a cell is shown as \\u{…}, not obeyed. A file or a pipe gets the bytes as they came."
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
              "the data is wrong: a bad row or cell (without --skip-invalid), empty input, no weight or height column, a column named by an option missing, a birth date column without a measurement date column, a broken header",
            ],
            ["66", "the input file does not exist, cannot be opened, or is a directory"],
            ["74", "reading or writing failed part-way, or memory ran out (ulimit -v)"],
          ]),
        .heading("Options"),
        .table(
          header: ["Option", "Meaning"],
          rows: optionRows),
        .heading("Pipelines beyond one machine"),
        .paragraph(
          "Spark's RDD.pipe and Hadoop Streaming hand each worker a slice of the lines, so no slice but the first has the header. Give the columns with --columns and leave the header out of the output with --no-header: every slice is then assessed on its own, and the joined outputs are byte for byte one run over the whole file (a row must not hold a line break inside quotes). NDJSON needs neither option."
        ),
        .literal([
          "# PySpark: a header-less CSV of people",
          "cmd = (\"bmi calc --input - --no-header \"",
          "       \"--columns weight_kg,height_cm,sex,age_months\")",
          "sc.textFile(\"hdfs:///survey/people\") \\",
          "  .pipe(cmd) \\",
          "  .saveAsTextFile(\"hdfs:///survey/people-bmi\")",
          "",
          "# Hadoop Streaming, map only",
          "mapred streaming -D mapreduce.job.reduces=0 \\",
          "  -files /usr/local/bin/bmi \\",
          "  -input /survey/people \\",
          "  -output /survey/people-bmi \\",
          "  -mapper \"./bmi calc --input - --no-header \\",
          "    --columns weight_kg,height_cm,sex,age_months\"",
        ]),
        .paragraph(
          "The header for the joined output: bmi calc --input - --columns weight_kg,height_cm,sex,age_months < /dev/null prints it alone."
        ),
      ])
  }
}
