import JSON

extension LoweredConstraint {
    /// A constraint's id, or what a generated one is made from. The text is
    /// written when read or encoded, not for every constraint lowered: a
    /// chain of a thousand labels made (and freed) six thousand id strings
    /// per solve, of which a result reads a handful before it is encoded.
    enum Name: Hashable, Sendable {
        /// The scene's own id (`#0`, `W`), or one already written.
        case given(String)
        /// `item.attribute` then a suffix, as in `label.width@hugging`.
        case generated(item: String, attribute: Attribute, suffix: Suffix)
        /// `id.k`, the id of the k-th spec of a visual format.
        case spec(String, Int)

        /// What follows `item.attribute` in a generated id.
        enum Suffix: Hashable, Sendable {
            case rootSize, fitting, origin, nonNegative, hugging, compressionResistance, autoresizing, prototype

            /// Inlined, so each suffix is copied with its length known.
            @inline(__always)
            var text: StaticString {
                switch self {
                case .rootSize: return "@rootSize"
                case .fitting: return "@fitting"
                case .origin: return "@origin"
                case .nonNegative: return ">=0"
                case .hugging: return "@hugging"
                case .compressionResistance: return "@compressionResistance"
                case .autoresizing: return "@autoresizing"
                case .prototype: return "@prototype"
                }
            }
        }

        var text: String {
            switch self {
            case .given(let id): return id
            case .generated(let item, let attribute, let suffix):
                return SceneLowering.generatedID(item, attribute, suffix.text)
            case .spec(let id, let k): return SceneLowering.specID(id, k)
            }
        }

        /// Appends `text` (the encoder writes it from there, with no `String`).
        func append(to text: inout TextBuilder) {
            switch self {
            case .given(let id): text.append(id)
            case .generated(let item, let attribute, let suffix):
                text.append(item)
                text.append(literal: ".")
                text.append(attribute)
                text.append(literal: suffix.text)
            case .spec(let id, let k):
                text.append(id)
                text.append(literal: ".")
                text.appendDecimal(k)
            }
        }
    }

    /// A view's or guide's implicit required `width >= 0` or `height >= 0`
    /// (known by its generated name, which only lowering makes).
    var isImplicitSize: Bool {
        if case .generated(_, _, .nonNegative) = name { return true }
        return false
    }
}
