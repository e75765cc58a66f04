/// The views and guides a message names, keyed by address (or by name when
/// a line gives none), with the hierarchy the message tells.
struct ConsoleViews {
    struct View {
        var key: String
        var id: String
        var className: String
        var address: String?
        var identifier: String?
        var isGuide: Bool
        /// Made up here: the window, or a superview the message implies
        /// without naming it.
        var synthetic: Bool
        var parent: String?
    }

    static let rootKey = "window"
    private(set) var views: [View] = []
    private var index: [String: Int] = [:]
    private var usedIDs: Set<String> = []
    private var suffixes = SuffixSearch()
    var notes: [String] = []
    /// Addresses already said to carry two classes.
    private var noted: Set<String> = []
    /// Classes whose hidden addresses were said to be ambiguous.
    private var hiddenNoted: Set<String> = []

    init() {
        add(View(key: Self.rootKey, id: "window", className: "UIWindow", address: nil, identifier: nil,
                 isGuide: false, synthetic: true, parent: nil))
    }

    subscript(key: String) -> View? { index[key].map { views[$0] } }

    /// The key of an item, registering it on first sight. A second class for
    /// one address is said, and the first kept: one object has one class.
    mutating func register(_ item: ConsoleItem, name: String? = nil, apartFrom other: String? = nil) -> String {
        var key = item.address ?? "name:" + (name ?? item.className)
        if let address = item.address, ConsoleAddress.kind(address) == .hidden {
            // A hidden address tells nothing: views are told apart by class and
            // identifier, and the two sides of one relation are two views.
            key = "hidden:\(item.className)'\(item.identifier ?? "")"
            if key == other { key += "#2" }
            if index[key] != nil || key.hasSuffix("#2"), hiddenNoted.insert(item.className + "'" + (item.identifier ?? "")).inserted {
                notes.append("the paste hides the views' addresses (\(address)): \(item.className) views are told apart only by identifier and by the side of a constraint they are on; lines naming one \(item.className) may mean different views")
            }
        }
        if let i = index[key] {
            if views[i].identifier == nil { views[i].identifier = item.identifier }
            if !Self.sameClass(views[i].className, item.className), let address = item.address {
                if noted.insert(address).inserted {
                    notes.append("the address \(address) is printed as \(views[i].className) and as \(item.className): read as one \(views[i].className)")
                }
            } else if views[i].className.hasSuffix("..."), !item.className.hasSuffix("...") {
                views[i].className = item.className
            }
            return key
        }
        let base = item.address.map { Self.shortClass(item.className) + "_" + $0 } ?? Self.sanitized(name ?? item.className)
        add(View(key: key, id: uniqueID(base), className: item.className, address: item.address,
                 identifier: item.identifier, isGuide: item.isGuide, synthetic: false, parent: nil))
        return key
    }

    /// A superview the message implies (a `|` without a `names:` entry, a
    /// frame measured from a superview it does not name).
    mutating func syntheticSuperview(of child: String) -> String {
        let key = "superview:" + child
        if index[key] == nil {
            add(View(key: key, id: uniqueID("superviewOf_" + (self[child]?.id ?? "view")), className: "UIView",
                     address: nil, identifier: nil, isGuide: false, synthetic: true, parent: nil))
        }
        if self[child]?.parent == nil { setParent(of: child, to: key, because: "") }
        return key
    }

    /// Places `child` in `parent` unless the message already placed it, the
    /// parent is a guide, or it would make a cycle.
    mutating func setParent(of child: String, to parent: String, because reason: String) {
        guard child != parent, let c = index[child], let p = index[parent], !views[p].isGuide else { return }
        if let current = views[c].parent {
            if current != parent, !reason.isEmpty, !views[index[current]!].synthetic {
                notes.append("\(views[c].id) is placed in \(views[index[current]!].id); \(reason) would place it in \(views[p].id) too: the first is kept")
            }
            return
        }
        var ancestor: String? = parent
        while let a = ancestor {
            if a == child {
                notes.append("\(views[c].id) cannot be in \(views[p].id): \(views[p].id) is already inside it")
                return
            }
            ancestor = self[a]?.parent
        }
        views[c].parent = parent
    }

    /// The superview of `key`, made up when the message does not tell it.
    mutating func superview(of key: String) -> String {
        if let parent = self[key]?.parent, parent != Self.rootKey { return parent }
        return syntheticSuperview(of: key)
    }

    /// Every view without a superview goes into the window.
    mutating func closeHierarchy() {
        for i in views.indices where views[i].key != Self.rootKey && views[i].parent == nil {
            views[i].parent = Self.rootKey
        }
    }

    private mutating func add(_ view: View) {
        index[view.key] = views.count
        usedIDs.insert(view.id)
        views.append(view)
    }

    private mutating func uniqueID(_ printed: String) -> String {
        // Sanitised first: `UIView_0x..` and `UIView_0x__` are one id.
        let base = Self.sanitized(printed)
        var id = String(base.prefix(120))
        if usedIDs.contains(id) {
            let stem = String(base.prefix(116))
            id = suffixes.first(base, candidate: { stem + "-\($0)" }, taken: usedIDs.contains)
        }
        return Self.sanitized(id)
    }

    /// A class as printed, or a truncation of it (`Cell...`).
    static func sameClass(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        func truncated(_ x: String, _ y: String) -> Bool { x.hasSuffix("...") && y.hasPrefix(x.dropLast(3)) }
        return truncated(a, b) || truncated(b, a)
    }

    /// The class without its module (`Proto.HeaderView` → `HeaderView`).
    static func shortClass(_ name: String) -> String {
        sanitized(String(name.split(separator: ".").last(where: { !$0.isEmpty }) ?? "View"))
    }

    /// Scene ids hold letters, digits, `_` and `-`; everything else becomes `_`.
    static func sanitized(_ text: String) -> String {
        var bytes = text.utf8.map { byte -> UInt8 in
            let ok = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            return ok ? byte : UInt8(ascii: "_")
        }
        if bytes.isEmpty || !(bytes[0] >= UInt8(ascii: "A") && bytes[0] <= UInt8(ascii: "z")) { bytes.insert(UInt8(ascii: "v"), at: 0) }
        return String(decoding: bytes.prefix(128), as: UTF8.self)
    }
}
