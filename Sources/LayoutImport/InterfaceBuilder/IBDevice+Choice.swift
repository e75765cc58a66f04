import Foundation

/// Devices named on the command line (`layoutd check --device`): the ids
/// documents use and the names Xcode shows for them in its device bar.
extension IBDevice {
    /// Xcode's names for the table's ids (Xcode 15's "View as" menu; one
    /// name per screen size, the devices that share it listed by Apple's
    /// Human Interface Guidelines, "Device screen sizes").
    static let names: [String: String] = [
        "iphone 4s": "retina3_5",
        "iphone se (1st generation)": "retina4_0", "iphone 5s": "retina4_0",
        "iphone se (2nd generation)": "retina4_7", "iphone se (3rd generation)": "retina4_7", "iphone 8": "retina4_7",
        "iphone 8 plus": "retina5_5",
        "iphone x": "retina5_9", "iphone xs": "retina5_9", "iphone 11 pro": "retina5_9",
        "iphone xr": "retina6_1", "iphone 11": "retina6_1",
        "iphone xs max": "retina6_5", "iphone 11 pro max": "retina6_5",
        "iphone 12": "retina6_0", "iphone 12 pro": "retina6_0", "iphone 13": "retina6_0", "iphone 14": "retina6_0",
        "iphone 12 pro max": "retina6_7", "iphone 13 pro max": "retina6_7", "iphone 14 plus": "retina6_7",
        "iphone 14 pro": "retina6_12", "iphone 15": "retina6_12", "iphone 15 pro": "retina6_12",
        "iphone 14 pro max": "retina6_72", "iphone 15 plus": "retina6_72", "iphone 15 pro max": "retina6_72",
        "iphone 12 mini": "retina5_4", "iphone 13 mini": "retina5_4",
        "ipad (9.7-inch)": "ipad9_7", "ipad (10.2-inch)": "ipad10_2", "ipad (9th generation)": "ipad10_2",
        "ipad pro (10.5-inch)": "ipad10_5", "ipad air (5th generation)": "ipad10_9rounded", "ipad (10th generation)": "ipad10_9rounded",
        "ipad pro (11-inch)": "ipad11_0rounded", "ipad pro (12.9-inch)": "ipad12_9rounded",
        "ipad pro (12.9-inch) (2nd generation)": "ipad12_9",
    ]

    /// Every id of the table, in its order (`--device all`).
    public static var ids: [String] { table.map(\.id) }

    /// `retina4_7`, `iPhone SE (2nd generation)`, either with `:landscape`
    /// (or `:portrait`); nil for a name not in the table. Tools version
    /// 15000 and later: the importer takes the document's own when it lays
    /// a scene out on the device.
    public init?(named spec: String) {
        var name = Substring(spec)
        var orientation: String?
        if let colon = spec.lastIndex(of: ":") {
            let suffix = spec[spec.index(after: colon)...].lowercased()
            guard suffix == "landscape" || suffix == "portrait" else { return nil }
            orientation = suffix
            name = spec[..<colon]
        }
        let key = name.trimmingCharacters(in: .whitespaces)
        guard let id = Self.table.contains(where: { $0.id == key }) ? key : Self.names[key.lowercased()] else { return nil }
        self.init(id: id, orientation: orientation, toolsVersion: 15000)
    }

    /// The id with `:landscape` when turned: how findings name the device.
    public var name: String { landscape ? "\(id):landscape" : id }
}

extension IBImporter {
    /// A screen laid out on the chosen device: a view controller's view (or
    /// a full-screen view) that fills the design device fills the chosen
    /// one; cells, freeform and popover-sized views keep their saved size.
    func resized(_ setting: IBSceneSetting, _ view: IBElement, from designDevice: IBDevice?) -> IBSceneSetting {
        guard self.device != nil, setting.controller, let device = setting.device else { return setting }
        if let saved = IBRect(view.child("rect", key: "frame")), let designDevice,
           saved.width != designDevice.width || saved.height != designDevice.height {
            return setting
        }
        var s = setting
        s.rootFrame = IBRect(x: 0, y: 0, width: device.width, height: device.height)
        return s
    }
}
