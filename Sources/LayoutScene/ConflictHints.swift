/// What to change when required constraints cannot all hold, read off the
/// conflicting set: the advice a person would give after looking at the set.
struct ConflictHints {
    let lowered: [LoweredConstraint]
    let limits: DiagnosticLimits

    /// Hints for the set `members` (indices into `lowered`, the broken one last).
    /// Each is written into one text buffer: interpolating and joining made
    /// a string per piece, a fifth of explaining a small conflict.
    func hints(_ members: [Int]) -> [String] {
        let broken = lowered[members.last!]
        var hints: [String] = []
        var text = TextBuilder()
        func hint(_ write: (inout TextBuilder) -> Void) {
            text.removeAll()
            write(&text)
            hints.append(text.text)
        }
        for view in unique(members.filter { lowered[$0].origin == .autoresizing }.map { lowered[$0].spec.first.item }) {
            hint {
                $0.append(literal: "turn off translatesAutoresizingMaskIntoConstraints on ")
                $0.append(view)
                $0.append(literal: ": its autoresizing constraints (from its frame and mask) are in the conflict")
            }
        }
        for view in unique(members.filter { lowered[$0].origin == .prototype }.map { lowered[$0].spec.first.item }) {
            hint {
                $0.append(literal: "add constraints to ")
                $0.append(view)
                $0.append(literal: ": without any, prototype constraints fix its design frame")
            }
        }
        hints += samePairHints(members)
        if broken.origin == .scene || broken.origin == .visualFormat {
            hint {
                $0.append(literal: "lower the priority of ")
                $0.append(broken.id)
                $0.append(literal: " to 999 so it gives way instead of breaking")
            }
        }
        let others = members.dropLast().filter { lowered[$0].origin == .scene || lowered[$0].origin == .visualFormat }
        if !others.isEmpty {
            hint {
                $0.append(literal: "or lower one of ")
                for (i, k) in others.prefix(limits.maxListed).enumerated() {
                    if i > 0 { $0.append(literal: ", ") }
                    $0.append(lowered[k].id)
                }
                $0.append(literal: " below 1000 if it may give way")
            }
        }
        for k in members where lowered[k].origin == .rootSize {
            hint {
                $0.append(lowered[k].id)
                $0.append(literal: " is the scene's size and cannot change: make the constraints fit it, or leave that dimension out of size to fit the content")
            }
        }
        if members.contains(where: { lowered[$0].isImplicitSize }) {
            hints.append("widths and heights cannot be negative: the set asks for a negative size")
        }
        return hints
    }

    /// Two members relating the same attributes (or one attribute to a
    /// constant) with different constants: one of them is likely a leftover.
    func samePairHints(_ members: [Int]) -> [String] {
        var hints: [String] = []
        // A typical set is a handful of members: comparing each with the
        // earlier ones costs less than a dictionary (allocated, every name hashed).
        let small = members.count <= DiagnosticLimits.linearPairSearch
        var seen: [PairKey: Int] = [:]
        // Sized once: each growth would hash every key's item names again.
        if !small { seen.reserveCapacity(members.count) }
        for (position, k) in members.enumerated() {
            let spec = lowered[k].spec
            let key = PairKey(spec)
            let first: Int?
            if small {
                first = members[..<position].first { PairKey(lowered[$0].spec) == key }
            } else {
                first = seen[key]
                if first == nil { seen[key] = k }
            }
            if let earlier = first, lowered[earlier].spec.constant != spec.constant {
                let a = lowered[earlier], b = lowered[k]
                hints.append("\(a.id) and \(b.id) both relate \(key.text) but with constants "
                             + "\(NumberText.rounded(a.spec.constant)) and \(NumberText.rounded(b.spec.constant)): "
                             + "remove one or make them agree")
            }
        }
        return hints
    }

    func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}

/// The attribute pair of a constraint, with the multiplier, so constraints
/// that differ only in their constant meet.
struct PairKey: Hashable {
    let first: AttributeRef
    let second: AttributeRef?
    let multiplier: Double

    init(_ spec: ConstraintSpec) {
        first = spec.first
        second = spec.second
        multiplier = spec.second == nil ? 0 : spec.multiplier
    }

    var text: String {
        let a = EquationPrinter.reference(first)
        guard let second else { return "\(a) to a constant" }
        return "\(a) to \(EquationPrinter.reference(second))"
    }
}
