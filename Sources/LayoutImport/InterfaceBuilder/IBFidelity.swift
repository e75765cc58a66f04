import LayoutScene
import LayoutSolver

/// How closely imported scenes put views where Xcode saved them, measured
/// against each view's `<rect key="frame">` read straight from the document
/// (not through the solver's own misplaced findings). What Xcode saved is the
/// witness of its layout (see `Tests/Corpus/README.md`), except for views it
/// flagged `ambiguous` or `misplaced`: those are counted apart.
public struct IBFidelity: Sendable {
    /// Why a view is not where Xcode saved it: the first that applies, in
    /// this order.
    public enum Reason: String, CaseIterable, Sendable, Comparable {
        case notSolved = "scene not solved"
        /// Named by a placeholder constraint, or placed through one: at its
        /// saved frame on the canvas, where the placeholders hold.
        case placeholder = "held by a placeholder constraint, or placed through one (the canvas keeps it, the run time does not)"
        case savedFrameInconsistent = "saved frame breaks a required constraint of the document"
        case superviewOff = "its superview's size is off"
        case conflict = "the scene conflicts, saved clean by Xcode"
        /// A saved frame of the scene breaks a required constraint of the
        /// document: Xcode's canvas broke one too, maybe another than layoutd.
        case conflictInXcode = "the scene conflicts in Xcode too (a saved frame breaks a required constraint)"
        case ambiguous = "layoutd finds it ambiguous"
        /// A cell's content view saved at its row's size while a view inside
        /// it, saved at a size its required constraints do not give, makes
        /// the content ask another: the saved frames are older than the
        /// constraints (docs/importers.md, "Saved frames that break the
        /// document's constraints").
        case staleCellContent = "a cell's content view sized by a view inside it whose saved frame breaks a required constraint"
        case cellContentView = "a cell's content view"
        case fixedMetrics = "a control of fixed metrics (switch, slider, segmented, stepper)"
        case hidden = "hidden"
        case arranged = "arranged in a stack view"
        case topInset = "off by a bar height (status or navigation bar)"
        /// A view pinned to a side margin of a table cell's content view,
        /// saved 8 from it (Xcode 8's margin) in a document of Xcode 9 or
        /// later, where the same Xcode saves its other cells at the margin
        /// of its own (docs/importers.md, "Cells saved at Xcode 8's margins").
        case staleCellMargin = "inside a cell, saved at Xcode 8's margin of 8 in a later Xcode's document"
        case inCell = "inside a table or collection cell"
        case autoresizing = "placed by its autoresizing mask"
        case contentSize = "a content-sized view whose size is off"
        /// Its size follows a view inside it whose saved frame breaks a
        /// required constraint: Xcode saved it around that stale frame.
        case staleContent = "sized by a view inside whose saved frame breaks a required constraint of the document"
        case emptyView = "sized by an empty arranged view the document gives no size (a spacer or a container)"
        case other = "other"

        public static func < (a: Reason, b: Reason) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    /// One view not within 0.5 pt of its saved frame.
    public struct Miss: Hashable, Sendable {
        public var scene: String
        public var view: String
        public var className: String
        public var line: Int
        public var reason: Reason
        public var saved: SceneRect
        public var solved: SceneRect?
    }

    /// A view where layoutd and Xcode disagree on ambiguity: Xcode flagged it
    /// and layoutd finds nothing ambiguous in or above it, or layoutd finds it
    /// ambiguous where Xcode flagged nothing in or above it.
    public struct FlagDisagreement: Hashable, Sendable {
        public var scene: String
        public var view: String
        public var line: Int
        /// What the view is (`SavedDocument.unfoundReason` for a flag not
        /// found, the element's name for an unflagged ambiguity).
        public var what: String
        /// For a flag not found in a UIKit document: whether the view is
        /// ambiguous once it has no content size of its own, so that a size
        /// Xcode measured otherwise (or a tie of content priorities at it)
        /// could explain the flag; false when the document's constraints
        /// place it whatever its content. Nil when not asked.
        public var contentDecides: Bool? = nil
        /// A styled cell's built-in label or image: the cell lays it out at
        /// run time, no constraint does, so the flag is Xcode's canvas's
        /// alone and no size or constraint could explain it; not asked
        /// (docs/importers.md, "Built-in views of styled cells").
        public var placedByItsCell = false
    }

    /// Counts that add up over documents, apps and platforms.
    public struct Tally: Hashable, Sendable {
        public var documents = 0
        /// Documents that made no scene to compare (with the reason in `Document`).
        public var documentsWithoutScene = 0
        /// Views with a saved frame that Xcode did not flag.
        public var views = 0
        public var within = 0
        /// The same with no intrinsic size taken from a saved frame.
        public var withinWithoutSavedSizes = 0
        public var flaggedAmbiguous = 0
        public var ambiguousFound = 0
        public var flaggedMisplaced = 0
        public var misplacedFound = 0
        /// Views layoutd finds ambiguous that Xcode did not flag (nor anything around them).
        public var unflaggedAmbiguous = 0
        /// Views layoutd finds ambiguous that a placeholder constraint names:
        /// Interface Builder's canvas keeps the placeholder, so Xcode flags
        /// nothing, while the run time removes it. Counted apart from
        /// `unflaggedAmbiguous`, as layoutd is right to say so.
        public var ambiguousByPlaceholder = 0
        /// Scenes layoutd finds conflicting, and of them those whose saved
        /// frames keep every required constraint of the document: Xcode saved
        /// them clean, so the conflict is layoutd's alone.
        public var conflictingScenes = 0
        public var conflictingScenesSavedClean = 0
        public var misses: [Reason: Int] = [:]
        /// Views Xcode flagged ambiguous and layoutd does not find so, by what they are.
        public var ambiguousMissed: [String: Int] = [:]
        /// Of those (UIKit documents), the ones its content size could
        /// explain and the ones its constraints place whatever its content
        /// (`FlagDisagreement.contentDecides`).
        public var ambiguousMissedContentDecides = 0
        public var ambiguousMissedConstraintsPlace = 0
        /// Of those, the built-in views of styled cells
        /// (`FlagDisagreement.placedByItsCell`), neither of the above.
        public var ambiguousMissedPlacedByCell = 0

        public init() {}

        public static func + (a: Tally, b: Tally) -> Tally {
            var t = a
            t.documents += b.documents
            t.documentsWithoutScene += b.documentsWithoutScene
            t.views += b.views
            t.within += b.within
            t.withinWithoutSavedSizes += b.withinWithoutSavedSizes
            t.flaggedAmbiguous += b.flaggedAmbiguous
            t.ambiguousFound += b.ambiguousFound
            t.flaggedMisplaced += b.flaggedMisplaced
            t.misplacedFound += b.misplacedFound
            t.unflaggedAmbiguous += b.unflaggedAmbiguous
            t.ambiguousByPlaceholder += b.ambiguousByPlaceholder
            t.conflictingScenes += b.conflictingScenes
            t.conflictingScenesSavedClean += b.conflictingScenesSavedClean
            t.misses.merge(b.misses, uniquingKeysWith: +)
            t.ambiguousMissed.merge(b.ambiguousMissed, uniquingKeysWith: +)
            t.ambiguousMissedContentDecides += b.ambiguousMissedContentDecides
            t.ambiguousMissedConstraintsPlace += b.ambiguousMissedConstraintsPlace
            t.ambiguousMissedPlacedByCell += b.ambiguousMissedPlacedByCell
            return t
        }

        /// `within` as a share of `views` (1 when there are none).
        public var share: Double { views == 0 ? 1 : Double(within) / Double(views) }
        public var shareWithoutSavedSizes: Double { views == 0 ? 1 : Double(withinWithoutSavedSizes) / Double(views) }
    }

    /// One document measured.
    public struct Document: Sendable {
        public var source: String
        /// `iOS`, `macOS`, `tvOS`, `watchOS`, from the document's `targetRuntime`.
        public var platform: String
        public var tally: Tally
        /// Why the document made no scene to compare; nil when it did.
        public var noScene: String?
        public var misses: [Miss]
        /// Views Xcode flagged ambiguous that layoutd does not find so.
        public var ambiguousNotFound: [FlagDisagreement] = []
        /// Views layoutd finds ambiguous that Xcode did not flag.
        public var unflaggedAmbiguous: [FlagDisagreement] = []
    }

    /// The platform a document's `targetRuntime` names.
    static func platform(_ runtime: String?) -> String {
        guard let runtime else { return "iOS" }
        if runtime.hasPrefix("MacOSX") { return "macOS" }
        if runtime.hasPrefix("AppleTV") { return "tvOS" }
        if runtime.lowercased().hasPrefix("watch") { return "watchOS" }
        return "iOS"
    }

    /// Measures one document: imported as `layoutd check` imports it, and
    /// (unless `withoutSavedSizes` is false) again with no intrinsic size
    /// taken from a saved frame.
    public static func measure(_ bytes: [UInt8], source: String, withoutSavedSizes: Bool = true) -> Document {
        var tally = Tally()
        tally.documents = 1
        let root: IBElement
        do { root = try IBXMLReader().read(bytes) } catch {
            tally.documentsWithoutScene = 1
            return Document(source: source, platform: "unknown", tally: tally, noScene: "not readable: \(error.message)", misses: [])
        }
        // A legacy archive names no runtime; its type says Cocoa or Cocoa Touch.
        let platform = IBImporter.isAppKit(root) ? "macOS" : platform(root["targetRuntime"])
        var saved = SavedDocument(root)
        if IBImporter.isAppKit(root) { saved.convertAppKitFrames(root) }
        let imported: IBImport
        do { imported = try IBImporter().read(bytes, source: source) } catch {
            tally.documentsWithoutScene = 1
            return Document(source: source, platform: platform, tally: tally, noScene: "not readable: \(error.message)", misses: [])
        }
        var plain = IBImporter()
        plain.sizesFromSavedFrames = false
        let withoutSizes = withoutSavedSizes ? (try? plain.read(bytes, source: source))?.scenes ?? [] : []
        let scenes = imported.scenes.filter { $0.sizeClass == nil }
        guard !scenes.isEmpty else {
            tally.documentsWithoutScene = 1
            return Document(source: source, platform: platform, tally: tally,
                            noScene: imported.noSceneReason ?? "no view to lay out", misses: [])
        }
        var misses: [Miss] = []
        var flags = Flags()
        for scene in scenes {
            let other = withoutSizes.first { $0.name == scene.name && $0.sizeClass == nil }
            measure(scene, other, saved, &tally, &misses, &flags)
        }
        if flags.notFound.contains(where: { !$0.placedByItsCell }), !IBImporter.isAppKit(root) {
            askContent(&flags.notFound, bytes, source: source, &tally)
        }
        return Document(source: source, platform: platform, tally: tally, noScene: nil, misses: misses,
                        ambiguousNotFound: flags.notFound, unflaggedAmbiguous: flags.unflagged)
    }

    static func solve(_ document: SceneDocument) -> SceneResult {
        var options = SolveOptions()
        options.measureTime = false
        return SceneSolver.solve(document, options: options)
    }

    static func close(_ a: SceneRect, _ b: SceneRect) -> Bool {
        abs(a.x - b.x) <= 0.5 && abs(a.y - b.y) <= 0.5 && abs(a.width - b.width) <= 0.5 && abs(a.height - b.height) <= 0.5
    }

    /// The disagreements on ambiguity of one document's scenes.
    struct Flags {
        var notFound: [FlagDisagreement] = []
        var unflagged: [FlagDisagreement] = []
    }

    static func measure(_ scene: IBScene, _ withoutSizes: IBScene?, _ saved: SavedDocument,
                        _ tally: inout Tally, _ misses: inout [Miss], _ flags: inout Flags) {
        let flagged = Set(scene.flaggedAmbiguous).union(scene.flaggedMisplaced)
        guard let document = scene.document else {
            for (id, rect) in saved.frames(in: scene) where !flagged.contains(id) {
                tally.views += 1
                tally.misses[.notSolved, default: 0] += 1
                misses.append(Miss(scene: scene.name, view: id, className: scene.classes[id] ?? "view",
                                   line: scene.lines[id] ?? 1, reason: .notSolved, saved: rect, solved: nil))
            }
            return
        }
        let result = solve(document)
        let tree = SceneTree(document)
        let foundAmbiguous = ambiguousViews(scene, result, tree)
        let otherResult = withoutSizes.flatMap { other in other.document.map(solve) }
        // Views a placeholder constraint names: Xcode saved them where its
        // canvas, which keeps placeholders, put them (docs/importers.md,
        // "Placeholder constraints").
        let placeheld = Set(document.constraints.filter(\.placeholder).flatMap { c in
            c.specs.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) }
        })
        let inconsistent = SavedConsistency(document: document, tree: tree, saved: saved).viewsBreakingRequired(flagged: flagged)
        if result.status == .conflicting {
            tally.conflictingScenes += 1
            if inconsistent.isEmpty { tally.conflictingScenesSavedClean += 1 }
        }
        var off: Set<String> = []
        // A root Xcode flagged misplaced: the scene was saved without updating
        // its frames, so none of them is a witness.
        let stale = scene.flaggedMisplaced.contains(document.root)
        for view in document.views where view.parent != nil && !stale {
            guard let rect = saved.frame[view.id] else { continue }
            let solved = result.frame(view.id)
            if flagged.contains(view.id) { continue }
            tally.views += 1
            if let solved, close(solved, rect) { tally.within += 1 } else { off.insert(view.id) }
            if let s = otherResult?.frame(view.id), close(s, rect) { tally.withinWithoutSavedSizes += 1 }
        }
        for id in scene.flaggedAmbiguous {
            tally.flaggedAmbiguous += 1
            if foundAmbiguous.contains(where: { tree.isInside($0, id) }) {
                tally.ambiguousFound += 1
            } else {
                let what = saved.unfoundReason(id, parent: tree.parent[id])
                tally.ambiguousMissed[what, default: 0] += 1
                let byCell = saved.cellStyleViews.contains(id)
                if byCell { tally.ambiguousMissedPlacedByCell += 1 }
                flags.notFound.append(FlagDisagreement(scene: scene.name, view: id, line: scene.lines[id] ?? 1, what: what,
                                                       placedByItsCell: byCell))
            }
        }
        for id in scene.flaggedMisplaced where !scene.flaggedAmbiguous.contains(id) {
            tally.flaggedMisplaced += 1
            let solved = result.frame(id)
            if foundAmbiguous.contains(id) || saved.frame[id].map({ solved == nil || !close(solved!, $0) }) ?? false {
                tally.misplacedFound += 1
            }
        }
        // Ambiguous only without the placeholders: the canvas settles them.
        let onCanvas = foundAmbiguous.isEmpty ? nil : scene.ambiguousOnTheCanvas()
        for id in foundAmbiguous.sorted() where !scene.flaggedAmbiguous.contains(where: { tree.isInside(id, $0) || tree.isInside($0, id) }) {
            if placeheld.contains(id) || onCanvas.map({ !$0.contains(id) && scene.ambiguousInXcode[id] == nil }) ?? false {
                tally.ambiguousByPlaceholder += 1
                continue
            }
            tally.unflaggedAmbiguous += 1
            flags.unflagged.append(FlagDisagreement(scene: scene.name, view: id, line: scene.lines[id] ?? 1,
                                                    what: saved.element[id] ?? "view"))
        }
        let empty = off.isEmpty ? [] : emptyArrangedViews(document, saved)
        let throughPlaceholders = off.isEmpty ? [] : atSavedFramesOnTheCanvas(document, off: off, saved: saved)
        for view in document.views where off.contains(view.id) {
            let reason = classify(view, scene: scene, document: document, result: result, tree: tree, saved: saved, off: off,
                                  ambiguous: foundAmbiguous, inconsistent: inconsistent,
                                  placeheld: placeheld.union(throughPlaceholders), empty: empty)
            tally.misses[reason, default: 0] += 1
            misses.append(Miss(scene: scene.name, view: view.id, className: view.className ?? "UIView",
                               line: scene.lines[view.id] ?? 1, reason: reason, saved: saved.frame[view.id]!,
                               solved: result.frame(view.id)))
        }
    }

    /// The views layoutd finds ambiguous in `scene` (a guide's ambiguity is
    /// its owner's), with the cell content views Xcode flags by its own rule.
    static func ambiguousViews(_ scene: IBScene, _ result: SceneResult, _ tree: SceneTree) -> Set<String> {
        Set(result.diagnostics.compactMap { $0.ambiguity?.view }.map { tree.owner(of: $0) }).union(scene.ambiguousInXcode.keys)
    }

    /// Asks of each flag not found whether the view's own content size
    /// decides it: the document imported again with no content size for
    /// the views Xcode flagged, and each such view ambiguous there or not.
    static func askContent(_ notFound: inout [FlagDisagreement], _ bytes: [UInt8], source: String, _ tally: inout Tally) {
        var bare = IBImporter()
        bare.contentSizesOfFlaggedViews = false
        let scenes = (try? bare.read(bytes, source: source))?.scenes.filter { $0.sizeClass == nil } ?? []
        var found: [String: (SceneTree, Set<String>)] = [:]
        for k in notFound.indices where !notFound[k].placedByItsCell {
            let name = notFound[k].scene
            if found[name] == nil, let scene = scenes.first(where: { $0.name == name }), let document = scene.document {
                let tree = SceneTree(document)
                found[name] = (tree, ambiguousViews(scene, solve(document), tree))
            }
            guard let (tree, ambiguous) = found[name] else { continue }
            let decides = ambiguous.contains { tree.isInside($0, notFound[k].view) }
            notFound[k].contentDecides = decides
            if decides { tally.ambiguousMissedContentDecides += 1 } else { tally.ambiguousMissedConstraintsPlace += 1 }
        }
    }

    static func classify(_ view: SceneView, scene: IBScene, document: SceneDocument, result: SceneResult, tree: SceneTree,
                         saved: SavedDocument, off: Set<String>, ambiguous: Set<String>, inconsistent: Set<String>,
                         placeheld: Set<String> = [], empty: Set<String> = []) -> Reason {
        let element = saved.element[view.id] ?? ""
        let rect = saved.frame[view.id]!
        let solved = result.frame(view.id) ?? rect
        if placeheld.contains(view.id) { return .placeholder }
        if inconsistent.contains(view.id) { return .savedFrameInconsistent }
        if let parent = view.parent, off.contains(parent), let p = result.frame(parent), let s = saved.frame[parent],
           abs(p.width - s.width) > 0.5 || abs(p.height - s.height) > 0.5 {
            return .superviewOff
        }
        if result.status == .conflicting { return inconsistent.isEmpty ? .conflict : .conflictInXcode }
        if ambiguous.contains(where: { tree.isInside(view.id, $0) }) { return .ambiguous }
        if element.hasSuffix("CellContentView") {
            // The view itself, were it inconsistent, was named so above.
            return sizedThrough(inconsistent, view.id, rect: rect, solved: solved, result: result, tree: tree, saved: saved)
                ? .staleCellContent : .cellContentView
        }
        if ["switch", "slider", "segmentedControl", "stepper"].contains(element) { return .fixedMetrics }
        if scene.hidden.contains(view.id) { return .hidden }
        if let parent = view.parent, saved.element[parent] == "stackView" { return .arranged }
        let dy = solved.y - rect.y
        if abs(solved.x - rect.x) <= 0.5, abs(solved.width - rect.width) <= 0.5,
           [20.0, 24, 44, 48, 64].contains(where: { abs(abs(dy) - $0) <= 0.5 }) {
            return .topInset
        }
        if tree.ancestors(view.id).contains(where: { (saved.element[$0] ?? "").hasSuffix("Cell") }) {
            return savedAtXcode8Margin(view.id, rect: rect, solved: solved, document: document, result: result, tree: tree,
                                       saved: saved) ? .staleCellMargin : .inCell
        }
        if view.translatesAutoresizingMask { return .autoresizing }
        if IBViewClass.sizedByContent.contains(element), abs(solved.x - rect.x) <= 0.5 || abs(solved.y - rect.y) <= 0.5 {
            return .contentSize
        }
        if sizedThrough(inconsistent, view.id, rect: rect, solved: solved, result: result, tree: tree, saved: saved) {
            return .staleContent
        }
        if sizedThrough(empty, view.id, rect: rect, solved: solved, result: result, tree: tree, saved: saved) {
            return .emptyView
        }
        return .other
    }

    /// Whether `id`, pinned by a required constraint of the document to a
    /// side margin of its table cell's content view (neither writing its
    /// margins), is saved 8 from that margin's edge where layoutd puts it
    /// elsewhere, in a document of Xcode 9 (toolsVersion 13000) or later:
    /// Xcode 8's margin, kept from before the document was saved again.
    static func savedAtXcode8Margin(_ id: String, rect: SceneRect, solved: SceneRect, document: SceneDocument,
                                    result: SceneResult, tree: SceneTree, saved: SavedDocument) -> Bool {
        guard saved.toolsVersion >= 13000, let content = tree.parent[id], saved.element[content] == "tableViewCellContentView",
              let cell = tree.parent[content], !saved.writtenMargins.contains(content), !saved.writtenMargins.contains(cell),
              let width = saved.frame[content]?.width else { return false }
        let solvedWidth = result.frame(content)?.width ?? width
        for c in document.constraints where saved.constraints.contains(c.id) {
            for spec in c.specs where spec.priority >= 1000 && spec.relation == .equal && spec.multiplier == 1 {
                guard let second = spec.second else { continue }
                // As `id.edge == content.margin + k`.
                let (edge, margin, k): (Attribute, Attribute, Double)
                if spec.first.item == id, second.item == content {
                    (edge, margin, k) = (spec.first.attribute, second.attribute, spec.constant)
                } else if second.item == id, spec.first.item == content {
                    (edge, margin, k) = (second.attribute, spec.first.attribute, -spec.constant)
                } else { continue }
                let inset: (SceneRect, Double) -> Double
                switch (edge, margin) {
                case (.leading, .leadingMargin): inset = { r, _ in r.x - k }
                case (.trailing, .trailingMargin): inset = { r, w in w - (r.x + r.width) + k }
                default: continue
                }
                if abs(inset(rect, width) - 8) <= 0.25, abs(inset(solved, solvedWidth) - 8) > 0.5 { return true }
            }
        }
        return false
    }

    /// The views of `off` that Interface Builder's canvas, where the
    /// document's placeholder constraints hold, puts within 0.5 pt of their
    /// saved frames: Xcode saved the canvas's layout and the run time has
    /// no placeholders, so such a miss is no lead for a rule even where no
    /// placeholder names the view (docs/importers.md, "Placeholder
    /// constraints"). Only a document with placeholders pays for the solve.
    static func atSavedFramesOnTheCanvas(_ document: SceneDocument, off: Set<String>, saved: SavedDocument) -> Set<String> {
        guard document.constraints.contains(where: \.placeholder) else { return [] }
        var canvas = document
        for k in canvas.constraints.indices { canvas.constraints[k].placeholder = false }
        var options = SolveOptions()
        options.measureTime = false
        options.analyzeAmbiguity = false
        let result = SceneSolver.solve(canvas, options: options)
        return off.filter { id in
            guard let frame = result.frame(id), let rect = saved.frame[id] else { return false }
            return close(frame, rect)
        }
    }

    /// The arranged views that are empty and unnamed: plain views or
    /// container views with no subviews, no class and no constraint of the
    /// document naming them. Nothing in the document sizes them, so the
    /// room one takes is Xcode's choice on the canvas and the stack's
    /// low-priority fit at run time, not a rule either side can read
    /// (docs/importers.md, "Empty arranged views").
    static func emptyArrangedViews(_ document: SceneDocument, _ saved: SavedDocument) -> Set<String> {
        let parents = Set(document.views.compactMap(\.parent))
        let named = Set(document.constraints.filter { saved.constraints.contains($0.id) }.flatMap { c in
            c.specs.flatMap { [$0.first.item] + ($0.second.map { [$0.item] } ?? []) }
        })
        return Set(document.views.filter { v in
            ["view", "containerView"].contains(saved.element[v.id] ?? "") && (v.className ?? "UIView") == "UIView"
                && !parents.contains(v.id) && !named.contains(v.id) && v.parent.map { saved.element[$0] == "stackView" } ?? false
        }.map(\.id))
    }

    /// Whether one of `views` in or at `id` is off in size on an axis where
    /// `id`'s size is off: an empty arranged view the document gives no size
    /// ("Empty arranged views"), or a view whose saved frame breaks a
    /// required constraint, around which Xcode saved `id` (docs/importers.md,
    /// "Saved frames that break the document's constraints").
    static func sizedThrough(_ views: Set<String>, _ id: String, rect: SceneRect, solved: SceneRect,
                             result: SceneResult, tree: SceneTree, saved: SavedDocument) -> Bool {
        let tall = abs(solved.height - rect.height) > 0.5, wide = abs(solved.width - rect.width) > 0.5
        guard tall || wide else { return false }
        return views.contains { e in
            guard e == id || tree.isInside(e, id), let s = saved.frame[e], let f = result.frame(e) else { return false }
            return (tall && abs(f.height - s.height) > 0.5) || (wide && abs(f.width - s.width) > 0.5)
        }
    }
}
