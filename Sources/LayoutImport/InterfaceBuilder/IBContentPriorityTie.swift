import LayoutScene

/// Xcode's "Content Priority Ambiguity": views whose content hugging (or
/// compression resistance) priorities are equal on an axis where the room
/// is more (or less) than their content, so any share between them is as
/// good. The solver reports it as a tie of generated constraints
/// (`label.height@hugging`); in a document the fix is a priority in the
/// Size inspector, not a constraint, so the finding says which view's
/// priority to raise and to what (docs/importers.md, "Interface Builder
/// documents").
struct IBContentPriorityTie {
    enum Kind: String {
        case hugging = "@hugging", compressionResistance = "@compressionResistance"

        var said: String {
            switch self {
            case .hugging: return "content hugging priorities"
            case .compressionResistance: return "compression resistance priorities"
            }
        }

        func outcome(among count: Int) -> String {
            let who = count > 2 ? "any of them" : "either"
            switch self {
            case .hugging: return "\(who) may stretch"
            case .compressionResistance: return "\(who) may be squeezed"
            }
        }
    }

    var kind: Kind
    var axis: Attribute.Axis
    /// The tied views, in the order the solver lists their constraints.
    var views: [String]
    var omitted: Int
    /// The views whose priorities the solver's suggestions raise, and to
    /// what: all but one of the tied views.
    var raised: [(view: String, level: String)]

    /// Nil unless every tied constraint is a content priority of one kind.
    init?(_ ambiguity: Diagnostic.Ambiguity) {
        guard ambiguity.cause == .equalPriorities, let first = ambiguity.related.first,
              let kind = [Kind.hugging, .compressionResistance].first(where: { first.hasSuffix($0.rawValue) }) else { return nil }
        var views: [String] = []
        for id in ambiguity.related {
            guard id.hasSuffix(kind.rawValue), let dot = id.dropLast(kind.rawValue.count).lastIndex(of: ".") else { return nil }
            let view = String(id[..<dot])
            if !views.contains(view) { views.append(view) }
        }
        // Each of the solver's suggestions raises a tied view's constraint: `view.height <= 29 @252`.
        var raised: [(view: String, level: String)] = []
        for suggestion in ambiguity.suggestions {
            guard let view = views.first(where: { suggestion.hasPrefix($0 + ".") }),
                  let at = suggestion.lastIndex(of: "@") else { return nil }
            raised.append((view, String(suggestion[suggestion.index(after: at)...])))
        }
        guard !raised.isEmpty else { return nil }
        self.kind = kind
        self.axis = ambiguity.axis
        self.views = views
        self.omitted = ambiguity.relatedOmitted
        self.raised = raised
    }

    /// "its vertical size is a tie: ..." for a tied view, "its vertical
    /// position follows a tie: ..." for one placed through them.
    func message(for view: String, missing: [Diagnostic.Ambiguity.Part], priority: Double?,
                 describe: (String) -> String) -> String {
        let parts = missing.map(\.rawValue).joined(separator: " and ")
        let equal = priority.map { " (\(IBNumber.text($0)))" } ?? ""
        let verb = (views.contains(view) ? ["is", "are"] : ["follows", "follow"])[missing.count > 1 ? 1 : 0]
        let raise = IBScene.listed(raised.map { "to \($0.level) on \(describe($0.view))" })
        // The suggestions leave one member of the tie as it is: when they
        // raise every listed view, the tie has members beyond the list.
        let beyond = Set(raised.map(\.view)).isSuperset(of: views) ? ["others"] : omitted > 0 ? ["\(omitted) more"] : []
        return "its \(axis.rawValue) \(parts) \(verb) a Content Priority Ambiguity: the \(axis.rawValue) \(kind.said) of "
            + "\(IBScene.listed(views.map(describe) + beyond)) are equal\(equal), "
            + "so \(kind.outcome(among: views.count + beyond.count)); in the Size inspector, raise it \(raise)"
    }
}
