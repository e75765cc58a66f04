import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One element of an Interface Builder document, with the line it starts on
/// so every warning and diagnostic can point back into the file.
public struct IBElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var line: Int
    public var children: [IBElement]

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first child named `name` whose `key` is `key` (any key when nil).
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [IBElement] { children.filter { $0.name == name } }

    func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    func number(_ attribute: String) -> Double? {
        attributes[attribute].flatMap(Double.init)
    }

    /// A document's Interface Builder version, its `toolsVersion`'s first
    /// part ("22505" of "22505", "32700" of "32700.99.1234"); 0 when unsaid.
    var toolsVersion: Double {
        Double(String((self["toolsVersion"] ?? "").prefix { $0.isNumber })) ?? 0
    }

    /// The constant of the view's own required `==` constraint on one of its
    /// sizes (`width`, `height`), as the document holds it.
    func ownConstant(_ attribute: String) -> Double? {
        child("constraints")?.children.first {
            $0["firstAttribute"] == attribute && $0["secondItem"] == nil && $0["relation"] == nil
                && ($0["firstItem"] == nil || $0["firstItem"] == self["id"]) && ($0.number("priority") ?? 1000) == 1000
        }?.number("constant")
    }
}

/// Why a document could not be read at all: the place is the parser's.
public struct IBReadError: Error, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
    public var kind: Kind = .unreadable

    public enum Kind: Sendable, Equatable {
        /// Not a document the importer can read.
        case unreadable
        /// Over one of the importer's limits (bytes, views across scenes).
        case tooLarge
        /// The importer's deadline passed before it was done.
        case stopped
    }

    public var description: String { "line \(line), column \(column): \(message)" }
}

/// Reads XML into `IBElement`s with libxml2 (through FoundationXML) and
/// nothing that reaches outside the bytes: `IBByteScan` refuses any
/// encoding but UTF-8 and every declaration before the parser sees a byte,
/// so neither an external entity (XXE) nor a nest of internal ones (billion
/// laughs) can be fetched or expanded; Interface Builder never writes one.
public struct IBXMLReader: Sendable {
    /// Larger documents are refused unread (Xcode's largest storyboards are a few MB).
    public var maximumBytes = 50 * 1024 * 1024
    /// Deeper nesting is refused: no real view tree comes near it.
    public var maximumDepth = 256
    /// More attributes on one element are refused: Interface Builder writes
    /// a few dozen at most.
    public var maximumAttributes = 256

    /// Past this instant the parse stops (nil: never).
    public var deadline: ContinuousClock.Instant?

    public init() {}

    public func read(_ bytes: [UInt8]) throws(IBReadError) -> IBElement {
        guard bytes.count <= maximumBytes else {
            throw IBReadError(message: "document of \(bytes.count) bytes is over the limit of \(maximumBytes)", line: 1, column: 1,
                              kind: .tooLarge)
        }
        try IBByteScan(maximumAttributes: maximumAttributes).check(bytes)
        // Fed as a stream, libxml2 gets the document in chunks: handed over in one
        // piece, anything past its 10 MB look-up limit is refused as malformed.
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        let builder = TreeBuilder(maximumDepth: maximumDepth, deadline: deadline)
        parser.delegate = builder
        let parsed = parser.parse()
        if let failure = builder.failure { throw failure }
        guard parsed, let root = builder.root else {
            throw IBReadError(message: "malformed XML: " + Self.reason(parser.parserError), line: max(1, parser.lineNumber), column: max(1, parser.columnNumber))
        }
        return root
    }

    /// libxml2's complaint in words. FoundationXML passes libxml2's own
    /// error number (xmlerror.h's `xmlParserErrors`), which its `ErrorCode`
    /// enum does not number alike, and describes none of them.
    static func reason(_ error: Error?) -> String {
        guard let error else { return "not well-formed" }
        let code = (error as NSError).code
        let words: [Int: String] = [
            4: "the document is empty",
            5: "the document ends before its elements are closed",
            9: "a character XML does not allow",
            14: "an entity reference at the end of the document",
            26: "an undeclared entity",
            33: "a value without its opening quote",
            34: "a value without its closing quote",
            38: "'<' inside an attribute value",
            39: "an attribute value without quotes",
            40: "an attribute value not closed",
            41: "an attribute without a value",
            42: "an attribute given twice",
            65: "a space expected",
            68: "a name expected",
            73: "'>' expected",
            74: "'</' expected",
            75: "'=' expected",
            76: "an end tag does not match the element it closes",
            77: "a tag is not finished",
            86: "content after the root element",
            89: "an entity that refers to itself",
        ]
        return words[code] ?? "libxml2 error \(code)"
    }
}

/// XMLParser's delegate must be a class; it lives only for one parse.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    let maximumDepth: Int
    let deadline: ContinuousClock.Instant?
    var stack: [IBElement] = []
    var root: IBElement?
    var failure: IBReadError?
    var elements = 0

    init(maximumDepth: Int, deadline: ContinuousClock.Instant?) {
        self.maximumDepth = maximumDepth
        self.deadline = deadline
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        elements += 1
        // The clock every few thousand elements: a 50 MB parse takes seconds.
        if elements % 4096 == 0, let deadline, ContinuousClock.now >= deadline {
            failure = IBReadError(message: "the document was not read before the deadline", line: parser.lineNumber,
                                  column: parser.columnNumber, kind: .stopped)
            parser.abortParsing()
            return
        }
        guard stack.count < maximumDepth else {
            failure = IBReadError(message: "elements nested deeper than \(maximumDepth)", line: parser.lineNumber, column: parser.columnNumber)
            parser.abortParsing()
            return
        }
        stack.append(IBElement(name: name, attributes: attributes, line: parser.lineNumber, children: []))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    // Belt and braces: the byte scan refuses declarations first, but should one
    // slip through, the parse stops instead of expanding it.
    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        refuse(parser, "entity \(name)")
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        refuse(parser, "external entity \(name)")
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        refuse(parser, "external entity \(name)")
        return nil
    }

    func refuse(_ parser: XMLParser, _ what: String) {
        failure = IBReadError(message: "\(what) refused (never fetched, never expanded)", line: parser.lineNumber, column: parser.columnNumber)
        parser.abortParsing()
    }
}
