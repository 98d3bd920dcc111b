import Testing

/// `bmi calc --help`, the longest help page, pinned at two terminal widths.
/// After changing an option table, compare the new output and update these on purpose.
@MainActor
struct CalcHelpGoldenTests {
  @Test func help_calcHelp_width80_matchesGolden() async {
    let sut = await InProcessRunner.run(["calc", "--help"], columns: 80)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi calc: Calculate BMI from a weight and a height.

        Usage: bmi calc [options]

        Bare numbers are kg and cm (lb and in with --units imperial); a unit may be
        written after the number: kg, lb, st, cm, m, in, ft, ' and ". The category is
        decided on the BMI as printed, rounded half away from zero to 2 decimals. A
        weight or height not given comes from a profile (see --profile); without one, a
        child (--age or --born, and --sex) is scored by what was measured (bmi help
        growth).

        Options:
              --weight W                Body weight: 70, 70kg, 154lb, 11st, 11st2lb or
                                        "11st 2lb". Accepted: 0.2–1000 kg.
              --height H                Height: 175, 175cm, 1.75m, 69in, 5ft9in or 5'9".
                                        Accepted: 30–300 cm.
              --units SYSTEM            What a bare number means: metric (kg, cm) or
                                        imperial (lb, in). [default: metric; one of:
                                        metric, imperial]
              --force                   Accept a value that looks like a slip: a BMI
                                        outside 12–100, a weigh-in more than 20% from
                                        the recent ones, an entry dated before the birth
                                        date, and for log and import one dated after
                                        today (elsewhere a date after today is a usage
                                        error; see 'bmi help plausibility').
              --profile NAME            Where a weight (the latest weigh-in) or height
                                        not given comes from, and a head or arm
                                        circumference logged on the day assessed.
                                        Default: the default profile.
              --save NAME               Save the person as profile NAME (created or
                                        updated: the height, and --sex, --born,
                                        --population and --reference when given) and log
                                        the weight on --date (today); a child's
                                        --height, --head and --arm are kept with that
                                        weigh-in, as bmi log keeps them. --age is not
                                        saved: a child aged by it needs --born, or a
                                        profile with a birth date (else 64).
              --age AGE                 Age at the measurement: 9y6m, 114.5m (months),
                                        9.5 (years) or 45d (days). A child (needs --sex)
                                        is scored by the growth references of
                                        --reference instead of the adult classes: by
                                        default the WHO standards under 2 years and the
                                        CDC BMI-for-age percentile from 2 up to 20
                                        years.
              --born YYYY-MM-DD         Birth date, instead of --age: the age is counted
                                        to --date.
              --date DATE               The day of the measurement: YYYY-MM-DD, 'today',
                                        'yesterday' or -N (N days ago). [default: today]
              --sex SEX                 Sex, for children's BMI-for-age: female, male,
                                        f, m, girl, boy, g, b, 2, 1 or none (any case).
              --population GROUP        Adult cut points: default (WHO) or asian (WHO
                                        2004 and NICE: overweight from 23, obesity from
                                        27.5), for South Asian, Chinese, other Asian,
                                        Middle Eastern, Black African or
                                        African-Caribbean family backgrounds. A child is
                                        classed by a growth reference instead
                                        (--reference). [one of: default, asian]
              --measured POSITION       How the length or height was measured, for the
                                        WHO standards: lying (length) or standing
                                        (height). The WHO adds 0.7 cm to a standing
                                        height from 9 months to 730 days (under 9 months
                                        it is not adjusted, and said) and takes 0.7 cm
                                        from a lying length from 731 days; without it
                                        nothing is adjusted. [one of: lying, standing]
              --oedema                  Bilateral pitting oedema: the WHO gives no
                                        weight-based score (weight-for-age,
                                        weight-for-length/height, BMI-for-age) and no
                                        weight class.
              --head C                  Head circumference (WHO standards, under 5
                                        years): 45, 45cm or 17.7in. Accepted: 20–80 cm.
              --arm C                   Mid-upper arm circumference, MUAC (WHO
                                        standards, 3 months to 5 years): 14, 14cm or
                                        5.5in. Accepted: 5–80 cm.
              --waist W                 Waist: 80, 80cm, 32in or 2ft8in. Adds the
                                        waist-to-height ratio and its NICE band.
                                        Accepted: 20–300 cm. With a profile, a bare
                                        number is in its units, and without --waist a
                                        waist it logged in the 30 days before the
                                        measurement is used.
              --reference REF           Growth references for a child. cdc (the default,
                                        the CDC's recommendation for US clinics): the
                                        WHO Child Growth Standards under 24 months, the
                                        CDC 2000 growth charts from 24 months to 20
                                        years, adult classes from 20. who: the WHO
                                        standards under 5 years, the WHO Reference 2007
                                        to 19 years (228 months), adult classes after;
                                        without an age, weight-for-length/height for a
                                        length up to 120 cm. See bmi help growth. [one
                                        of: cdc, who]
              --classes SYSTEM          Add another system's classes: iotf, the IOTF
                                        adult-equivalent class (thinness grades 3-1,
                                        overweight, obesity, morbid obesity) and IOTF
                                        BMI from 2 to 18 years (Cole & Lobstein 2012;
                                        see bmi help growth). [one of: iotf]
              --input FILE              Read rows from a CSV or NDJSON file ('-' for
                                        standard input) and print each with its bmi and
                                        category, in the input's format unless --format
                                        says otherwise. Standard input is read only with
                                        --input -.
              --input-format FORMAT     How the input is written; without it, a file
                                        named *.ndjson or *.jsonl, or input whose first
                                        line starts with {, is NDJSON. [default: csv;
                                        one of: csv, ndjson]
              --weight-column NAME      The weight column, when none is named weight_kg,
                                        weight or weight_lb and no column's name has a
                                        word like bodyweight, gewicht, greutate,
                                        hmotnost, kg, kgs, kilo, kilogram, kilograms,
                                        kilos, körpergewicht, lb, lbs, paino, peso,
                                        poids, pound, pounds, súly, teža, težina, vekt,
                                        vikt, váha, vægt, waga, weight, вага, вес, кг,
                                        тегло, тежина, 体重, 體重, 몸무게 or 체중 (any
                                        case).
              --height-column NAME      The height column, when none is named height_cm,
                                        height, height_m, height_in or lenhei and no
                                        column's name has a word like altura, größe,
                                        height, рост, 身長, 身高, 신장 or 키 (any case).
              --sex-column NAME         The sex column, when not sex or gender.
              --age-months-column NAME  The age in months column, when not age_months,
                                        agemos, agemons or age_in_months.
              --age-years-column NAME   The age in years column, when not age_years or
                                        age.
              --age-days-column NAME    The age in days column, when not age_days,
                                        agedays or age_in_days.
              --born-column NAME        The birth date column, when not birth_date, dob
                                        or born.
              --date-column NAME        The measurement date column, when not
                                        measured_on, date or measurement_date.
              --population-column NAME  The population column, when not population.
              --waist-column NAME       The waist column, when not waist_cm, waist or
                                        waist_in.
              --measured-column NAME    The position column, when not measured, position
                                        or measure.
              --oedema-column NAME      The oedema column, when not oedema or edema.
              --head-column NAME        The head circumference column, when not head_cm,
                                        head, headc, head_circumference, head_in or
                                        head_mm.
              --arm-column NAME         The arm circumference column, when not arm_cm,
                                        arm, muac, muac_cm, armc, arm_in or muac_mm.
              --columns NAMES           The input has no header line; these are its
                                        columns, comma-separated (e.g.
                                        weight_kg,height_cm), so that any slice of it
                                        can be run alone (Spark RDD.pipe, Hadoop
                                        Streaming; see bmi help batch).
              --no-header               Write no header line (CSV output), for slices
                                        joined later.
              --skip-invalid            Leave out bad rows (each reported on stderr)
                                        instead of stopping at the first.
              --format FORMAT           How to print the result. [default: text; one of:
                                        text, json, csv, ndjson, value]
              --json                    Same as --format json.
              --store PATH              Use this store file instead of the usual one
                                        (see 'bmi store path').
          -q, --quiet                   Print only data: no confirmations or progress on
                                        stderr.
              --color WHEN              Colour the output: auto (only on a terminal,
                                        never with NO_COLOR or TERM=dumb), always or
                                        never. [default: auto; one of: auto, always,
                                        never]
              --no-color                Same as --color never.
          -h, --help                    Show this help.

        Examples:
          bmi calc --weight 70 --height 175
          bmi calc --weight 11st2lb --height 5ft9in
          bmi calc --weight 154 --height 69 --units imperial --json
          bmi calc --weight 70 --height 1.75m --format value
          bmi calc --weight 70 --height 175 --save alice
          bmi calc --profile alice
          bmi calc --input people.csv > people-with-bmi.csv
          cut -d, -f2,3 people.csv | bmi calc --input -
          bmi calc --weight 30 --height 132 --age 9y6m --sex female
          bmi calc --weight 30 --height 132 --born 2016-07-15 --sex male --json
          bmi calc --weight 70 --height 170 --population asian --waist 86
          bmi calc --weight 9.2 --height 74 --age 9m --sex male --measured lying --head 45
          bmi calc --weight 20 --height 115 --age 6y --sex female --reference who

        """)
  }

  @Test func help_calcHelp_width60_matchesGolden() async {
    let sut = await InProcessRunner.run(["help", "calc"], columns: 60)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi calc: Calculate BMI from a weight and a height.

        Usage: bmi calc [options]

        Bare numbers are kg and cm (lb and in with --units
        imperial); a unit may be written after the number: kg, lb,
        st, cm, m, in, ft, ' and ". The category is decided on the
        BMI as printed, rounded half away from zero to 2 decimals. A
        weight or height not given comes from a profile (see
        --profile); without one, a child (--age or --born, and
        --sex) is scored by what was measured (bmi help growth).

        Options:
              --weight W                Body weight: 70, 70kg,
                                        154lb, 11st, 11st2lb or
                                        "11st 2lb". Accepted:
                                        0.2–1000 kg.
              --height H                Height: 175, 175cm, 1.75m,
                                        69in, 5ft9in or 5'9".
                                        Accepted: 30–300 cm.
              --units SYSTEM            What a bare number means:
                                        metric (kg, cm) or imperial
                                        (lb, in). [default: metric;
                                        one of: metric, imperial]
              --force                   Accept a value that looks
                                        like a slip: a BMI outside
                                        12–100, a weigh-in more than
                                        20% from the recent ones, an
                                        entry dated before the birth
                                        date, and for log and import
                                        one dated after today
                                        (elsewhere a date after
                                        today is a usage error; see
                                        'bmi help plausibility').
              --profile NAME            Where a weight (the latest
                                        weigh-in) or height not
                                        given comes from, and a head
                                        or arm circumference logged
                                        on the day assessed.
                                        Default: the default
                                        profile.
              --save NAME               Save the person as profile
                                        NAME (created or updated:
                                        the height, and --sex,
                                        --born, --population and
                                        --reference when given) and
                                        log the weight on --date
                                        (today); a child's --height,
                                        --head and --arm are kept
                                        with that weigh-in, as bmi
                                        log keeps them. --age is not
                                        saved: a child aged by it
                                        needs --born, or a profile
                                        with a birth date (else 64).
              --age AGE                 Age at the measurement:
                                        9y6m, 114.5m (months), 9.5
                                        (years) or 45d (days). A
                                        child (needs --sex) is
                                        scored by the growth
                                        references of --reference
                                        instead of the adult
                                        classes: by default the WHO
                                        standards under 2 years and
                                        the CDC BMI-for-age
                                        percentile from 2 up to 20
                                        years.
              --born YYYY-MM-DD         Birth date, instead of
                                        --age: the age is counted to
                                        --date.
              --date DATE               The day of the measurement:
                                        YYYY-MM-DD, 'today',
                                        'yesterday' or -N (N days
                                        ago). [default: today]
              --sex SEX                 Sex, for children's
                                        BMI-for-age: female, male,
                                        f, m, girl, boy, g, b, 2, 1
                                        or none (any case).
              --population GROUP        Adult cut points: default
                                        (WHO) or asian (WHO 2004 and
                                        NICE: overweight from 23,
                                        obesity from 27.5), for
                                        South Asian, Chinese, other
                                        Asian, Middle Eastern, Black
                                        African or African-Caribbean
                                        family backgrounds. A child
                                        is classed by a growth
                                        reference instead
                                        (--reference). [one of:
                                        default, asian]
              --measured POSITION       How the length or height was
                                        measured, for the WHO
                                        standards: lying (length) or
                                        standing (height). The WHO
                                        adds 0.7 cm to a standing
                                        height from 9 months to 730
                                        days (under 9 months it is
                                        not adjusted, and said) and
                                        takes 0.7 cm from a lying
                                        length from 731 days;
                                        without it nothing is
                                        adjusted. [one of: lying,
                                        standing]
              --oedema                  Bilateral pitting oedema:
                                        the WHO gives no
                                        weight-based score
                                        (weight-for-age,
                                        weight-for-length/height,
                                        BMI-for-age) and no weight
                                        class.
              --head C                  Head circumference (WHO
                                        standards, under 5 years):
                                        45, 45cm or 17.7in.
                                        Accepted: 20–80 cm.
              --arm C                   Mid-upper arm circumference,
                                        MUAC (WHO standards, 3
                                        months to 5 years): 14, 14cm
                                        or 5.5in. Accepted: 5–80 cm.
              --waist W                 Waist: 80, 80cm, 32in or
                                        2ft8in. Adds the
                                        waist-to-height ratio and
                                        its NICE band. Accepted:
                                        20–300 cm. With a profile, a
                                        bare number is in its units,
                                        and without --waist a waist
                                        it logged in the 30 days
                                        before the measurement is
                                        used.
              --reference REF           Growth references for a
                                        child. cdc (the default, the
                                        CDC's recommendation for US
                                        clinics): the WHO Child
                                        Growth Standards under 24
                                        months, the CDC 2000 growth
                                        charts from 24 months to 20
                                        years, adult classes from
                                        20. who: the WHO standards
                                        under 5 years, the WHO
                                        Reference 2007 to 19 years
                                        (228 months), adult classes
                                        after; without an age,
                                        weight-for-length/height for
                                        a length up to 120 cm. See
                                        bmi help growth. [one of:
                                        cdc, who]
              --classes SYSTEM          Add another system's
                                        classes: iotf, the IOTF
                                        adult-equivalent class
                                        (thinness grades 3-1,
                                        overweight, obesity, morbid
                                        obesity) and IOTF BMI from 2
                                        to 18 years (Cole & Lobstein
                                        2012; see bmi help growth).
                                        [one of: iotf]
              --input FILE              Read rows from a CSV or
                                        NDJSON file ('-' for
                                        standard input) and print
                                        each with its bmi and
                                        category, in the input's
                                        format unless --format says
                                        otherwise. Standard input is
                                        read only with --input -.
              --input-format FORMAT     How the input is written;
                                        without it, a file named
                                        *.ndjson or *.jsonl, or
                                        input whose first line
                                        starts with {, is NDJSON.
                                        [default: csv; one of: csv,
                                        ndjson]
              --weight-column NAME      The weight column, when none
                                        is named weight_kg, weight
                                        or weight_lb and no column's
                                        name has a word like
                                        bodyweight, gewicht,
                                        greutate, hmotnost, kg, kgs,
                                        kilo, kilogram, kilograms,
                                        kilos, körpergewicht, lb,
                                        lbs, paino, peso, poids,
                                        pound, pounds, súly, teža,
                                        težina, vekt, vikt, váha,
                                        vægt, waga, weight, вага,
                                        вес, кг, тегло, тежина,
                                        体重, 體重, 몸무게 or 체중
                                        (any case).
              --height-column NAME      The height column, when none
                                        is named height_cm, height,
                                        height_m, height_in or
                                        lenhei and no column's name
                                        has a word like altura,
                                        größe, height, рост, 身長,
                                        身高, 신장 or 키 (any case).
              --sex-column NAME         The sex column, when not sex
                                        or gender.
              --age-months-column NAME  The age in months column,
                                        when not age_months, agemos,
                                        agemons or age_in_months.
              --age-years-column NAME   The age in years column,
                                        when not age_years or age.
              --age-days-column NAME    The age in days column, when
                                        not age_days, agedays or
                                        age_in_days.
              --born-column NAME        The birth date column, when
                                        not birth_date, dob or born.
              --date-column NAME        The measurement date column,
                                        when not measured_on, date
                                        or measurement_date.
              --population-column NAME  The population column, when
                                        not population.
              --waist-column NAME       The waist column, when not
                                        waist_cm, waist or waist_in.
              --measured-column NAME    The position column, when
                                        not measured, position or
                                        measure.
              --oedema-column NAME      The oedema column, when not
                                        oedema or edema.
              --head-column NAME        The head circumference
                                        column, when not head_cm,
                                        head, headc,
                                        head_circumference, head_in
                                        or head_mm.
              --arm-column NAME         The arm circumference
                                        column, when not arm_cm,
                                        arm, muac, muac_cm, armc,
                                        arm_in or muac_mm.
              --columns NAMES           The input has no header
                                        line; these are its columns,
                                        comma-separated (e.g.
                                        weight_kg,height_cm), so
                                        that any slice of it can be
                                        run alone (Spark RDD.pipe,
                                        Hadoop Streaming; see bmi
                                        help batch).
              --no-header               Write no header line (CSV
                                        output), for slices joined
                                        later.
              --skip-invalid            Leave out bad rows (each
                                        reported on stderr) instead
                                        of stopping at the first.
              --format FORMAT           How to print the result.
                                        [default: text; one of:
                                        text, json, csv, ndjson,
                                        value]
              --json                    Same as --format json.
              --store PATH              Use this store file instead
                                        of the usual one (see 'bmi
                                        store path').
          -q, --quiet                   Print only data: no
                                        confirmations or progress on
                                        stderr.
              --color WHEN              Colour the output: auto
                                        (only on a terminal, never
                                        with NO_COLOR or TERM=dumb),
                                        always or never. [default:
                                        auto; one of: auto, always,
                                        never]
              --no-color                Same as --color never.
          -h, --help                    Show this help.

        Examples:
          bmi calc --weight 70 --height 175
          bmi calc --weight 11st2lb --height 5ft9in
          bmi calc --weight 154 --height 69 --units imperial --json
          bmi calc --weight 70 --height 1.75m --format value
          bmi calc --weight 70 --height 175 --save alice
          bmi calc --profile alice
          bmi calc --input people.csv > people-with-bmi.csv
          cut -d, -f2,3 people.csv | bmi calc --input -
          bmi calc --weight 30 --height 132 --age 9y6m --sex female
          bmi calc --weight 30 --height 132 --born 2016-07-15 --sex male --json
          bmi calc --weight 70 --height 170 --population asian --waist 86
          bmi calc --weight 9.2 --height 74 --age 9m --sex male --measured lying --head 45
          bmi calc --weight 20 --height 115 --age 6y --sex female --reference who

        """)
  }
}
