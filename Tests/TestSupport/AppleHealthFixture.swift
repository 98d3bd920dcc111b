/// Apple Health `export.xml`, written for the tests (no file is copied from anywhere): a DTD,
/// other record types around the body measurements (steps, heart rate with metadata, BMI,
/// lean mass), kg and lb, and time zones. The model and the command tests read the same text.
public enum AppleHealthFixture {
  public static let export = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
    <!ATTLIST Record type CDATA #REQUIRED unit CDATA #IMPLIED value CDATA #IMPLIED>
    ]>
    <HealthData locale="en_US">
     <ExportDate value="2026-11-23 08:00:00 +0100"/>
     <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-01" HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale"/>
     <Record type="HKQuantityTypeIdentifierStepCount" sourceName="Phone" unit="count" creationDate="2026-11-21 07:10:00 +0100" startDate="2026-11-21 07:00:00 +0100" endDate="2026-11-21 07:10:00 +0100" value="412"/>
     <Record type="HKQuantityTypeIdentifierHeight" sourceName="Health" unit="cm" creationDate="2025-01-02 09:00:00 +0100" startDate="2025-01-02 09:00:00 +0100" endDate="2025-01-02 09:00:00 +0100" value="177"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" creationDate="2026-11-21 07:02:15 +0100" startDate="2026-11-21 07:02:14 +0100" endDate="2026-11-21 07:02:14 +0100" value="79.6"/>
     <Record type="HKQuantityTypeIdentifierBodyMassIndex" sourceName="Scale" unit="count" creationDate="2026-11-21 07:02:15 +0100" startDate="2026-11-21 07:02:14 +0100" endDate="2026-11-21 07:02:14 +0100" value="25.1"/>
     <Record type="HKQuantityTypeIdentifierLeanBodyMass" sourceName="Scale" unit="kg" creationDate="2026-11-21 07:02:15 +0100" startDate="2026-11-21 07:02:14 +0100" endDate="2026-11-21 07:02:14 +0100" value="60.1"/>
     <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" creationDate="2026-11-21 07:03:00 +0100" startDate="2026-11-21 07:03:00 +0100" endDate="2026-11-21 07:03:00 +0100" value="61">
      <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="0"/>
     </Record>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="kg" creationDate="2026-11-21 21:00:00 +0100" startDate="2026-11-21 21:00:00 +0100" endDate="2026-11-21 21:00:00 +0100" value="80.2"/>
     <Record type="HKQuantityTypeIdentifierWaistCircumference" sourceName="Health" unit="in" creationDate="2026-11-21 07:05:00 +0100" startDate="2026-11-21 07:05:00 +0100" endDate="2026-11-21 07:05:00 +0100" value="33"/>
     <Record type="HKQuantityTypeIdentifierBodyMass" sourceName="Scale" unit="lb" creationDate="2026-11-22 23:30:00 -0800" startDate="2026-11-22 23:30:00 -0800" endDate="2026-11-22 23:30:00 -0800" value="175"/>
     <Record type="HKQuantityTypeIdentifierHeight" sourceName="Health" unit="ft" creationDate="2026-06-01 09:00:00 +0100" startDate="2026-06-01 09:00:00 +0100" endDate="2026-06-01 09:00:00 +0100" value="5.8"/>
    </HealthData>

    """
}
