import XCTest
@testable import JSON

final class ByteBufferTests: XCTestCase {
    /// Short copies move overlapping words: every length must come out whole.
    func testAppendsEveryLengthExactly() {
        let source = (0..<40).map { UInt8(65 + $0) }
        for n in 0...source.count {
            var buffer = ByteBuffer(capacity: 1)
            buffer.append(UInt8(ascii: "<"))
            source.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[..<n])) }
            buffer.append(UInt8(ascii: ">"))
            XCTAssertEqual(buffer.array, [UInt8(ascii: "<")] + source[..<n] + [UInt8(ascii: ">")], "\(n)")
        }
    }

    func testDecimalsOfEveryMagnitude() {
        var values: [UInt64] = [0, 1, 9, UInt64.max, UInt64.max - 1]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for n in values {
            var buffer = ByteBuffer(capacity: 1)
            buffer.appendDecimal(n)
            XCTAssertEqual(buffer.string, String(n))
        }
        var padded = ByteBuffer(capacity: 1)
        padded.appendDecimal(42, width: 6)
        XCTAssertEqual(padded.string, "000042")
    }

    /// Up to four digits take shortcuts by length: every such number, at
    /// every width that pads it or not, after text already written.
    func testShortDecimalsAtEveryWidth() {
        var buffer = ByteBuffer(capacity: 1)
        for n in 0..<UInt64(10_000) {
            for width in 1...6 {
                buffer.removeAll()
                buffer.append(UInt8(ascii: "x"))
                buffer.appendDecimal(n, width: width)
                let digits = String(n)
                let expected = "x" + String(repeating: "0", count: max(0, width - digits.count)) + digits
                if buffer.string != expected { XCTFail("\(n) width \(width): \(buffer.string)"); return }
            }
        }
    }
}
