/// Documents a hostile client sent to the import and explain routes: each
/// once crashed the daemon, expanded what must never be expanded, or held a
/// worker for minutes. Shared by the route tests and the command-line tests.
public enum HostileDocuments {
    /// A processing instruction written in UTF-7: FoundationXML read a NULL.
    public static let utf7ProcessingInstruction = #"<?xml version="1.0" encoding="UTF-7"?><document>+ADw-?x?+AD4-</document>"#

    /// An internal entity declared in UTF-7 and used in a label.
    public static let utf7Entity = #"<?xml version="1.0" encoding="UTF-7"?>+ADw-!DOCTYPE d +AFs-+ADw-!ENTITY a 'expanded'+AD4-+AF0-+AD4-"#
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><label text="&a;" id="l"/></objects></document>"#

    /// An attribute-list default in UTF-7 that would rename every view.
    public static let utf7AttributeList = #"<?xml version="1.0" encoding="UTF-7"?>+ADw-!DOCTYPE document +AFs-+ADw-!ATTLIST view userLabel CDATA 'renamed'+AD4-+AF0-+AD4-"#
        + #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="v"><rect key="frame" x="0" y="0" width="1" height="1"/></view></objects></document>"#

    /// A quadratic expansion in UTF-7: one long entity referenced many times.
    public static func utf7Quadratic(_ n: Int = 20_000) -> String {
        #"<?xml version="1.0" encoding="UTF-7"?>+ADw-!DOCTYPE d +AFs-+ADw-!ENTITY a '"# + String(repeating: "a", count: n)
            + "'+AD4-+AF0-+AD4-<document>" + String(repeating: "&a;", count: n) + "</document>"
    }

    /// A document in UTF-16 (little-endian, no byte order mark).
    public static let utf16: [UInt8] = Array(#"<?xml version="1.0" encoding="UTF-16"?><document/>"#.utf16)
        .flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }

    /// Each document refused for its encoding, with the encoding's name as
    /// the refusal gives it.
    public static let refusedEncodings: [([UInt8], String)] = [
        (Array(utf7ProcessingInstruction.utf8), "UTF-7"),
        (Array(utf7Entity.utf8), "UTF-7"),
        (Array(utf7AttributeList.utf8), "UTF-7"),
        (Array(utf7Quadratic().utf8), "UTF-7"),
        (utf16, "UTF-16LE"),
    ]

    /// An xib whose root holds `views` views with the same id and as many
    /// constraints with the same id (the id de-duplication was quadratic).
    public static func duplicateIDs(_ views: Int) -> String {
        let subviews = (0..<views).map { _ in #"<view translatesAutoresizingMaskIntoConstraints="NO" id="dup"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        let constraints = (0..<views).map { _ in #"<constraint firstItem="dup" firstAttribute="width" constant="10" id="c"/>"# }
        return xib(subviews: subviews.joined(), constraints: constraints.joined())
    }

    /// One element with `count` attributes.
    public static func manyAttributes(_ count: Int) -> String {
        "<document " + (0..<count).map { "a\($0)=\"1\"" }.joined(separator: " ") + "/>"
    }

    /// A root whose one subview carries `count` distinct `<variation>` keys,
    /// none a size class: each used to copy the whole scene.
    public static func variationKeys(_ count: Int) -> String {
        let variations = (0..<count).map { #"<variation key="junk\#($0)"><mask key="constraints"/></variation>"# }
        return xib(subviews: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="0" y="0" width="10" height="10"/>"#
                   + variations.joined() + "</view>", constraints: "")
    }

    /// `v_i.width >= v_j.width + 1` for every ordered pair, at mixed priorities.
    public static func allPairs(_ n: Int) -> String {
        let priorities = [999, 750, 500, 250, 1000]
        var constraints = ""
        var k = 0
        for i in 0..<n {
            for j in 0..<n where i != j {
                let p = priorities[k % priorities.count]
                k += 1
                constraints += #"<constraint firstItem="v\#(i)" firstAttribute="width" relation="greaterThanOrEqual" secondItem="v\#(j)" secondAttribute="width" constant="1""#
                    + (p == 1000 ? "" : #" priority="\#(p)""#) + #" id="c\#(i)-\#(j)"/>"#
            }
        }
        let subviews = (0..<n).map { #"<view translatesAutoresizingMaskIntoConstraints="NO" id="v\#($0)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"# }
        return xib(subviews: subviews.joined(), constraints: constraints)
    }

    static func xib(subviews: String, constraints: String) -> String {
        #"""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" useAutolayout="YES">
        <device id="retina6_1" orientation="portrait"/>
        <objects><view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="414" height="896"/>
        """# + "<subviews>\(subviews)</subviews><constraints>\(constraints)</constraints></view></objects></document>"
    }
}
