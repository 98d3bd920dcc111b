import DataSource
import Model
import Testing

/// The IOTF cut-offs against sitar's own output (R package sitar 1.4.0.9000, `LMS2z` with
/// `ref = "iotf"`, run on this project's machine; rows copied from its reference files).
struct IOTFScorerTests {
  let sut = IOTFScorer()

  static func sex(_ code: Int) -> Sex { code == 1 ? .male : .female }

  /// sitar's L, M, S and the six cut-off BMIs (16, 17, 18.5, 25, 30, 35 at 18 years).
  static let curves: [(Int, Double, Double, Double, Double, [Double])] = [
    (
      1, 2.00, -0.624, 16.481999999999999, 0.079500000000000001,
      [
        13.602938452293854, 14.290846211626029, 15.235519083507956, 18.35642892531644,
        19.99141069691051, 21.200183494150249,
      ]
    ),
    (
      1, 2.37, -0.72340246702066135, 16.298825866714722, 0.079198881399449181,
      [
        13.484261564361793, 14.153001095639592, 15.075079807492317, 18.155463341473784,
        19.792220249838156, 21.013287938121415,
      ]
    ),
    (
      1, 5.55, -1.4447544447803937, 15.372158269846777, 0.087725537701251466,
      [
        12.650481686186632, 13.261564673071062, 14.138269744863782, 17.43118510409262,
        19.48309825855716, 21.19786255679848,
      ]
    ),
    (
      1, 7.25, -1.6322191716974834, 15.439122145113192, 0.10339794117502694,
      [
        12.385160420440009, 13.044119270554214, 14.015109500831523, 17.993758583984075,
        20.817720800571376, 23.451436018791206,
      ]
    ),
    (
      1, 9.99, -1.6252790416539371, 16.395751417299618, 0.12365644809897001,
      [
        12.694664771919982, 13.465360160672082, 14.627732954784019, 19.787948837237348,
        23.947374372426779, 28.332426688902544,
      ]
    ),
    (
      1, 11.11, -1.5811677030979987, 16.897952347115051, 0.12930169336397415,
      [
        12.942405134682796, 13.760646930940052, 15.000144017920968, 20.581793624456054,
        25.177804670619945, 30.122874223979917,
      ]
    ),
    (
      1, 12.50, -1.534, 17.611999999999998, 0.13227,
      [
        13.401877142644402, 14.271345006700683, 15.590025833898586, 21.543156235230345,
        26.451082703649099, 31.725637782902332,
      ]
    ),
    (
      1, 15.21, -1.4961272752035564, 19.265072756122617, 0.12908906293969086,
      [
        14.72137662756818, 15.66730572571033, 17.094734367884367, 23.413629506577653,
        28.445728554416931, 33.654121522984589,
      ]
    ),
    (
      1, 17.03, -1.4859769617602228, 20.280508282608537, 0.12514172353146563,
      [
        15.598354116206016, 16.580300169043749, 18.055084426725923, 24.473679218301807,
        29.444922784982754, 34.448827931514593,
      ]
    ),
    (1, 18.00, -1.4870000000000001, 20.759, 0.12395, [16, 17, 18.5, 25, 30, 35]),
    (
      2, 2.00, -0.81599999999999995, 16.206, 0.084470000000000003,
      [
        13.398796382853201, 14.053578741376828, 14.964445517807613, 18.087752037610219,
        19.808316762343807, 21.125531631173271,
      ]
    ),
    (
      2, 2.37, -0.89967994067618762, 16.038534326817519, 0.084223193221312831,
      [
        13.285979628922846, 13.925059354670598, 14.81696524005288, 17.904147303041967,
        19.626269656016188, 20.956008380623498,
      ]
    ),
    (
      2, 5.55, -1.4191707760092076, 15.177666398813143, 0.094240683377548151,
      [
        12.442308084840867, 13.048362575760377, 13.921873730288766, 17.25395426688279,
        19.380814976582467, 21.195088073257502,
      ]
    ),
    (
      2, 7.25, -1.5368805984795864, 15.294997246962685, 0.10947480526226093,
      [
        12.231626300465345, 12.888173585465163, 13.855672378628386, 17.819927872685714,
        20.633061020300211, 23.256263257019008,
      ]
    ),
    (
      2, 9.99, -1.5314269610966045, 16.381787487096446, 0.13143238969000781,
      [
        12.624405889948454, 13.401146947739152, 14.572968200340883, 19.773619711345198,
        23.954355570747495, 28.340814028873346,
      ]
    ),
    (
      2, 11.11, -1.4753236345347931, 17.045627921366041, 0.13747480400759488,
      [
        12.984325142369716, 13.819137703671124, 15.083356774273172, 20.758658480809398,
        25.391945190686222, 30.317599184627788,
      ]
    ),
    (
      2, 12.50, -1.421, 18.033000000000001, 0.14057,
      [
        13.642360217866774, 14.544076154102369, 15.910619959569733, 22.048002706088976,
        27.045046045182225, 32.328082734572895,
      ]
    ),
    (
      2, 15.21, -1.4223605045617622, 19.792169498126416, 0.13541647550160479,
      [
        15.101629100448907, 16.072649146889407, 17.536724349213962, 23.995202593252777,
        29.104654772267256, 34.354089695512542,
      ]
    ),
    (
      2, 17.03, -1.4378034730916953, 20.521221436067147, 0.1309230274317022,
      [
        15.783074851164692, 16.769862216960465, 18.251892842146042, 24.704986843638281,
        29.710379597331386, 34.758706172721688,
      ]
    ),
    (2, 18.00, -1.423, 20.792000000000002, 0.13033, [16, 17, 18.5, 25, 30, 35]),
  ]

  @Test(arguments: curves)
  func lms_atAge_equalsSitarsNaturalSpline(
    row: (sex: Int, years: Double, l: Double, m: Double, s: Double, cutOffs: [Double])
  ) {
    let lms = IOTFScorer.lms(sex: Self.sex(row.sex), ageMonths: row.years * 12)
    #expect(abs(lms.l - row.l) < 1e-13)
    #expect(abs(lms.m - row.m) < 1e-12)
    #expect(abs(lms.s - row.s) < 1e-15)
  }

  @Test(arguments: curves)
  func cutOffBMI_atAge_equalsSitarTo2DecimalsAndCloser(
    row: (sex: Int, years: Double, l: Double, m: Double, s: Double, cutOffs: [Double])
  ) {
    for (adult, expected) in zip([16, 17, 18.5, 25, 30, 35], row.cutOffs) {
      let bmi = IOTFScorer.cutOffBMI(
        sex: Self.sex(row.sex), ageMonths: row.years * 12, adultBMI: adult)
      #expect(abs(bmi - expected) < 1e-11)
      #expect(
        FixedDecimal(bmi, places: 2, rule: .exactBinary)
          == FixedDecimal(expected, places: 2, rule: .exactBinary))
    }
  }

  @Test(arguments: [
    (
      Sex.male,
      [
        -2.5654827039362522, -1.8766186224593318, -1.0138465394433929, 1.310327311350195,
        2.287561484564256, 2.9303690892983383,
      ]
    ),
    (
      Sex.female,
      [
        -2.4360536049655619, -1.789045197693387, -0.974943954417685, 1.2439174349624147,
        2.191836533958984, 2.8221572947015909,
      ]
    ),
  ])
  func cutOffZ_at18Years_equalsSitar(sex: Sex, expected: [Double]) {
    for (z, want) in zip(IOTFScorer.cutOffZ(sex: sex), expected) {
      #expect(abs(z - want) < 1e-14)
    }
  }

  /// Random BMIs, BMIs within 0.005 of a cut-off, and ages outside 2 to 18 years: sitar's
  /// unrounded z, its z rounded to 2 decimals by R, and the class on the unrounded z.
  static let children: [(Int, Double, Double, Double?, String?, IOTFClass?)] = [
    (2, 17.80, 21.4, 0.23528346840170858, "0.24", .normal),
    (1, 17.70, 17.5, -1.4929824263053995, "-1.49", .thinnessGrade1),
    (2, 16.34, 19.3, -0.39204037533466818, "-0.39", .normal),
    (1, 8.77, 11.3, -4.0000714255711856, "-4.00", .thinnessGrade3),
    (2, 6.19, 18.4, 1.6917514582816375, "1.69", .overweight),
    (1, 4.96, 16.7, 0.8810197951048202, "0.88", .normal),
    (1, 16.79, 20.7, 0.2081905852428092, "0.21", .normal),
    (1, 17.32, 26.3, 1.6890026010119605, "1.69", .overweight),
    (1, 7.70, 14.7, -0.55285665617567514, "-0.55", .normal),
    (2, 10.37, 15.1, -0.75547468675894291, "-0.76", .normal),
    (2, 15.11, 23, 1.0119104111516659, "1.01", .normal),
    (1, 5.12, 15.3, -0.10243791569528253, "-0.10", .normal),
    (2, 15.29, 18.8, -0.41094171574905641, "-0.41", .normal),
    (2, 2.30, 18, 1.2811372281381603, "1.28", .overweight),
    (2, 13.85, 15.7, -1.5668017233633296, "-1.57", .thinnessGrade1),
    (1, 14.65, 23.044, 1.3090083022610801, "1.31", .normal),
    (1, 10.22, 24.22, 2.2875773466458349, "2.29", .obesity),
    (1, 11.58, 15.187, -1.0110358721812904, "-1.01", .normal),
    (1, 9.12, 19.151, 1.3088212063834233, "1.31", .normal),
    (1, 16.84, 34.347, 2.9297951798171051, "2.93", .obesity),
    (2, 10.07, 24.059, 2.1918650140092137, "2.19", .obesity),
    (1, 3.13, 14.776, -1.0183108354654331, "-1.02", .thinnessGrade1),
    (2, 6.80, 13.818, -0.97059115653014105, "-0.97", .normal),
    (1, 6.37, 22.166, 2.9291380975988277, "2.93", .obesity),
    (2, 12.01, 31.666, 2.8216738421131558, "2.82", .obesity),
    (2, 9.63, 14.445, -0.97521137124596446, "-0.98", .thinnessGrade1),
    (1, 15.23, 15.683, -1.8732757042830426, "-1.87", .thinnessGrade1),
    (2, 6.78, 17.588, 1.2440214173124184, "1.24", .overweight),
    (1, 5.52, 12.664, -2.5590606512689256, "-2.56", .thinnessGrade2),
    (1, 2.37, 14.153, -1.8766197050152953, "-1.88", .thinnessGrade2),
    (1, 16.22, 17.647, -1.0137814421864701, "-1.01", .normal),
    (1, 6.56, 22.439, 2.9303948716455608, "2.93", .morbidObesity),
    (2, 7.63, 21.033, 2.1930263093316422, "2.19", .obesity),
    (2, 11.25, 13.046, -2.4316435329787409, "-2.43", .thinnessGrade2),
    (1, 5.10, 14.238, -1.0137597209382692, "-1.01", .normal),
    (1, 2.95, 14.841, -1.018138299786588, "-1.02", .thinnessGrade1),
    (1, 11.78, 13.136, -2.5694771959379357, "-2.57", .thinnessGrade3),
    (1, 5.38, 12.697, -2.5653064542771875, "-2.57", .thinnessGrade2),
    (2, 12.92, 27.494, 2.1925803938594646, "2.19", .obesity),
    (2, 16.49, 29.544, 2.1910748842061958, "2.19", .overweight),
    (2, 7.49, 20.874, 2.1905298391579904, "2.19", .overweight),
    (2, 13.88, 15.351, -1.7920813977842716, "-1.79", .thinnessGrade2),
    (2, 6.91, 12.878, -1.7838833998515042, "-1.78", .thinnessGrade1),
    (1, 14.18, 16.503, -1.0111193238592897, "-1.01", .normal),
    (1, 14.30, 14.243, -2.5692947516985418, "-2.57", .thinnessGrade3),
    (1, 4.59, 20.631, 2.9324828893668786, "2.93", .morbidObesity),
    (2, 9.57, 19.436, 1.2453201219570413, "1.25", .overweight),
    (2, 7.44, 12.906, -1.789225224420075, "-1.79", .thinnessGrade2),
    (2, 10.32, 12.708, -2.44039734470415, "-2.44", .thinnessGrade3),
    (1, 8.23, 18.546, 1.3086036001742916, "1.31", .normal),
    (1, 3.40, 13.811, -1.8820354090884579, "-1.88", .thinnessGrade2),
    (1, 11.33, 13.835, -1.8727649792714938, "-1.87", .thinnessGrade1),
    (1, 15.19, 14.706, -2.56948280126749, "-2.57", .thinnessGrade3),
    (2, 2.42, 14.798, -0.97474380003951278, "-0.97", .normal),
    (1, 8.00, 24.609, 2.9311808364339358, "2.93", .morbidObesity),
    (1, 1.99, 17, nil, nil, nil),
    (2, 1.99, 17, nil, nil, nil),
    (1, 2.00, 17, 0.38550468764692891, "0.39", .normal),
    (2, 18.00, 17, -1.789045197693387, "-1.79", .thinnessGrade1),
    (1, 18.01, 17, nil, nil, nil),
    (2, 18.50, 17, nil, nil, nil),
  ]

  @Test(arguments: children)
  func assess_child_equalsSitar(
    row: (sex: Int, years: Double, bmi: Double, z: Double?, printed: String?, iotf: IOTFClass?)
  ) {
    let result = sut.assess(sex: Self.sex(row.sex), ageMonths: row.years * 12, bmi: row.bmi)
    #expect(result?.iotfClass == row.iotf)
    guard let result, let z = row.z, let printed = row.printed else { return }
    #expect(abs(result.z - z) < 1e-12)
    #expect(FixedDecimal(result.z, places: 2, rule: .exactBinary).description == printed)
  }

  @Test(arguments: [(Sex.male, 23.99), (.female, 216.01), (.male, -1), (.female, .nan)])
  func assess_ageOutside2To18Years_isNil(sex: Sex, months: Double) {
    #expect(sut.assess(sex: sex, ageMonths: months, bmi: 17) == nil)
  }

  @Test(arguments: [0.0, -3, .nan])
  func assess_bmiNotPositive_isNil(bmi: Double) {
    #expect(sut.assess(sex: .female, ageMonths: 120, bmi: bmi) == nil)
  }

  /// The IOTF BMI is the adult BMI at 18 years on the child's curve: a child on the curve
  /// through 25 has an IOTF BMI of 25, and at 18 years it is the BMI itself.
  @Test(arguments: [16.0, 17, 18.5, 25, 30, 35])
  func adultEquivalentBMI_onACutOffCurve_isTheAdultCutOff(adult: Double) {
    for sex in Sex.allCases {
      for months in [24.0, 61.5, 130.25, 216] {
        let bmi = IOTFScorer.cutOffBMI(sex: sex, ageMonths: months, adultBMI: adult)
        let result = sut.assess(sex: sex, ageMonths: months, bmi: bmi)
        #expect(abs((result?.adultEquivalentBMI ?? 0) - adult) < 1e-9)
      }
    }
  }

  /// On the curve, the class is the one that starts there (thinness is below its curve).
  @Test(arguments: IOTFClass.allCases.filter { $0.adultCutOff != nil })
  func assess_justAboveACutOffCurve_isTheClassAtOrAboveIt(iotf: IOTFClass) throws {
    let adult = try #require(iotf.adultCutOff)
    let bmi = IOTFScorer.cutOffBMI(sex: .male, ageMonths: 100, adultBMI: adult) + 1e-9
    let result = try #require(sut.assess(sex: .male, ageMonths: 100, bmi: bmi))
    let above: [IOTFClass: IOTFClass] = [
      .thinnessGrade3: .thinnessGrade2, .thinnessGrade2: .thinnessGrade1,
      .thinnessGrade1: .normal,
    ]
    #expect(result.iotfClass == above[iotf] ?? iotf)
  }
}
