import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A parsed XML element, so tests can check an SVG the way a browser reads it.
final class XMLTree {
  let name: String
  let attributes: [String: String]
  var children: [XMLTree] = []
  var text = ""

  init(name: String, attributes: [String: String]) {
    self.name = name
    self.attributes = attributes
  }

  struct ParseError: Error {
    let description: String
  }

  /// Parses with Foundation's `XMLParser`; any well-formedness error throws.
  static func parse(_ document: String) throws -> XMLTree {
    let builder = Builder()
    let parser = XMLParser(data: Data(document.utf8))
    parser.delegate = builder
    guard parser.parse(), let root = builder.root else {
      throw ParseError(description: parser.parserError.map { "\($0)" } ?? "no root element")
    }
    return root
  }

  /// This element and every element under it, in document order.
  var descendants: [XMLTree] { [self] + children.flatMap(\.descendants) }

  func all(_ name: String) -> [XMLTree] { descendants.filter { $0.name == name } }

  func element(id: String) -> XMLTree? { descendants.first { $0.attributes["id"] == id } }

  func number(_ attribute: String) -> Double? { attributes[attribute].flatMap(Double.init) }

  private final class Builder: NSObject, XMLParserDelegate {
    var root: XMLTree?
    private var stack: [XMLTree] = []

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      let node = XMLTree(name: name, attributes: attributes)
      stack.last?.children.append(node)
      if root == nil { root = node }
      stack.append(node)
    }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
      stack.last?.text += string
    }
  }
}
