extension VisualFormatError {
    /// `'name'` for a message, cut short so a megabyte-long name cannot make
    /// a megabyte-long message.
    static func quoted(_ text: String) -> String {
        let limit = VisualFormatLimits.quotedTextLength
        guard text.unicodeScalars.count > limit else { return "'\(text)'" }
        var shortened = String.UnicodeScalarView()
        shortened.append(contentsOf: text.unicodeScalars.prefix(limit))
        return "'\(String(shortened))…'"
    }
}
