/// Reads store document text of any schema version this build knows, into the current
/// entities: the whole migration path from the bytes on disk.
///
/// The version is read first wherever it stands in the object; members met before it are
/// decoded once it is known. A version newer than `StoreDocument.currentSchemaVersion` is
/// refused before anything else is read, since its members may mean something else.
public enum StoreDocumentDecoder {
  public struct Decoded: Sendable, Equatable {
    public let document: StoreDocument
    /// The version the bytes were written in (0 for the prototype layout without one).
    public let schemaVersion: Int
    /// The logs whose entries are all in the encoder's own text, by profile (`EntryLines`).
    public let entryLines: [EntryLines]

    public init(document: StoreDocument, schemaVersion: Int, entryLines: [EntryLines] = []) {
      self.document = document
      self.schemaVersion = schemaVersion
      self.entryLines = entryLines
    }
  }

  public enum Failure: Error, Sendable, Equatable {
    case malformed(JSONError)
    case newerSchema(found: Int)
  }

  public static func decode(_ bytes: [UInt8]) throws(Failure) -> Decoded {
    var top: TopLevel
    do throws(JSONError) {
      top = try TopLevel(bytes)
    } catch {
      throw .malformed(error)
    }
    guard top.version <= StoreDocument.currentSchemaVersion else {
      throw .newerSchema(found: top.version)
    }
    do throws(JSONError) {
      if top.version == 0 {
        let document = try LegacyDocumentDecoder.decode(bytes)
        if let name = document.defaultProfile,
          !document.profiles.contains(where: { $0.name == name })
        {
          throw JSONReader(bytes).error("default_profile '\(name)' names no profile in the store")
        }
        return Decoded(document: document, schemaVersion: 0)
      }
      for (name, nameOffset, offset) in top.pending {
        var member = JSONReader(bytes, offset: offset, memberNameOffset: nameOffset)
        try top.fields.read(name, from: &member)
      }
      // A default that names no profile would send every command after a profile that is
      // not there (a hand edit, another program): the store is damaged, not the command.
      if let name = top.fields.defaultProfile,
        !top.fields.profiles.contains(where: { $0.name == name })
      {
        throw JSONReader(bytes).error(
          "default_profile '\(name)' names no profile in the store",
          at: top.fields.defaultProfileOffset)
      }
      return Decoded(
        document: top.fields.document, schemaVersion: top.version,
        entryLines: top.fields.entryLines)
    } catch {
      throw .malformed(error)
    }
  }
}

/// The top-level object read once: its version, the members decoded after the version was
/// known, and where the members that came before it start.
private struct TopLevel {
  var version = 0
  var pending: [(name: String, nameOffset: Int, offset: Int)] = []
  var fields = DocumentFields()

  init(_ bytes: [UInt8]) throws(JSONError) {
    var reader = JSONReader(bytes)
    guard try reader.kind() == .object else {
      throw reader.error("expected a store document: a JSON object with \"schema_version\"")
    }
    var found: Int?
    try reader.readObject { member, name throws(JSONError) in
      if name == "schema_version" {
        let start = member.position()
        let value = try member.readInteger()
        guard value >= 0 else { throw member.error("schema_version cannot be negative", at: start) }
        found = value
      } else if let found, (1...StoreDocument.currentSchemaVersion).contains(found) {
        try fields.read(name, from: &member)
      } else {
        pending.append((name, member.memberNameOffset, member.offset))
        try member.skipValue()
      }
    }
    try reader.readEnd()
    version = found ?? 0
  }
}

/// The members of a current-version document as they are read.
private struct DocumentFields {
  var defaultProfile: String?
  /// Where `default_profile`'s value starts, for the error when it names no profile.
  var defaultProfileOffset = 0
  var profiles: [Profile] = []
  var entryLines: [EntryLines] = []

  mutating func read(_ name: String, from reader: inout JSONReader) throws(JSONError) {
    switch name {
    case "default_profile":
      defaultProfileOffset = reader.position()
      defaultProfile = try reader.readNull() ? nil : try reader.readString()
    case "profiles":
      var names = Set<String>()
      try reader.readArray { element throws(JSONError) in
        let start = element.position()
        let (profile, lines) = try ProfileDecoder.read(&element)
        if let lines { entryLines.append(lines) }
        guard names.insert(profile.name).inserted else {
          throw element.error("a second profile named '\(profile.name)'", at: start)
        }
        profiles.append(profile)
      }
    default:
      throw reader.error(
        "unknown member '\(name)' in the store document", at: reader.memberNameOffset)
    }
  }

  var document: StoreDocument {
    StoreDocument(
      defaultProfile: defaultProfile, profiles: profiles.sorted { $0.name < $1.name })
  }
}
