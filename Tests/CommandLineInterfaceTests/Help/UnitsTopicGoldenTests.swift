import CommandLineInterface
import Testing

/// `bmi help units` is generated from `QuantityUnit`, `UnitFactors` and the parsers' ranges:
/// this pins what it prints, so a change of the unit table shows up here as a diff.
@MainActor
struct UnitsTopicGoldenTests {
  @Test func helpUnits_width80_matchesGolden() async {
    let sut = await InProcessRunner.run(["help", "units"], columns: 80)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == #"""
        bmi help units: The units a weight, height or waist may be written in, and the
        ranges accepted.

          A weight, height or waist is a number with an optional unit after it, with or
          without a space; units are case-insensitive. Stones and pounds, pounds and
          ounces (a baby's 7lb8oz, 7 lb 8 oz), and feet and inches, combine: 11st2lb,
          11st 2lb, '11 st, 2 lb' (as some apps write it), 5ft9in, 5ft 9in, 5'9".
          Two-word forms need no quotes (bmi log 11st 2lb, bmi log 8lb 4oz); one with a
          comma does. Imperial output shows a weight in pounds with stones and pounds
          beside it, or under 2 st (a baby's) pounds and ounces (7.1 lb (7 lb 2 oz), 0.5
          lb (8 oz)), and a height in feet and inches, or under 3 ft (a baby's length)
          in inches (20.0 in (50.8 cm)). A number may also carry an exponent, as JSON
          and many programs write one: 7.05e1 is 70.5 and 1.75E+2 is 175; the e or E, an
          optional sign and the exponent's digits follow the number directly, and the
          number is read exactly as the plain decimal, in the same unit and within the
          same limits.

          Unit  Is             Spellings
          kg    1 kg           kg kgs kilo kilos kilogram kilograms кг
          lb    0.45359237 kg  lb lbs pound pounds
          st    14 lb          st stone stones
          g     0.001 kg       g gram grams gramme grammes gramm
          oz    1/16 lb        oz ounce ounces
          cm    1 cm           cm centimetre centimetres centimeter centimeters см
          m     100 cm         m metre metres meter meters
          mm    0.1 cm         mm millimetre millimetres millimeter millimeters
          in    2.54 cm        in inch inches " '' ″ ”
          ft    12 in          ft foot feet ' ′ ’

          The factors are the exact international ones (1959): no rounding happens
          before the BMI is rounded to 2 decimals.

        Bare numbers and ranges

          Quantity  Bare number                   Accepted
          weight    kg (metric) or lb (imperial)  0.2–1000 kg
          height    cm (metric) or in (imperial)  30–300 cm
          waist     cm (metric) or in (imperial)  20–300 cm

          --units metric (the default) or --units imperial says what a bare number
          means. A command that uses a profile reads bare numbers in the profile's
          units, which --units overrides for one run. A height written as a bare 1.75 is
          refused with a hint (did you mean '1.75m'?) rather than guessed.

        Ages

          --age takes years and months (9y6m; the months under 12), months (114.5m),
          years (9.5 or 9.5y) or days alone (45d, kept as days for the WHO standards);
          spaces and the words years, months and days are accepted too ("9 years 6
          months"). Ages from 0 (birth: 0d, 0m, 0y or 0) up to 130 years are read; a
          negative age is an error. Children are assessed from birth: under 24 months
          with the WHO Child Growth Standards, from 24 months with the CDC's BMI-for-age
          by default (--reference who: the WHO's to 19 years; bmi help growth). --born
          YYYY-MM-DD instead counts the age to --date in months of 30.4375 days (365.25
          / 12), as the CDC's programs do.

        """#)
  }

  /// A field a renderer lists without a meaning in `FieldsTopic` would print an empty cell.
  @Test(arguments: HelpTopics.all.map(\.name))
  func topic_everyTableCell_isFilled(name: String) throws {
    let sut = try #require(HelpTopics.topic(named: name))
    for case .table(let header, let rows) in sut.blocks {
      for row in rows {
        #expect(row.count == header.count && !row.contains(""), "\(name): \(row)")
      }
    }
  }
}
