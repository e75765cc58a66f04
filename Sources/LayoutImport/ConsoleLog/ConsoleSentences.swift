import LayoutScene
import LayoutSolver

/// One sentence per constraint, in the words a person would use, naming
/// views as the message shows them (`UILabel 'Set lunch'`).
struct ConsoleSentences {
    let scene: ConsoleScene
    let message: ConsoleMessage
    /// Scene view or guide id → its short name.
    let names: [String: String]

    init(scene: ConsoleScene, message: ConsoleMessage) {
        self.scene = scene
        self.message = message
        var names: [String: String] = [:]
        var counts: [String: Int] = [:]
        let ids = scene.document.views.map(\.id) + scene.document.guides.map(\.id)
        for id in ids {
            guard let item = scene.items[id] else { continue }
            var short = item.className.split(separator: ".").last.map(String.init) ?? item.className
            // Key-value observing subclasses the app's class at run time: the app's name is the one to show.
            if short.hasPrefix("NSKVONotifying_") { short.removeFirst("NSKVONotifying_".count) }
            // A paste that hides classes too (`:0x<A>.height`) leaves a view without one.
            if short.isEmpty { short = "view" }
            let k = counts[short, default: 0] + 1
            counts[short] = k
            var name = short + Self.subscripted(k)
            if let identifier = item.identifier { name += " \"\(identifier)\"" }
            names[id] = name
        }
        self.names = names
    }

    /// `₁₂`: the class's count in the order the message names its views.
    static func subscripted(_ k: Int) -> String {
        String(String(k).unicodeScalars.map { Character(Unicode.Scalar(0x2080 + $0.value - 48)!) })
    }

    /// A view as people can follow it: class without module, its number
    /// among the views of that class, its identifier or text
    /// (`UILabel₁ "Title"`). The address goes beside the first mention only
    /// (see `withAddresses`).
    func name(_ id: String) -> String {
        if id == "window" { return "the window" }
        guard scene.items[id] != nil else { return "a superview the message does not name" }
        return names[id] ?? id
    }

    /// A printed constraint: its identifier, SnapKit's `File.swift#line`, or its address.
    func constraintName(_ constraint: ConsoleConstraint) -> String {
        if let identifier = constraint.identifier { return "'\(identifier)' (\(constraint.address))" }
        if let source = constraint.source {
            // SnapKit prints the whole path of the file; its name and line are what people look for.
            let file = source.split(separator: "/").last.map(String.init) ?? source
            return "\(file) (\(constraint.address))"
        }
        return constraint.address
    }

    /// The text with each named view's address put beside its first mention,
    /// in one pass: a name is found from its subscript (`UILabel₁`), then
    /// matched whole (`UILabel₁ "Title"`).
    func withAddresses(_ text: String) -> String {
        var byBase: [String: [(name: [Unicode.Scalar], address: String)]] = [:]
        for (id, name) in names {
            guard let address = scene.items[id]?.address else { continue }
            let scalars = Array(name.unicodeScalars)
            guard let first = scalars.firstIndex(where: Self.isSubscript) else { continue }
            var end = first
            while end < scalars.count, Self.isSubscript(scalars[end]) { end += 1 }
            byBase[String(String.UnicodeScalarView(scalars[..<end])), default: []].append((scalars, address))
        }
        let input = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var seen: Set<String> = []
        var i = 0
        while i < input.count {
            guard Self.isSubscript(input[i]) else {
                out.append(input[i])
                i += 1
                continue
            }
            var end = i
            while end < input.count, Self.isSubscript(input[end]) { end += 1 }
            var start = i
            while start > 0, Self.isNameScalar(input[start - 1]) { start -= 1 }
            out.append(contentsOf: input[i..<end])
            i = end
            let base = String(String.UnicodeScalarView(input[start..<end]))
            let match = (byBase[base] ?? []).filter { candidate in
                start + candidate.name.count <= input.count
                    && input[start..<(start + candidate.name.count)].elementsEqual(candidate.name)
            }.max { $0.name.count < $1.name.count }
            guard let match, seen.insert(match.address).inserted else { continue }
            out.append(contentsOf: input[end..<(start + match.name.count)])
            out.append(contentsOf: " (\(match.address))".unicodeScalars)
            i = start + match.name.count
        }
        return String(out)
    }

    static func isSubscript(_ scalar: Unicode.Scalar) -> Bool { (0x2080...0x2089).contains(scalar.value) }

    static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "$"
    }

    func sentence(_ constraint: SceneConstraint) -> String {
        constraint.specs.map(sentence).joined(separator: "; ")
    }

    func sentence(_ spec: ConstraintSpec) -> String {
        let a = "the \(words(spec.first.attribute)) of \(name(spec.first.item))"
        var text: String
        guard let second = spec.second else {
            let verb = spec.relation == .equal ? "is" : spec.relation == .greaterOrEqual ? "is at least" : "is at most"
            text = "\(a) \(verb) \(SystemConstraints.number(spec.constant))"
            return priority(text, spec)
        }
        let b = "the \(words(second.attribute)) of \(name(second.item))"
        if spec.first.attribute.isSize || spec.multiplier != 1 {
            let verb = spec.relation == .equal ? "equals" : spec.relation == .greaterOrEqual ? "is at least" : "is at most"
            let factor = spec.multiplier == 1 ? "" : "\(SystemConstraints.number(spec.multiplier)) × "
            let offset = spec.constant == 0 ? "" : spec.constant > 0 ? " + \(SystemConstraints.number(spec.constant))"
                : " − \(SystemConstraints.number(-spec.constant))"
            text = "\(a) \(verb) \(factor)\(b)\(offset)"
        } else if spec.constant == 0 {
            let verb = spec.relation == .equal ? "lines up with" : spec.relation == .greaterOrEqual
                ? "is at or \(direction(spec.first.attribute, 1))" : "is at or \(direction(spec.first.attribute, -1))"
            text = "\(a) \(verb) \(b)"
        } else {
            let amount = SystemConstraints.number(abs(spec.constant))
            let quantifier = spec.relation == .equal ? "" : spec.relation == .greaterOrEqual ? (spec.constant > 0 ? "at least " : "at most ") : (spec.constant > 0 ? "at most " : "at least ")
            text = "\(a) is \(quantifier)\(amount) \(direction(spec.first.attribute, spec.constant)) \(b)"
        }
        return priority(text, spec)
    }

    func priority(_ text: String, _ spec: ConstraintSpec) -> String {
        spec.priority >= 1000 ? text : text + " (priority \(SystemConstraints.number(spec.priority)), may give way)"
    }

    /// Which way a positive (or negative) constant moves an edge.
    func direction(_ attribute: Attribute, _ sign: Double) -> String {
        switch attribute.axis {
        case .vertical: return sign > 0 ? "below" : "above"
        case .horizontal:
            if attribute.isDirectional { return sign > 0 ? "after" : "before" }
            return sign > 0 ? "right of" : "left of"
        }
    }

    func words(_ attribute: Attribute) -> String {
        switch attribute {
        case .centerX: return "horizontal centre"
        case .centerY: return "vertical centre"
        case .firstBaseline: return "first baseline"
        case .lastBaseline: return "last baseline"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin:
            return String(attribute.rawValue.dropLast(6)) + " margin"
        case .centerXWithinMargins: return "horizontal centre within its margins"
        case .centerYWithinMargins: return "vertical centre within its margins"
        default: return attribute.rawValue
        }
    }
}
