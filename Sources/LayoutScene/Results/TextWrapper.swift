/// Wraps report lines at a column, continuing with a deeper indent, so the
/// text report reads in a 100-column terminal. Words longer than a line
/// stay whole.
struct TextWrapper {
    static let columns = 100
    let width: Int

    init(width: Int = TextWrapper.columns) {
        self.width = width
    }

    /// `text` at `indent` spaces, continuation lines at `indent + hanging`;
    /// every line ends with a newline. Runs of spaces inside a line are kept.
    func wrap(_ text: String, indent: Int, hanging: Int = 4) -> String {
        var out = ""
        var line = String(repeating: " ", count: indent)
        var empty = true
        let continuation = String(repeating: " ", count: indent + hanging)
        var gap = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            guard !word.isEmpty else { gap += 1; continue }
            if !empty && line.count + 1 + gap + word.count > width {
                out += line + "\n"
                line = continuation
                empty = true
            }
            line += (empty ? "" : String(repeating: " ", count: gap + 1)) + word
            empty = false
            gap = 0
        }
        return out + line + "\n"
    }
}
