import DataSource
import Model
import Testing

/// Rows scored by the CDC's own R program (cdcanthro 0.1.3, printed to 17 significant digits):
/// every field must come out as the same double, except the extended z-score, which is computed
/// from the upper tail (see `CDCGrowthScorer`) and agrees to 1e-9 below z ≈ 5.
struct CDCGrowthScorerReferenceRowTests {
  struct CDCRow: Sendable, CustomTestStringConvertible {
    let id: Int
    let sex: Sex
    let age, weight, height: Double
    let bmi, bmiZ, bmiP, origZ, origP, p50, p95, ofP95, ofMedian: Double
    let waz, wap, haz, hap, modBMIZ, modWAZ, modHAZ: Double

    init(
      _ id: Int, _ sex: Sex, _ age: Double, _ weight: Double, _ height: Double, bmi: Double,
      bmiZ: Double, bmiP: Double, origZ: Double, origP: Double, p50: Double, p95: Double,
      ofP95: Double, ofMedian: Double, waz: Double, wap: Double, haz: Double, hap: Double,
      modBMIZ: Double, modWAZ: Double, modHAZ: Double
    ) {
      (self.id, self.sex, self.age, self.weight, self.height) = (id, sex, age, weight, height)
      (self.bmi, self.bmiZ, self.bmiP, self.origZ, self.origP) = (bmi, bmiZ, bmiP, origZ, origP)
      (self.p50, self.p95, self.ofP95, self.ofMedian) = (p50, p95, ofP95, ofMedian)
      (self.waz, self.wap, self.haz, self.hap) = (waz, wap, haz, hap)
      (self.modBMIZ, self.modWAZ, self.modHAZ) = (modBMIZ, modWAZ, modHAZ)
    }

    var testDescription: String { "CDC row \(id)" }
  }

  static let rows: [CDCRow] = [
    CDCRow(
      12001, .male, 24.0, 10.7, 87.5,
      bmi: 13.975510204081631, bmiZ: -2.525163944913852, bmiP: 0.5782216298321756,
      origZ: -2.525163944913852, origP: 0.5782216298321756,
      p50: 16.575027679999998, p95: 19.338010591090743, ofP95: 72.26963775953416,
      ofMedian: -15.683337163020452,
      waz: -1.5907232859581875, wap: 5.583593201205598, haz: 0.300477299875121,
      hap: 61.80934455064661,
      modBMIZ: -2.407165574830598, modWAZ: -1.6310323327991487, modHAZ: 0.29989245725921737),
    CDCRow(
      12011, .female, 24.0, 14.2, 86.0,
      bmi: 19.19956733369389, bmiZ: 1.6682615884763912, bmiP: 95.2368095232077,
      origZ: 1.6938541312558226, origP: 95.48534975455073,
      p50: 16.42339664, p95: 19.106235214268914, ofP95: 100.48849037174668,
      ofMedian: 16.90375477465109,
      waz: 1.4367791901400397, wap: 92.46096274050343, haz: 0.29567523940680984,
      hap: 61.62609458815099,
      modBMIZ: 1.6424915514704794, modWAZ: 1.3513978556147423, modHAZ: 0.29639648605670355),
    CDCRow(
      12013, .male, 24.5, 10.8, 87.9,
      bmi: 13.978031194306283, bmiZ: -2.501333911641408, bmiP: 0.6186323070885528,
      origZ: -2.501333911641408, origP: 0.6186323070885528,
      p50: 16.54777487, p95: 19.278898141571172, ofP95: 72.50430544142662,
      ofMedian: -15.52924000889383,
      waz: -1.5560890857500105, wap: 5.984345498294684, haz: 0.2959492177106233,
      hap: 61.63655683096434,
      modBMIZ: -2.3906718626013745, modWAZ: -1.5992343515265024, modHAZ: 0.2960204481493316),
    CDCRow(
      12151, .female, 239.5, 45.2, 165.3,
      bmi: 16.542179446781212, bmiZ: -2.4919490852061297, bmiP: 0.6352212377884887,
      origZ: -2.4919490852061297, origP: 0.6352212377884887,
      p50: 21.71189225, p95: 31.730686311727332, ofP95: 52.13306540006163,
      ofMedian: -23.810512431125332,
      waz: -1.8504514867715685, wap: 3.2124252043475012, haz: 0.3036404518468541,
      hap: 61.929908520419815,
      modBMIZ: -2.3150984722810874, modWAZ: -1.8907954025237073, modHAZ: 0.3046998243917433),
    CDCRow(
      12169, .male, 239.99, 56.8, 179.0,
      bmi: 17.727286913641894, bmiZ: -2.494125592899198, bmiP: 0.6313392912545672,
      origZ: -2.494125592899198, origP: 0.6313392912545672,
      p50: 23.0198699676, p95: 30.588821350003986, ofP95: 57.95348147220973,
      ofMedian: -22.991368158930992,
      waz: -1.4908969281582047, wap: 6.799427900474877, haz: 0.30158398718265056,
      hap: 61.85153918342778,
      modBMIZ: -2.3424354658710147, modWAZ: -1.5868665494006287, modHAZ: 0.30325664676740605),
    CDCRow(
      12170, .male, 239.99, 65.4, 179.0,
      bmi: 20.411347960425708, bmiZ: -1.0007037375475503, bmiP: 15.848502996478162,
      origZ: -1.0007037375475503, origP: 15.848502996478162,
      p50: 23.0198699676, p95: 30.588821350003986, ofP95: 66.72812831483306,
      ofMedian: -11.331610521022629,
      waz: -0.4909474943542501, wap: 31.173179205218304, haz: 0.30158398718265056,
      hap: 61.85153918342778,
      modBMIZ: -1.1545013844497851, modWAZ: -0.597955502821884, modHAZ: 0.30325664676740605),
    CDCRow(
      12181, .male, 239.9999, 56.8, 179.0,
      bmi: 17.727286913641894, bmiZ: -2.4943052261771355, bmiP: 0.6310198434696085,
      origZ: -2.4943052261771355, origP: 0.6310198434696085,
      p50: 23.020289997276, p95: 30.589634572952296, ofP95: 57.95194078361617,
      ofMedian: -22.99277326332738,
      waz: -1.4909500884977573, wap: 6.79872997116647, haz: 0.30156195862186613,
      hap: 61.850699438362014,
      modBMIZ: -2.342550078468537, modWAZ: -1.5869119990153653, modHAZ: 0.3032342513672222),
    CDCRow(
      1, .male, 127.71, 47.8, 139.6,
      bmi: 24.527713237165543, bmiZ: 1.7978856552555817, bmiP: 96.39024351074495,
      origZ: 1.8895900755380928, origP: 97.05935972429086,
      p50: 16.971507812899997, p95: 22.794018874118496, ofP95: 107.60591790601512,
      ofMedian: 44.52288805195077,
      waz: 1.48417921693339, wap: 93.11193090673227, haz: -0.31432506960066736,
      hap: 37.663707981212156,
      modBMIZ: 1.7744857603189474, modWAZ: 1.2707426361475502, modHAZ: -0.32069662604733945),
    CDCRow(
      4, .male, 174.68, 74.8, 165.8,
      bmi: 27.210250843590526, bmiZ: 1.6948794228070063, bmiP: 95.49508516070998,
      origZ: 1.7477841147120567, origP: 95.97492914919415,
      p50: 19.517243132399997, p95: 26.46271414908257, ofP95: 102.82486781324309,
      ofMedian: 39.41646706454966,
      waz: 1.580445774761058, wap: 94.29975921392199, haz: -0.21925354010542983,
      hap: 41.322627548229576,
      modBMIZ: 1.5615517182566003, modWAZ: 1.4545931055947072, modHAZ: -0.2091470548109217),
    CDCRow(
      2, .female, 160.04, 71.4, 168.0,
      bmi: 25.297619047619055, bmiZ: 1.4667800521832648, bmiP: 92.87820510856434,
      origZ: 1.4667800521832648, origP: 92.87820510856434,
      p50: 18.921036396599998, p95: 26.590395869911163, ofP95: 95.13818136210988,
      ofMedian: 33.7010220653922,
      waz: 1.7566750321411704, wap: 96.05133921774193, haz: 1.4044844310493936,
      hap: 91.99126776998784,
      modBMIZ: 1.163213089262538, modWAZ: 1.6340824475069653, modHAZ: 1.4069105812063456),
    CDCRow(
      3, .female, 27.33, 12.7, 87.5,
      bmi: 16.587755102040816, bmiZ: 0.28243604398788114, bmiP: 61.11954098047542,
      origZ: 0.28243604398788114, origP: 61.11954098047542,
      p50: 16.198351327199997, p95: 18.809975623791154, ofP95: 88.1859468284497,
      ofMedian: 2.403971657207715,
      waz: 0.09280429995143018, wap: 53.697048255543464, haz: -0.09699629795701767,
      hap: 46.13646671951951,
      modBMIZ: 0.23548974374713313, modWAZ: 0.07487511766866022, modHAZ: -0.09708424300925761),
    CDCRow(
      17190, .female, 192.46, 76.42729967540211, 162.6,
      bmi: 28.90729356270949, bmiZ: 1.6448536269514715, bmiP: 94.99999999999999,
      origZ: 1.6448536269514715, origP: 94.99999999999999,
      p50: 20.4516134876, p95: 28.90729356270949, ofP95: 100.0, ofMedian: 41.344806756866625,
      waz: 1.5759169637365722, wap: 94.24775295123587, haz: 0.005038251969377309,
      hap: 50.200996322641814,
      modBMIZ: 1.3724267431068071, modWAZ: 1.3163673240118883, modHAZ: 0.005026728731362657),
    CDCRow(
      16857, .male, 192.93, 27.589100170227898, 100.0,
      bmi: 27.589100170227898, bmiZ: 1.6448536269514715, bmiP: 95.0,
      origZ: 1.6448536269514722, origP: 95.0,
      p50: 20.58252892, p95: 27.589100170227898, ofP95: 100.0, ofMedian: 34.04135263193837,
      waz: -6.503915694696237, wap: 3.912788215638366e-09, haz: -7.597562461318521,
      hap: 1.508802908986077e-12,
      modBMIZ: 1.4356639413498142, modWAZ: -4.19499396235726, modHAZ: -9.375286101519043),
    CDCRow(
      15197, .male, 192.93, 73.12877935997439, 173.7,
      bmi: 24.23754829775011, bmiZ: 1.0364333894937898, bmiP: 85.00000000000001,
      origZ: 1.0364333894937898, origP: 85.00000000000001,
      p50: 20.58252892, p95: 27.589100170227898, ofP95: 87.85189856936859,
      ofMedian: 17.75787315522017,
      waz: 0.9598804262578533, wap: 83.1442300750582, haz: 0.000720462427784506,
      hap: 50.028742289901864,
      modBMIZ: 0.7489225953992816, modWAZ: 0.7809121992505142, modHAZ: 0.0007531758264556459),
    CDCRow(
      12873, .male, 192.93, 17.1531855008331, 100.0,
      bmi: 17.1531855008331, bmiZ: -1.6448536269514709, bmiP: 5.0000000000000195,
      origZ: -1.6448536269514709, origP: 5.0000000000000195,
      p50: 20.58252892, p95: 27.589100170227898, ofP95: 62.173776582041405,
      ofMedian: -16.661428887072347,
      waz: -12.914943824182593, wap: 1.853572555654427e-36, haz: -7.597562461318521,
      hap: 1.508802908986077e-12,
      modBMIZ: -1.7291003595747765, modWAZ: -5.495876540016949, modHAZ: -9.375286101519043),
    CDCRow(
      19182, .female, 192.46, 91.71275961048254, 162.6,
      bmi: 34.68875227525139, bmiZ: 2.0813230117651313, bmiP: 98.12978248830576,
      origZ: 2.1321184153697983, origP: 98.35014434486379,
      p50: 20.4516134876, p95: 28.90729356270949, ofP95: 120.0, ofMedian: 69.61376810823995,
      waz: 2.1027424156655994, wap: 98.22558539216621, haz: 0.005038251969377309,
      hap: 50.200996322641814,
      modBMIZ: 2.3108052627266624, modWAZ: 2.211170409673585, modHAZ: 0.005026728731362657),
    CDCRow(
      10014, .female, 181.735, 22.7, 102.8,
      bmi: 21.480264652000788, bmiZ: 0.44549015744382614, bmiP: 67.20172144328068,
      origZ: 0.44549015744382614, origP: 67.20172144328068,
      p50: 19.9871478166, p95: 28.20807695528024, ofP95: 76.14934079361237,
      ofMedian: 7.4703847147250535,
      waz: -9.000172310790282, wap: 1.1268184628206248e-17, haz: -9.324681725909516,
      hap: 5.565859114221725e-19,
      modBMIZ: 0.2513763117283844, modWAZ: -4.539245368132195, modHAZ: -9.164136046949196),
    CDCRow(
      10001, .female, 56.96, 8.1, 109.8,
      bmi: 6.718624025799517, bmiZ: -50.893979239752014, bmiP: 0.0,
      origZ: -50.893979239752014, origP: 0.0,
      p50: 15.171402433999999, p95: 18.149213426434343, ofP95: 37.01881656212074,
      ofMedian: -55.71520790495486,
      waz: -9.246821945854512, wap: 1.156332870646599e-18, haz: 0.8242999229008259,
      hap: 79.5115418795426,
      modBMIZ: -9.062415699356128, modWAZ: -5.043210146773212, modHAZ: 0.8034292195394804),
    CDCRow(
      10071, .female, 237.724, 185.6, 162.6,
      bmi: 70.19996399225985, bmiZ: 5.404481115319092, bmiP: 99.99999675018647,
      origZ: 2.6221914514607434, origP: 99.56316831457328,
      p50: 21.69208630072, p95: 31.611540630834423, ofP95: 222.0706823880189,
      ofMedian: 223.62015814924075,
      waz: 3.255479792688986, wap: 99.94339952417279, haz: -0.11196631360723815,
      hap: 45.542505821210426,
      modBMIZ: 6.353813358632297, modWAZ: 7.407757429609004, modHAZ: -0.11151806076585044),
  ]

  @Test(arguments: rows)
  func scores_cdcRow_matchesCDCProgramBitForBit(row: CDCRow) {
    let sut = CDCGrowthScorer().scores(
      sex: row.sex, ageMonths: row.age, weightKilograms: row.weight,
      heightCentimetres: row.height)
    #expect(sut.ageMonths == row.age)
    #expect(sut.bmi == row.bmi)
    #expect(sut.bmiPercentile == row.bmiP)
    #expect(sut.originalBMIZ == row.origZ)
    #expect(sut.originalBMIPercentile == row.origP)
    #expect(sut.bmiP50 == row.p50)
    #expect(sut.bmiP95 == row.p95)
    #expect(sut.percentOfP95 == row.ofP95)
    #expect(sut.percentOfMedian == row.ofMedian)
    #expect(sut.weightZ == row.waz)
    #expect(sut.weightPercentile == row.wap)
    #expect(sut.heightZ == row.haz)
    #expect(sut.heightPercentile == row.hap)
    #expect(sut.modifiedBMIZ == row.modBMIZ)
    #expect(sut.modifiedWeightZ == row.modWAZ)
    #expect(sut.modifiedHeightZ == row.modHAZ)
    #expect(sut.isExtended == (row.origP >= 95))
    if sut.isExtended {
      #expect(abs(sut.bmiZ - row.bmiZ) <= 1e-9)
    } else {
      #expect(sut.bmiZ == row.bmiZ)
    }
    let category = CDCGrowthScorer.category(percentile: row.bmiP, percentOfP95: row.ofP95)
    #expect(sut.category == category)
  }
}
