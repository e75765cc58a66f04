import JSON

/// What to change when required constraints cannot all hold, read off the
/// conflicting set: the advice a person would give after looking at the set.
struct ConflictHints {
    let lowered: [LoweredConstraint]
    let limits: DiagnosticLimits

    /// Hints for the set `members` (indices into `lowered`, the broken one last).
    /// Each is written into one text buffer: interpolating and joining made
    /// a string per piece, a fifth of explaining a small conflict.
    func hints(_ members: [Int]) -> [String] {
        let broken = members.last!
        var hints: [String] = []
        var text = TextBuilder()
        func hint(_ write: (inout TextBuilder) -> Void) {
            text.removeAll()
            write(&text)
            hints.append(text.text)
        }
        // Read in place: copying a member copies its spec and name (strings retained).
        for view in firstItems(of: members, origin: .autoresizing) {
            hint {
                $0.append(literal: "turn off translatesAutoresizingMaskIntoConstraints on ")
                $0.append(view)
                $0.append(literal: ": its autoresizing constraints (from its frame and mask) are in the conflict")
            }
        }
        for view in firstItems(of: members, origin: .prototype) {
            hint {
                $0.append(literal: "add constraints to ")
                $0.append(view)
                $0.append(literal: ": without any, prototype constraints fix its design frame")
            }
        }
        hints += samePairHints(members)
        if isOwn(broken) {
            hint {
                $0.append(literal: "lower the priority of ")
                lowered[broken].name.append(to: &$0)
                $0.append(literal: " to 999 so it gives way instead of breaking")
            }
        }
        let others = members.dropLast()
        if others.contains(where: isOwn) {
            hint {
                $0.append(literal: "or lower one of ")
                var listed = 0
                for k in others where isOwn(k) {
                    guard listed < limits.maxListed else { break }
                    if listed > 0 { $0.append(literal: ", ") }
                    lowered[k].name.append(to: &$0)
                    listed += 1
                }
                $0.append(literal: " below 1000 if it may give way")
            }
        }
        for k in members where lowered[k].origin == .rootSize {
            hint {
                lowered[k].name.append(to: &$0)
                $0.append(literal: " is the scene's size and cannot change: make the constraints fit it, or leave that dimension out of size to fit the content")
            }
        }
        if members.contains(where: { lowered[$0].isImplicitSize }) {
            hints.append("widths and heights cannot be negative: the set asks for a negative size")
        }
        return hints
    }

    /// Written by the scene (as an equation, structured or in the visual format), so its priority is the scene's to change.
    func isOwn(_ k: Int) -> Bool {
        lowered[k].origin == .scene || lowered[k].origin == .visualFormat
    }

    /// The first items of the members of one origin, each once, in order
    /// (a conflict rarely has any: no array or set is made then).
    func firstItems(of members: [Int], origin: ConstraintOrigin) -> [String] {
        var items: [String] = []
        for k in members where lowered[k].origin == origin {
            let item = lowered[k].spec.first.item
            if !items.contains(item) { items.append(item) }
        }
        return items
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
            let first: Int?
            if small {
                first = members[..<position].first { PairKey.samePair(lowered[$0].spec, lowered[k].spec) }
            } else {
                let key = PairKey(lowered[k].spec)
                first = seen[key]
                if first == nil { seen[key] = k }
            }
            if let earlier = first, lowered[earlier].spec.constant != lowered[k].spec.constant {
                let a = lowered[earlier], b = lowered[k]
                hints.append("\(a.id) and \(b.id) both relate \(PairKey(b.spec).text) but with constants "
                             + "\(NumberText.rounded(a.spec.constant)) and \(NumberText.rounded(b.spec.constant)): "
                             + "remove one or make them agree")
            }
        }
        return hints
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

    /// `PairKey(a) == PairKey(b)` without making either key (no strings retained).
    static func samePair(_ a: ConstraintSpec, _ b: ConstraintSpec) -> Bool {
        guard a.first == b.first, a.second == b.second else { return false }
        return a.second == nil || a.multiplier == b.multiplier
    }

    var text: String {
        let a = EquationPrinter.reference(first)
        guard let second else { return "\(a) to a constant" }
        return "\(a) to \(EquationPrinter.reference(second))"
    }
}
