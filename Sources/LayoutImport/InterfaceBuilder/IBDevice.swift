/// The device a document is designed on (`<device id orientation>`): its
/// screen in points, the safe-area insets Interface Builder simulates and the
/// size classes its traits put the document in.
///
/// Sizes and insets are Apple's published screen metrics (Human Interface
/// Guidelines, "Layout" / "Device screen sizes") for the device each id
/// stands for, checked against the frames Xcode saved in `Tests/Corpus/ib`
/// (see `Tests/Corpus/README.md`): non-notched devices show a 20-point
/// status bar in documents saved before Xcode 10.2 and since Xcode 14;
/// notched phones have 44 on top and 34 below (68 from Xcode 15.3), and `retina6_1` documents
/// saved by Xcode 13.3 or later (toolsVersion ≥ 21000) use the 48 of iOS 14's
/// iPhone 11 simulator.
public struct IBDevice: Hashable, Sendable {
    public var id: String
    public var landscape: Bool
    public var width: Double
    public var height: Double
    /// Safe-area insets in portrait, before simulated bars.
    public var safeTop: Double
    public var safeBottom: Double
    public var safeSides: Double
    public var pad: Bool
    /// Wide phones are regular width in landscape.
    public var plus: Bool

    struct Entry {
        var id: String
        var width: Double
        var height: Double
        /// Notched devices: top, bottom, and landscape sides.
        var notch: (top: Double, bottom: Double, sides: Double)?
        var pad = false
        var plus = false
    }

    static let table: [Entry] = [
        Entry(id: "retina3_5", width: 320, height: 480),
        Entry(id: "retina4_0", width: 320, height: 568),
        Entry(id: "retina4_7", width: 375, height: 667),
        Entry(id: "retina5_5", width: 414, height: 736, plus: true),
        Entry(id: "retina5_9", width: 375, height: 812, notch: (44, 34, 44)),
        Entry(id: "retina6_1", width: 414, height: 896, notch: (44, 34, 44), plus: true),
        Entry(id: "retina6_5", width: 414, height: 896, notch: (44, 34, 44), plus: true),
        Entry(id: "retina6_0", width: 390, height: 844, notch: (47, 34, 47)),
        Entry(id: "retina6_7", width: 428, height: 926, notch: (47, 34, 47), plus: true),
        Entry(id: "retina6_12", width: 393, height: 852, notch: (59, 34, 59)),
        Entry(id: "retina6_72", width: 430, height: 932, notch: (59, 34, 59), plus: true),
        Entry(id: "retina6_3", width: 402, height: 874, notch: (62, 34, 62)),
        Entry(id: "retina5_4", width: 375, height: 812, notch: (50, 34, 50)),
        Entry(id: "ipad9_7", width: 768, height: 1024, pad: true),
        Entry(id: "ipad10_2", width: 810, height: 1080, pad: true),
        Entry(id: "ipad10_5", width: 834, height: 1112, pad: true),
        Entry(id: "ipad10_9rounded", width: 820, height: 1180, notch: (24, 20, 0), pad: true),
        Entry(id: "ipad11_0rounded", width: 834, height: 1194, notch: (24, 20, 0), pad: true),
        Entry(id: "ipad12_9", width: 1024, height: 1366, pad: true),
        Entry(id: "ipad12_9rounded", width: 1024, height: 1366, notch: (24, 20, 0), pad: true),
    ]

    /// The device of `<device>`, nil for an id not in the table.
    public init?(id: String, orientation: String?, toolsVersion: Double) {
        guard let entry = Self.table.first(where: { $0.id == id }) else { return nil }
        self.id = id
        landscape = orientation == "landscape"
        pad = entry.pad
        plus = entry.plus
        width = landscape ? entry.height : entry.width
        height = landscape ? entry.width : entry.height
        if let notch = entry.notch {
            var top = id == "retina6_1" && toolsVersion >= 21000 ? 48 : notch.top
            // The 375 × 812 phone draws the mini's 50-point notch from Xcode
            // 14.1 (toolsVersion 22000) on: duckduckgo, iqkeyboardmanager.
            if id == "retina5_9" && toolsVersion >= 22000 { top = 50 }
            // Xcode 12 and 13 before 13.3 (toolsVersion below 21000) still drew the
            // 44-point notch on the 47-point phones: pocket-casts (17506), adguard
            // (19150), covpass (20037); 47 from 22155 (osmand, entourage, green).
            if notch.top == 47 && toolsVersion < 21000 { top = 44 }
            safeTop = landscape && !pad ? 0 : top
            // Xcode 15.3 (toolsVersion 23727) and later keep a portrait
            // phone's content 68 pt from the bottom, twice the home
            // indicator's 34: gomap, home-assistant, iqkeyboardmanager and
            // netnewswire in Tests/Corpus/ib; documents up to 23504 keep 34.
            // Xcode 15's 32700-numbered documents keep 34 too (duckduckgo).
            let homeIndicatorTwice = !pad && toolsVersion >= 23700 && toolsVersion < 30000
            safeBottom = landscape && !pad ? 21 : notch.bottom * (homeIndicatorTwice ? 2 : 1)
            safeSides = landscape ? notch.sides : 0
        } else {
            // The simulated status bar: present in documents of Xcode 10.1 and
            // older, gone from those of Xcode 10.2 (toolsVersion 14800:
            // openfoodfacts' SelectTaxonomy xibs in Tests/Corpus/ib, a
            // storyboard of keepassium held back) to 14.2, back from Xcode
            // 14.3 (21701) on xibs and storyboards alike (element,
            // inaturalist, swiftmessages, duckduckgo, iqkeyboardmanager;
            // keepassium, catty, onionbrowser held back; element's
            // storyboards of 21507, pocket-casts' and edx's xibs of 21223 and
            // 21225 have none), on phones and iPads alike; never on
            // landscape phones (docs/importers.md, "Interface Builder
            // documents").
            let statusBar = toolsVersion < 14800 || toolsVersion >= 21600
            safeTop = statusBar && !(landscape && !pad) ? 20 : 0
            safeBottom = 0
            safeSides = 0
        }
    }

    /// Size classes as `widthClass=…`/`heightClass=…` values.
    public var widthClass: String { pad || (landscape && plus) ? "regular" : "compact" }
    public var heightClass: String { pad || !landscape ? "regular" : "compact" }
}
