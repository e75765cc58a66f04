/// Xcode flags `ambiguous` a window's content view saved with
/// `translatesAutoresizingMaskIntoConstraints="NO"` that constraints name:
/// 7 of 7 over the open AppKit sets (Aerial, Hex Fiend, IINA 2, MacPass,
/// GitUp 2), none of the 3 no constraint names, none of 465 translating
/// ones. Its constraints only tie it to its own subviews; the import keeps
/// it at its saved frame, as any root, and reports the flag as Xcode does.
enum AKWindowContentAmbiguity {
    /// Whether `root`, a scene's root, is such a content view (the only
    /// roots under the key `contentView` are windows' content views).
    static func flags(_ root: IBElement) -> Bool {
        root["key"] == "contentView" && root.flag("translatesAutoresizingMaskIntoConstraints") == false
    }

    static func message(_ content: String) -> String {
        "\(content) has ambiguous layout in Xcode: a window's content view that does not translate its autoresizing mask "
            + "gets no size or place in the window from its constraints; kept at its saved frame"
    }
}
