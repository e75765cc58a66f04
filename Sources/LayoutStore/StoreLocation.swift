/// How a store location is shown in logs and messages: a database URL's
/// password never is.
public enum StoreLocation {
    /// `url` with the password of its user part (`user:password@`) and any
    /// `password=` parameter replaced by `***`.
    public static func redacted(_ url: String) -> String {
        var text = Substring(url)
        var result = ""
        if let scheme = text.range(of: "://") {
            result += text[..<scheme.upperBound]
            text = text[scheme.upperBound...]
            let authorityEnd = text.firstIndex(where: { $0 == "/" || $0 == "?" }) ?? text.endIndex
            if let at = text[..<authorityEnd].lastIndex(of: "@") {
                let user = text[..<at]
                result += user.firstIndex(of: ":").map { user[..<$0] + ":***" } ?? user
                text = text[at...]
            }
        }
        guard let query = text.firstIndex(of: "?") else { return result + text }
        result += text[...query]
        let parameters = text[text.index(after: query)...].split(separator: "&", omittingEmptySubsequences: false)
        return result + parameters.map { $0.hasPrefix("password=") ? "password=***" : String($0) }.joined(separator: "&")
    }
}
