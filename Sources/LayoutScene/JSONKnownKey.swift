import Glibc

/// The member names of the scene format, each with a small code. A key that
/// spells one is returned as the literal: decoding its bytes validated and
/// copied them again for every member of every object, and names over 15
/// bytes were allocated. The code lets a `JSONPath` hold the name as a plain
/// number, so copying a path retains nothing.
enum JSONKnownKey {
    /// The literal `key` spells, nil for any other name.
    static func literal(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        code(key).map(literal(code:))
    }

    /// The code of the name `key` spells, nil for any other name.
    static func code(of key: String) -> UInt8? {
        key.utf8.withContiguousStorageIfAvailable(code) ?? nil
    }

    /// The code of the name `key` spells, nil for any other name. Compared
    /// by length first, then bytes. Each name is written twice on purpose
    /// (here and in `literal(code:)`): returning the literal itself
    /// (immortal, no retain) is what saves the work; a table of names built
    /// once measured 7% more decode instructions on chain-1000.
    static func code(_ key: UnsafeBufferPointer<UInt8>) -> UInt8? {
        func spells(_ literal: StaticString) -> Bool {
            // Same length here, so the bytes decide.
            memcmp(key.baseAddress!, literal.utf8Start, key.count) == 0
        }
        switch key.count {
        case 1:
            return spells("x") ? 0
                : spells("y") ? 1
                : nil
        case 2: return spells("id") ? 2 : nil
        case 3: return spells("top") ? 3 : nil
        case 4:
            return spells("last") ? 4
                : spells("left") ? 5
                : spells("name") ? 6
                : spells("root") ? 7
                : spells("size") ? 8
                : nil
        case 5:
            return spells("class") ? 9
                : spells("first") ? 10
                : spells("frame") ? 11
                : spells("label") ? 12
                : spells("owner") ? 13
                : spells("right") ? 14
                : spells("views") ? 15
                : spells("width") ? 16
                : nil
        case 6:
            return spells("bottom") ? 17
                : spells("format") ? 18
                : spells("guides") ? 19
                : spells("height") ? 20
                : spells("parent") ? 21
                : spells("second") ? 22
                : nil
        case 7:
            return spells("metrics") ? 23
                : spells("options") ? 24
                : spells("sibling") ? 25
                : nil
        case 8:
            return spells("constant") ? 26
                : spells("equation") ? 27
                : spells("priority") ? 28
                : spells("relation") ? 29
                : spells("variants") ? 30
                : spells("vertical") ? 31
                : nil
        case 9: return spells("superview") ? 32 : nil
        case 10:
            return spells("horizontal") ? 33
                : spells("multiplier") ? 34
                : nil
        case 11:
            return spells("constraints") ? 35
                : spells("placeholder") ? 36
                : nil
        case 12:
            return spells("displayScale") ? 37
                : spells("visualFormat") ? 38
                : nil
        case 13: return spells("layoutMargins") ? 39 : nil
        case 14: return spells("contentHugging") ? 40 : nil
        case 15:
            return spells("baselineOffsets") ? 41
                : spells("layoutDirection") ? 42
                : spells("standardSpacing") ? 43
                : nil
        case 16: return spells("autoresizingMask") ? 44 : nil
        case 19:
            return spells("alignmentRectInsets") ? 45
                : spells("intrinsicWidthScale") ? 46
                : nil
        case 20:
            return spells("intrinsicContentSize") ? 47
                : spells("prototypeConstraints") ? 48
                : nil
        case 21: return spells("compressionResistance") ? 49 : nil
        case 41: return spells("translatesAutoresizingMaskIntoConstraints") ? 50 : nil
        default: return nil
        }
    }

    /// The name of a code from `code(_:)`.
    static func literal(code: UInt8) -> String {
        switch code {
        case 0: return "x"
        case 1: return "y"
        case 2: return "id"
        case 3: return "top"
        case 4: return "last"
        case 5: return "left"
        case 6: return "name"
        case 7: return "root"
        case 8: return "size"
        case 9: return "class"
        case 10: return "first"
        case 11: return "frame"
        case 12: return "label"
        case 13: return "owner"
        case 14: return "right"
        case 15: return "views"
        case 16: return "width"
        case 17: return "bottom"
        case 18: return "format"
        case 19: return "guides"
        case 20: return "height"
        case 21: return "parent"
        case 22: return "second"
        case 23: return "metrics"
        case 24: return "options"
        case 25: return "sibling"
        case 26: return "constant"
        case 27: return "equation"
        case 28: return "priority"
        case 29: return "relation"
        case 30: return "variants"
        case 31: return "vertical"
        case 32: return "superview"
        case 33: return "horizontal"
        case 34: return "multiplier"
        case 35: return "constraints"
        case 36: return "placeholder"
        case 37: return "displayScale"
        case 38: return "visualFormat"
        case 39: return "layoutMargins"
        case 40: return "contentHugging"
        case 41: return "baselineOffsets"
        case 42: return "layoutDirection"
        case 43: return "standardSpacing"
        case 44: return "autoresizingMask"
        case 45: return "alignmentRectInsets"
        case 46: return "intrinsicWidthScale"
        case 47: return "intrinsicContentSize"
        case 48: return "prototypeConstraints"
        case 49: return "compressionResistance"
        case 50: return "translatesAutoresizingMaskIntoConstraints"
        default: preconditionFailure("no known key has code \(code)")
        }
    }
}
