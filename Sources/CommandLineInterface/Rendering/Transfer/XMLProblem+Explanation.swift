import DataSource

/// What is wrong in an Apple Health export, said to the user with what to do.
extension XMLProblem {
  var explanation: String {
    func shown(_ byte: UInt8) -> String {
      (0x21...0x7E).contains(byte)
        ? "'\(Character(Unicode.Scalar(byte)))'"
        : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
    switch self {
    case .truncated(let element?):
      return
        "the file ends inside <\(QuotedValue.shortened(element))>: it is cut short (export again, or unzip it whole)"
    case .truncated(nil):
      return
        "the file ends inside a tag, comment or DOCTYPE: it is cut short (export again, or unzip it whole)"
    case .unexpected(let byte):
      return "\(shown(byte)) cannot stand here: the XML is not well-formed"
    case .notUTF8:
      return
        "bytes that are not UTF-8, as Apple Health writes its exports; export again, or save the file as UTF-8"
    case .forbiddenCharacter:
      return
        "a NUL byte is not allowed in XML: this is not a whole Apple Health export (export again)"
    case .mismatchedEndTag(let expected, let found):
      return
        "</\(QuotedValue.shortened(found))> closes <\(QuotedValue.shortened(expected))>: the XML is not well-formed"
    case .unopenedEndTag(let name):
      return "</\(QuotedValue.shortened(name))> closes no open element: the XML is not well-formed"
    case .duplicateAttribute(let name):
      return
        "attribute \(QuotedValue.quoted(name)) appears twice in one tag: the XML is not well-formed"
    case .unknownReference(let text):
      return
        "\(QuotedValue.quoted(text)) is not an XML reference bmi reads (&lt; &gt; &amp; &quot; &apos; &#N; &#xH;); entities declared in a DTD are never expanded"
    case .outsideRoot:
      return "text or a second element outside the root element: the XML is not well-formed"
    case .misplacedDoctype:
      return "a DOCTYPE after the document has started: the XML is not well-formed"
    case .noRootElement:
      return "no element at all: this is not an Apple Health export"
    case .tooDeep(let limit):
      return "elements nest deeper than \(limit) levels, more than bmi reads"
    case .tokenTooLong(let limit):
      return "a tag, comment or DOCTYPE longer than \(limit >> 10) KiB, more than bmi reads"
    case .textTooLong(let limit):
      return
        "more than \(limit >> 20) MiB of text between two tags, more than bmi reads (an Apple Health export has none)"
    case .tooManyElements(let limit):
      return "more than \(limit) elements and comments, more than bmi reads from one file"
    }
  }
}
