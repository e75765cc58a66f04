import JSON
import LayoutSolver

/// Typed access to JSON values, recording an error at the pointer when the
/// type or range is wrong.
extension SceneReader {
    mutating func members(_ value: JSONValue, at pointer: JSONPath) -> [JSONMember]? {
        guard case .object(let members) = value else {
            fail(pointer, "expected an object, found \(value.typeName)")
            return nil
        }
        if members.count <= SceneReader.pairwiseDuplicateLimit {
            // A handful of members: comparing pairs costs less than hashing into a set.
            // Lengths first: most keys differ in length, and a String
            // comparison that fails costs a call into the runtime.
            for i in members.indices.dropFirst() where members[..<i].contains(where: {
                $0.key.utf8.count == members[i].key.utf8.count && $0.key == members[i].key
            }) {
                fail(JSONPointer.appending(pointer, members[i].key), "duplicate field")
            }
        } else {
            var seen = Set<String>()
            for member in members where !seen.insert(member.key).inserted {
                fail(JSONPointer.appending(pointer, member.key), "duplicate field")
            }
        }
        return members
    }

    /// Objects up to this many members are checked for duplicates pair by pair.
    static let pairwiseDuplicateLimit = 16

    mutating func array(_ value: JSONValue, at pointer: JSONPath, limit: Int) -> [JSONValue]? {
        guard case .array(let elements) = value else {
            fail(pointer, "expected an array, found \(value.typeName)")
            return nil
        }
        guard elements.count <= limit else {
            failLimit(pointer, "\(elements.count) entries; the limit is \(limit)")
            return nil
        }
        return elements
    }

    mutating func string(_ value: JSONValue, at pointer: JSONPath) -> String? {
        guard case .string(let s) = value else {
            fail(pointer, "expected a string, found \(value.typeName)")
            return nil
        }
        return s
    }

    mutating func bool(_ value: JSONValue, at pointer: JSONPath) -> Bool? {
        guard case .bool(let b) = value else {
            fail(pointer, "expected true or false, found \(value.typeName)")
            return nil
        }
        return b
    }

    /// A finite number within `limits.maxMagnitude`.
    mutating func number(_ value: JSONValue, at pointer: JSONPath) -> Double? {
        guard case .number(let n) = value else {
            fail(pointer, "expected a number, found \(value.typeName)")
            return nil
        }
        return checkMagnitude(n, at: pointer)
    }

    mutating func checkMagnitude(_ n: Double, at pointer: JSONPath) -> Double? {
        guard n.isFinite, abs(n) <= limits.maxMagnitude else {
            fail(pointer, "\(NumberText.exact(n)) is out of range: numbers must lie within ±\(NumberText.exact(limits.maxMagnitude))")
            return nil
        }
        return n
    }

    mutating func nonNegative(_ value: JSONValue, at pointer: JSONPath) -> Double? {
        guard let n = number(value, at: pointer) else { return nil }
        guard n >= 0 else { fail(pointer, "must not be negative"); return nil }
        return n
    }

    mutating func positive(_ value: JSONValue, at pointer: JSONPath) -> Double? {
        guard let n = number(value, at: pointer) else { return nil }
        guard n > 0 else { fail(pointer, "must be greater than 0"); return nil }
        return n
    }

    /// An exact-fit tolerance, 0...1 points: a rounding allowance, so a
    /// larger one would hide real ties (docs/scenes.md, "Ambiguity").
    mutating func tolerance(_ value: JSONValue, at pointer: JSONPath) -> Double? {
        guard let n = number(value, at: pointer) else { return nil }
        guard n >= 0, n <= 1 else { fail(pointer, "\(NumberText.exact(n)) is outside 0...1 (points)"); return nil }
        return n
    }

    /// A priority, 1...1000.
    mutating func priority(_ value: JSONValue, at pointer: JSONPath) -> Double? {
        guard case .number(let n) = value else {
            fail(pointer, "expected a number, found \(value.typeName)")
            return nil
        }
        guard Priority(n) != nil else {
            fail(pointer, "priority \(NumberText.exact(n)) is outside 1...1000")
            return nil
        }
        return n
    }

    /// Checks the id rule: letters, digits, `_`, `-`, `.` (not first), at
    /// most `SceneReader.maxIDLength` characters.
    mutating func identifier(_ value: JSONValue, at pointer: JSONPath) -> String? {
        guard let id = string(value, at: pointer) else { return nil }
        if let problem = SceneReader.idProblem(id) { fail(pointer, problem); return nil }
        return id
    }

    static let maxIDLength = 128

    /// An object of name -> value, each read by `read`.
    mutating func table<T>(_ value: JSONValue, at pointer: JSONPath,
                           _ read: (inout SceneReader, JSONValue, JSONPath) -> T?) -> [String: T] {
        var table: [String: T] = [:]
        for member in members(value, at: pointer) ?? [] {
            table[member.key] = read(&self, member.value, JSONPointer.appending(pointer, member.key))
        }
        return table
    }

    static func idProblem(_ id: String) -> String? {
        // On the bytes in place: walking `id.utf8` byte by byte cost more
        // than the rest of reading a view.
        id.utf8.withContiguousStorageIfAvailable(idProblem) ?? Array(id.utf8).withUnsafeBufferPointer(idProblem)
    }

    static func idProblem(_ id: UnsafeBufferPointer<UInt8>) -> String? {
        if id.isEmpty { return "an id must not be empty" }
        if id.count > maxIDLength { return "an id has at most \(maxIDLength) characters" }
        if id[0] == UInt8(ascii: ".") { return "an id must not start with '.'" }
        // The id characters are exactly the word characters of equations.
        let allowed = id.allSatisfy(EquationWord.isWordByte)
        return allowed ? nil : "an id holds only letters, digits, '_', '-' and '.'"
    }
}
