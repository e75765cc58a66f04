import JSON
import LayoutScene

extension IBImporter {
    /// One root view laid out in one setting: the scene, and warnings.
    static func scene(_ name: String, _ view: IBElement, _ setting: IBSceneSetting,
                      images: [String: (Double, Double)], designables: [String: (Double?, Double?)] = [:],
                      sizeClass: String?) -> (IBScene, [IBWarning]) {
        var builder = IBSceneBuilder(setting: setting)
        builder.imageSizes = images
        builder.designableSizes = designables
        if setting.appKit { builder.buildAppKit(root: view) } else { builder.build(root: view) }
        var warnings = builder.warnings
        var dropped: Set<Int> = []
        var json = builder.json(dropping: dropped)
        var document: SceneDocument?
        // A constraint the scene layer refuses (a location tied to a size, two
        // items without a common ancestor) is dropped with a warning, never the scene.
        for _ in 0..<8 {
            do {
                document = try SceneDecoder.decode(json)
                break
            } catch {
                let refused = builder.refused(error, dropping: dropped)
                guard !refused.isEmpty else {
                    let reasons = error.errors.prefix(3).map { "\($0.pointer): \($0.message)" }.joined(separator: "; ")
                    warnings.append(IBWarning(line: view.line, element: view.name, message: "scene '\(name)' refused: \(reasons)"))
                    break
                }
                for k in refused.sorted() {
                    let c = builder.constraints[k]
                    let why = error.errors.first { $0.pointer.hasPrefix("/constraints/") }?.message ?? "refused"
                    warnings.append(IBWarning(line: c.line, element: "constraint", message: "constraint \(c.id) left out: \(why)"))
                }
                dropped.formUnion(refused)
                json = builder.json(dropping: dropped)
            }
        }
        var lines: [String: Int] = [:]
        var labels: [String: String] = [:]
        var classes: [String: String] = [:]
        for v in builder.views {
            lines[v.id] = v.line
            classes[v.id] = v.className
            // Findings name a view as Xcode's issues do: its userLabel, else the text it shows.
            let shown = v.appearance.flatMap { IBAppearance.nonEmpty($0.text) ?? IBAppearance.nonEmpty($0.placeholder) }
            if let label = v.label ?? shown.map(IBAppearance.outlineCut) { labels[v.id] = label }
        }
        for c in builder.constraints { lines[c.id] = c.line }
        for g in builder.guides { lines[g.id] = g.line }
        let scene = IBScene(
            name: name, sizeClass: sizeClass, json: json, document: document, lines: lines, labels: labels, classes: classes,
            flaggedAmbiguous: builder.views.filter(\.ambiguous).map(\.id),
            flaggedMisplaced: builder.views.filter(\.misplaced).map(\.id),
            hidden: Set(builder.views.filter(\.hidden).map(\.id)), estimates: builder.estimates,
            scrollContent: Dictionary(builder.contentGuide.map { ($1, $0) }) { first, _ in first },
            scrolling: Set(builder.views.filter { IBScene.scrollingElements.contains($0.element) }.map(\.id)),
            ambiguousInXcode: Dictionary((builder.heldByPrototype + (builder.shortCellContent.map { [($0.content, $0.cell)] } ?? [])
                                          + builder.belowTheTable.map { ($0.view, $0.cell) }
                                          + (builder.heldByWindow.map { [($0, $0)] } ?? []))
                .map { ($0.content, $0.holder) }) { first, _ in first },
            shortCellContent: builder.shortCellContent.map { [$0.content: CellContentHeights(required: $0.requiredHeight, saved: $0.saved)] } ?? [:],
            belowTheTable: Set(builder.belowTheTable.map(\.view)))
        return (scene, sizeClass == nil ? warnings : [])
    }
}

extension IBSceneBuilder {
    /// The view controller's `topLayoutGuide`/`bottomLayoutGuide`: guides of
    /// the root, registered before constraints name them.
    mutating func addLegacyGuides() {
        guard let root = views.first else { return }
        for (id, _, line) in setting.legacyGuides where guideOwner[id] == nil {
            guides.append((id, root.id, "legacy", line))
            guideOwner[id] = root.id
            ids.insert(id)
        }
    }

    mutating func addLegacyGuideConstraints() {
        let safe = setting.legacyGuideInsets
        let root = views[0].id
        for (id, type, line) in setting.legacyGuides {
            add(system: "_UILayoutGuide-left", "\(id).left", "\(root).left", line, guide: id)
            add(system: "_UILayoutGuide-right", "\(id).right", "\(root).right", line, guide: id)
            let edge = type == "top" ? "top" : "bottom"
            add(system: "_UILayoutGuide-\(edge)", "\(id).\(edge)", "\(root).\(edge)", line, guide: id)
            add(system: "_UILayoutGuide-height", "\(id).height", nil, line, constant: type == "top" ? safe.top : safe.bottom, guide: id)
        }
    }

    /// The scene document, `layoutd.scene/1`.
    func json(dropping dropped: Set<Int>) -> JSONValue {
        var viewValues: [JSONValue] = []
        for v in views {
            var m = [JSONMember("id", .string(v.id))]
            if let parent = v.parent { m.append(JSONMember("parent", .string(parent))) }
            m.append(JSONMember("class", .string(v.className)))
            if let label = v.label { m.append(JSONMember("label", .string(label))) }
            if let f = v.frame {
                m.append(JSONMember("frame", .object([JSONMember("x", .number(f.x)), JSONMember("y", .number(f.y)),
                                                      JSONMember("width", .number(f.width)), JSONMember("height", .number(f.height))])))
            }
            if v.intrinsic.0 != nil || v.intrinsic.1 != nil {
                m.append(JSONMember("intrinsicContentSize", .object([
                    JSONMember("width", v.intrinsic.0.map { .number($0) } ?? .null),
                    JSONMember("height", v.intrinsic.1.map { .number($0) } ?? .null)])))
            }
            if v.hugging != (250, 250) {
                m.append(JSONMember("contentHugging", .object([JSONMember("horizontal", .number(v.hugging.0)),
                                                               JSONMember("vertical", .number(v.hugging.1))])))
            }
            if v.compression != (750, 750) {
                m.append(JSONMember("compressionResistance", .object([JSONMember("horizontal", .number(v.compression.0)),
                                                                      JSONMember("vertical", .number(v.compression.1))])))
            }
            if v.alignment != .zero { m.append(JSONMember("alignmentRectInsets", v.alignment.json)) }
            if let b = v.baselines {
                m.append(JSONMember("baselineOffsets", .object([JSONMember("first", .number(b.0)), JSONMember("last", .number(b.1))])))
            }
            if let a = v.alignmentInsets { m.append(JSONMember("alignmentRectInsets", a.json)) }
            if v.margins != .all(8) { m.append(JSONMember("layoutMargins", v.margins.json)) }
            if v.translates {
                m.append(JSONMember("translatesAutoresizingMaskIntoConstraints", .bool(true)))
                m.append(JSONMember("autoresizingMask", .array(v.mask.map { .string($0) })))
            }
            if let appearance = v.appearance.flatMap(IBAppearance.json) { m.append(JSONMember("appearance", appearance)) }
            viewValues.append(.object(m))
        }
        let guideValues: [JSONValue] = guides.map {
            .object([JSONMember("id", .string($0.id)), JSONMember("owner", .string($0.owner)),
                     JSONMember("appearance", IBAppearance.json(IBAppearance.guide(kind: $0.kind)) ?? .null)])
        }
        let constraintValues = constraints.enumerated().filter { !dropped.contains($0.offset) }.map(\.element.json)
        var members = [JSONMember("format", .string(SceneDocument.format)), JSONMember("root", .string(views.first?.id ?? "root"))]
        if setting.windowContent || rootSizedByContent {
            // Sized by NSWindow-current-width/height or IB-canvas-width/height
            // (see addSavedSize).
        } else if let f = views.first?.frame {
            members.append(JSONMember("size", .object([JSONMember("width", .number(f.width)), JSONMember("height", .number(f.height))])))
        } else if let d = setting.device {
            members.append(JSONMember("size", .object([JSONMember("width", .number(d.width)), JSONMember("height", .number(d.height))])))
        }
        // Solved as a JSON scene later (stored, exported), the document keeps
        // its saved rounding's allowance (docs/importers.md, "Exact fits and saved rounding").
        let platform: IBPlatform = setting.appKit ? .appKit : .uiKit
        members.append(JSONMember("exactFitTolerance", .number(platform.exactFitTolerance)))
        members.append(JSONMember("views", .array(viewValues)))
        if !guideValues.isEmpty { members.append(JSONMember("guides", .array(guideValues))) }
        members.append(JSONMember("constraints", .array(constraintValues)))
        return .object(members)
    }

    /// The constraint indices (before dropping) a scene problem blames.
    func refused(_ problem: SceneProblem, dropping dropped: Set<Int>) -> Set<Int> {
        let kept = constraints.indices.filter { !dropped.contains($0) }
        var refused: Set<Int> = []
        for entry in problem.errors {
            let parts = entry.pointer.split(separator: "/")
            guard parts.count >= 2, parts[0] == "constraints", let k = Int(parts[1]), k < kept.count else { continue }
            refused.insert(kept[k])
        }
        return refused
    }
}

extension IBImporter {
    /// `<designables><designable name="id"><size key="intrinsicContentSize">`:
    /// Xcode writes the intrinsic size it measured for each view of a
    /// designable class; -1 is UIKit's "no intrinsic metric" on that axis.
    static func designableSizes(_ root: IBElement) -> [String: (Double?, Double?)] {
        var sizes: [String: (Double?, Double?)] = [:]
        for designable in root.child("designables")?.children("designable") ?? [] {
            guard let id = designable["name"], let size = designable.child("size", key: "intrinsicContentSize") else { continue }
            func metric(_ v: Double?) -> Double? { v.flatMap { $0 < 0 ? nil : $0 } }
            sizes[id] = (metric(size.number("width")), metric(size.number("height")))
        }
        return sizes
    }
}
