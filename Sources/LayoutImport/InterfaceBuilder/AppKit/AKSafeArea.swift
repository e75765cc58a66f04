/// An AppKit view's `safeAreaLayoutGuide` (`<viewLayoutGuide key="safeArea">`,
/// macOS 11 and later): the view's bounds less the window's title bar and
/// toolbar where the content runs under them (`fullSizeContentView`).
///
/// The window's chrome is not in the scene, so the insets are read from
/// the saved frames: the first required constraint that ties an edge of the
/// guide to the same edge of one of the owner's subviews (not misplaced)
/// puts that edge where the subview was saved, less the constant
/// (CotEditor's multiple replace view: its top 52 below the view's, under a
/// toolbar; Transmission's main window: 84). An edge no such constraint
/// ties is the view's own. Reported in `estimates` as any saved-frame
/// witness is.
extension IBSceneBuilder {
    mutating func addAppKitSafeArea(_ element: IBElement, owner: String) {
        guard let id = element["id"] else { return warn(element, "a layout guide without id is left out") }
        guides.append((id, owner, "safeArea", element.line))
        guideOwner[id] = owner
        ids.insert(id)
    }

    /// Pins each safe-area guide to its owner at the insets its constraints
    /// and the saved frames show (none without saved frames).
    mutating func addAppKitSafeAreaConstraints() {
        for (id, owner, kind, line) in guides where kind == "safeArea" {
            guard let k = index[owner] else { continue }
            var inset = IBInsets.zero
            var witnessed: [String] = []
            if setting.sizesFromSavedFrames, let size = views[k].frame {
                for edge in ["top", "leading", "bottom", "trailing"] {
                    guard let at = savedPosition(of: id, edge, owner: owner) else { continue }
                    switch edge {
                    case "top": inset.top = at
                    case "leading": inset.left = at
                    case "bottom": inset.bottom = size.height - at
                    default: inset.right = size.width - at
                    }
                    witnessed.append(edge)
                }
            }
            add(system: "NSView-safeAreaLayoutGuide-top", "\(id).top", "\(owner).top", line, constant: inset.top)
            add(system: "NSView-safeAreaLayoutGuide-leading", "\(id).leading", "\(owner).leading", line, constant: inset.left)
            add(system: "NSView-safeAreaLayoutGuide-bottom", "\(id).bottom", "\(owner).bottom", line, constant: -inset.bottom)
            add(system: "NSView-safeAreaLayoutGuide-trailing", "\(id).trailing", "\(owner).trailing", line, constant: -inset.right)
            if !witnessed.isEmpty {
                let text = [("top", inset.top), ("leading", inset.left), ("bottom", inset.bottom), ("trailing", inset.right)]
                    .map { "\($0.0) \(IBNumber.text($0.1))" }.joined(separator: ", ")
                estimates.append("\(id): safe area insets \(text), from the frames Xcode saved (the window's bars)")
            }
        }
    }

    /// Where the first required constraint tying `guide.edge` to the same
    /// edge of a subview of `owner` puts that edge, from the subview's saved
    /// alignment rectangle (not a misplaced one's: its frame is stale).
    private func savedPosition(of guide: String, _ edge: String, owner: String) -> Double? {
        let aliases = edge == "leading" ? ["leading", "left"] : edge == "trailing" ? ["trailing", "right"] : [edge]
        for c in constraints where c.relation == "==" && c.priority == 1000 && c.multiplier == 1 {
            guard let second = c.second else { continue }
            let (a, b) = (Self.split(c.first), Self.split(second))
            let (other, sign): ((String, String), Double)
            if a.0 == guide && aliases.contains(a.1) { (other, sign) = (b, 1) }      // guide = view + c
            else if b.0 == guide && aliases.contains(b.1) { (other, sign) = (a, -1) } // view = guide + c
            else { continue }
            guard aliases.contains(other.1), let k = index[other.0], views[k].parent == owner, !views[k].misplaced,
                  let f = views[k].frame else { continue }
            let i = views[k].alignmentInsets ?? .zero
            let position: Double
            switch edge {
            case "top": position = f.y + i.top
            case "leading": position = f.x + i.left
            case "bottom": position = f.y + f.height - i.bottom
            default: position = f.x + f.width - i.right
            }
            return position + sign * c.constant
        }
        return nil
    }

    private static func split(_ item: String) -> (String, String) {
        guard let dot = item.lastIndex(of: ".") else { return (item, "") }
        return (String(item[..<dot]), String(item[item.index(after: dot)...]))
    }
}
