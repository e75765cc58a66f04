import Glibc

/// Recognizes the member names of the scene format (`JSONField`). A key that
/// spells one is returned as the literal: decoding its bytes validated and
/// copied them again for every member of every object, and names over 15
/// bytes were allocated. The field's code lets a `JSONPath` hold the name as
/// a plain number, so copying a path retains nothing.
enum JSONKnownKey {
    /// The literal `key` spells, nil for any other name.
    static func literal(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        field(key)?.name
    }

    /// The field the name `key` spells, nil for any other name.
    static func field(of key: String) -> JSONField? {
        key.utf8.withContiguousStorageIfAvailable(field) ?? nil
    }

    /// The field the name `key` spells, nil for any other name. Compared
    /// by length first, then bytes. Each name is written twice on purpose
    /// (here and in `JSONField.name`): returning the literal itself
    /// (immortal, no retain) is what saves the work; a table of names built
    /// once measured 7% more decode instructions on chain-1000.
    static func field(_ key: UnsafeBufferPointer<UInt8>) -> JSONField? {
        func spells(_ literal: StaticString) -> Bool {
            // Same length here, so the bytes decide.
            memcmp(key.baseAddress!, literal.utf8Start, key.count) == 0
        }
        switch key.count {
        case 1:
            return spells("x") ? .x
                : spells("y") ? .y
                : nil
        case 2: return spells("id") ? .id : nil
        case 3: return spells("top") ? .top : nil
        case 4:
            return spells("last") ? .last
                : spells("left") ? .left
                : spells("name") ? .name
                : spells("root") ? .root
                : spells("size") ? .size
                : nil
        case 5:
            return spells("class") ? .`class`
                : spells("first") ? .first
                : spells("frame") ? .frame
                : spells("label") ? .label
                : spells("owner") ? .owner
                : spells("right") ? .right
                : spells("views") ? .views
                : spells("width") ? .width
                : nil
        case 6:
            return spells("bottom") ? .bottom
                : spells("format") ? .format
                : spells("guides") ? .guides
                : spells("height") ? .height
                : spells("parent") ? .parent
                : spells("second") ? .second
                : nil
        case 7:
            return spells("metrics") ? .metrics
                : spells("options") ? .options
                : spells("sibling") ? .sibling
                : nil
        case 8:
            return spells("constant") ? .constant
                : spells("equation") ? .equation
                : spells("priority") ? .priority
                : spells("relation") ? .relation
                : spells("variants") ? .variants
                : spells("vertical") ? .vertical
                : nil
        case 9: return spells("superview") ? .superview : nil
        case 10:
            return spells("horizontal") ? .horizontal
                : spells("multiplier") ? .multiplier
                : spells("appearance") ? .appearance
                : nil
        case 11:
            return spells("constraints") ? .constraints
                : spells("placeholder") ? .placeholder
                : nil
        case 12:
            return spells("displayScale") ? .displayScale
                : spells("visualFormat") ? .visualFormat
                : nil
        case 13: return spells("layoutMargins") ? .layoutMargins : nil
        case 14: return spells("contentHugging") ? .contentHugging : nil
        case 15:
            return spells("baselineOffsets") ? .baselineOffsets
                : spells("layoutDirection") ? .layoutDirection
                : spells("standardSpacing") ? .standardSpacing
                : nil
        case 16: return spells("autoresizingMask") ? .autoresizingMask : nil
        case 17: return spells("exactFitTolerance") ? .exactFitTolerance : nil
        case 19:
            return spells("alignmentRectInsets") ? .alignmentRectInsets
                : spells("intrinsicWidthScale") ? .intrinsicWidthScale
                : nil
        case 20:
            return spells("intrinsicContentSize") ? .intrinsicContentSize
                : spells("prototypeConstraints") ? .prototypeConstraints
                : nil
        case 21: return spells("compressionResistance") ? .compressionResistance : nil
        case 41: return spells("translatesAutoresizingMaskIntoConstraints") ? .translatesAutoresizingMaskIntoConstraints : nil
        default: return nil
        }
    }
}
