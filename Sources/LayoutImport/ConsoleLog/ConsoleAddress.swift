/// What an address in a pasted message can tell: people anonymise them
/// before pasting (docs/importers.md, "Anonymised addresses").
enum ConsoleAddress {
    enum Kind: Equatable {
        /// `0x7fb022ec5600`: one object per address.
        case hex
        /// `0x<A>`, `<B>`: a placeholder that stands for one object.
        case named
        /// `0x...`, `0x…`, `<address>`, `0xXXXXXXXX`, `0x0000000000`: the
        /// same text for every object, so it tells nothing.
        case hidden
        /// Anything else (a cut or mistyped address), kept as printed.
        case other
    }

    static func kind(_ address: String) -> Kind {
        var body = Substring(address)
        if body.hasPrefix("0x") || body.hasPrefix("0X") { body = body.dropFirst(2) }
        if body.first == "<", body.last == ">" {
            let inside = body.dropFirst().dropLast()
            let generic = inside.isEmpty || inside.lowercased() == "address" || inside.allSatisfy { $0 == "." || $0 == "…" }
            return generic ? .hidden : .named
        }
        if body.allSatisfy({ $0 == "." || $0 == "…" || $0 == "X" || $0 == "x" }) || body.allSatisfy({ $0 == "0" }) {
            return .hidden
        }
        if body.allSatisfy(\.isHexDigit) { return .hex }
        return .other
    }

    static func isPlaceholder(_ address: String) -> Bool {
        let kind = kind(address)
        return kind == .named || kind == .hidden
    }
}
