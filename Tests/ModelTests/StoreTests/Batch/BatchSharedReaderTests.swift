import DataSource
import Model
import Testing

/// Batch mode reads CSV through the same scanner, vocabulary and delimiter detection as
/// import: `Weight (kg)` is a weight column, and `;` or tab files keep their delimiter.
@MainActor
struct BatchSharedReaderTests {
  @Test(arguments: [
    (
      "Weight (kg),Height (cm)\n70,175\n",
      "Weight (kg),Height (cm),bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n"
    ),
    (
      "Gewicht (kg);Größe (cm)\n70;175\n",
      "Gewicht (kg);Größe (cm);bmi;category;reference;implausible\n70;175;22.86;normal;who-adult;\n"
    ),
    (
      "weight_kg\theight_cm\n70\t175\n",
      "weight_kg\theight_cm\tbmi\tcategory\treference\timplausible\n70\t175\t22.86\tnormal\twho-adult\t\n"
    ),
  ])
  func batch_importStyleHeaders_areRead(input: String, expected: String) async {
    let sut = await BatchRun.run(input)
    #expect(sut.store.failure == nil)
    #expect(sut.output == expected)
  }
}
