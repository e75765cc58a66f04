/// Xcode 10 and earlier (`toolsVersion` below 16000) flag `ambiguous` the
/// content view of a box or scroll view that has a fixed frame
/// (`fixedFrame="YES"`), does not translate its autoresizing mask and is
/// named by no constraint, although the prototype constraints Interface
/// Builder gives such a view place it and its content view follows by its
/// mask. In the AppKit corpus (see BENCHMARKS.md) Clipy, Hex Fiend and
/// Quicksilver documents of those Xcodes flag 13 of 14 such content views,
/// and documents of later Xcodes flag 2 of 72: the importer reports the
/// flag as Xcode does and keeps the frames the constraints determine.
enum AKPrototypeAmbiguity {
    /// The first `toolsVersion` of Xcode 11, which stopped flagging them.
    static let lastFlaggingToolsVersion = 16000.0

    static let holders: Set<String> = ["box", "scrollView"]

    /// Whether Xcode flags the content view of `holder` (its constraints
    /// are checked once they are all read).
    static func flagsContent(of holder: IBElement, toolsVersion: Double) -> Bool {
        toolsVersion > 0 && toolsVersion < lastFlaggingToolsVersion && holders.contains(holder.name)
            && holder.flag("fixedFrame") == true && holder.flag("translatesAutoresizingMaskIntoConstraints") == false
    }

    /// Those Xcodes flag a text view that is such a clip view's document
    /// view as well, and never a table view: 5 of 5 text views (Quicksilver,
    /// BlockBlock, Subler, HSTracker), 0 of 4 table views (Clipy, Hex Fiend,
    /// Quicksilver). The text view follows the clip view by its mask too.
    static func flaggedDocumentView(in clip: String, views: [IBViewRecord]) -> String? {
        views.first { $0.parent == clip && $0.element == "textView" }?.id
    }

    static func message(_ content: String, holder: String) -> String {
        "\(content) has ambiguous layout in Xcode 10 and earlier: \(holder) has no constraints, only its fixed frame "
            + "(prototype constraints at build time), which places it and its content view"
    }
}

extension IBConstraintRecord {
    /// Whether the constraint names the view (`first`/`second` are `id.attribute`).
    func names(_ view: String) -> Bool {
        [first, second].contains { $0 == view || $0?.hasPrefix(view + ".") == true }
    }
}
