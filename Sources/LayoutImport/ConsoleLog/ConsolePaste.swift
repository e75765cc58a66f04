/// Undoes what web pages and chat tools do to pasted console text (HTML
/// entities, typographic quotes and dashes, non-breaking and zero-width
/// spaces, CRLF), so the reader sees what Xcode printed.
struct ConsolePaste {
    /// The cleaned text as UTF-8 bytes, the form the reader scans.
    let bytes: [UInt8]
    /// Offsets where lines start, for line numbers in reports.
    let lineStarts: [Int]

    init(_ text: String) {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        let input = Array(text.unicodeScalars)
        var i = 0
        while i < input.count {
            if input[i] == "&", let (scalar, length) = Self.entity(input, at: i) {
                Self.appendPlain(scalar, to: &scalars)
                i += length
                continue
            }
            // Markdown escapes (`\<NSLayoutConstraint:…\>`, `]\>`): the
            // backslash was added by the page the message was pasted into.
            if input[i] == "\\", i + 1 < input.count, Self.markdownEscaped.contains(input[i + 1]) {
                i += 1
                continue
            }
            if input[i] == "\r" {
                scalars.append("\n")
                if i + 1 < input.count, input[i + 1] == "\n" { i += 1 }
            } else {
                Self.appendPlain(input[i], to: &scalars)
            }
            i += 1
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        bytes = Array(String(view).utf8)
        var starts = [0]
        for (k, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(k + 1) }
        lineStarts = starts
    }

    static let markdownEscaped: Set<Unicode.Scalar> = ["<", ">", "[", "]", "_", "*", "(", ")", "|", "-", "#", "`"]

    /// 1-based line of a byte offset.
    func line(at offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The typographic forms a paste may carry, as the ASCII Xcode printed.
    static func appendPlain(_ scalar: Unicode.Scalar, to scalars: inout [Unicode.Scalar]) {
        switch scalar.value {
        case 0x2018, 0x2019, 0x201A, 0x201B, 0x2032: scalars.append("'")
        case 0x201C, 0x201D, 0x201E, 0x2033: scalars.append("\"")
        case 0x2013, 0x2014, 0x2212: scalars.append("-")
        case 0x2026: scalars.append(contentsOf: ["." as Unicode.Scalar, ".", "."])
        case 0x00A0, 0x2000...0x200A, 0x202F, 0x3000, 0x09: scalars.append(" ")
        case 0x200B...0x200D, 0xFEFF: break
        default: scalars.append(scalar)
        }
    }

    /// An HTML entity at `start` (`&lt;`, `&#39;`, `&#x27;`, …) and its length.
    static func entity(_ input: [Unicode.Scalar], at start: Int) -> (Unicode.Scalar, Int)? {
        var end = start + 1
        while end < input.count, end - start <= 10, input[end] != ";" {
            guard input[end].properties.isAlphabetic || ("0"..."9").contains(input[end]) || input[end] == "#" else {
                return nil
            }
            end += 1
        }
        guard end < input.count, input[end] == ";" else { return nil }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: input[(start + 1)..<end])
        let text = String(name)
        let scalar: Unicode.Scalar?
        switch text {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "quot": scalar = "\""
        case "apos": scalar = "'"
        case "nbsp": scalar = " "
        default:
            if text.hasPrefix("#x") || text.hasPrefix("#X") {
                scalar = UInt32(text.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
            } else if text.hasPrefix("#") {
                scalar = UInt32(text.dropFirst()).flatMap(Unicode.Scalar.init)
            } else {
                scalar = nil
            }
        }
        guard let scalar else { return nil }
        return (scalar, end - start + 1)
    }
}
