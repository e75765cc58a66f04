/// Why a replay could not read its inputs.
public enum FuzzSupportError: Error, CustomStringConvertible {
    case cannotOpen(path: String, errno: Int32)
    case cannotRead(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code): "cannot open \(path) (errno \(code))"
        case .cannotRead(let path, let code): "cannot read \(path) (errno \(code))"
        }
    }
}
