/// A growable byte buffer written through a raw pointer. Encoding a result
/// appends a few bytes at a time, hundreds of thousands of times; an
/// array append checks uniqueness and capacity on each, which was most of
/// the cost. Non-copyable, so the memory has exactly one owner.
public struct ByteBuffer: ~Copyable {
    @usableFromInline var start: UnsafeMutablePointer<UInt8>
    @usableFromInline var capacity: Int
    public var count = 0
    /// Whether `start` is this buffer's own allocation, not memory lent to
    /// it (`init(lent:)`) that it has not outgrown.
    public var ownsMemory = true

    /// The smallest allocation, so growth by doubling starts sensibly.
    public static let minimumCapacity = 32

    @inlinable public init(capacity: Int) {
        self.capacity = max(capacity, ByteBuffer.minimumCapacity)
        start = .allocate(capacity: self.capacity)
    }

    /// Writes into `memory`, which stays the caller's: it must outlive the
    /// buffer's use, and is left (not freed) if the bytes outgrow it.
    /// An encoder writes its result straight into the array it returns so,
    /// where copying the result out cost an instruction per byte.
    @inlinable public init(lent memory: UnsafeMutableBufferPointer<UInt8>) {
        if let base = memory.baseAddress, memory.count >= ByteBuffer.minimumCapacity {
            start = base
            capacity = memory.count
            ownsMemory = false
        } else {
            capacity = ByteBuffer.minimumCapacity
            start = .allocate(capacity: capacity)
        }
    }

    deinit { if ownsMemory { start.deallocate() } }

    /// Room for `n` more bytes. Inlined (the optimizer left it a call):
    /// the check is a compare, the growth a call of its own.
    @inlinable @inline(__always)
    public mutating func reserve(_ n: Int) {
        guard count + n > capacity else { return }
        grow(n)
    }

    @usableFromInline mutating func grow(_ n: Int) {
        let grown = max(count + n, capacity * 2)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        bigger.update(from: start, count: count)
        if ownsMemory { start.deallocate() }
        ownsMemory = true
        start = bigger
        capacity = grown
    }

    @inlinable @inline(__always)
    public mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Inlined: called for every run of every string and text written.
    @inlinable @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        reserve(bytes.count)
        ByteBuffer.copy(base, to: start + count, count: bytes.count)
        count += bytes.count
    }

    /// Runs longer than this go through `memcpy`.
    public static let shortCopy = 32

    /// Copies `n` bytes. Most runs an encoder appends (member names, ids,
    /// literals of an equation) are a few bytes, for which the call of
    /// `memcpy` cost more than the bytes: they are moved in at most two
    /// overlapping words, reading and writing only the `n` bytes.
    @inlinable @inline(__always)
    public static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count n: Int) {
        guard n <= shortCopy else {
            target.update(from: source, count: n)
            return
        }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if n > 16 {
            // Descriptions and equations (`H:[label12]-(8)-[label13]`).
            let head = from.loadUnaligned(as: SIMD16<UInt8>.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 16, as: SIMD16<UInt8>.self)
            to.storeBytes(of: head, as: SIMD16<UInt8>.self)
            to.storeBytes(of: tail, toByteOffset: n - 16, as: SIMD16<UInt8>.self)
        } else if n >= 8 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: n - 4, as: UInt32.self)
        } else if n > 0 {
            // 1 to 3 bytes: first, middle and last cover them all.
            target[0] = source[0]
            target[n / 2] = source[n / 2]
            target[n - 1] = source[n - 1]
        }
    }

    @inlinable @inline(__always)
    public mutating func append(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `"name":`, and a space when `spaced`, under one capacity check: an
    /// encoded result writes a member name known when compiling for every
    /// member of every constraint, and four appends cost more than the bytes.
    @inlinable @inline(__always)
    public mutating func appendMemberName(_ name: StaticString, spaced: Bool) {
        let n = name.utf8CodeUnitCount
        reserve(n + 4)
        let at = start + count
        at[0] = UInt8(ascii: "\"")
        ByteBuffer.copy(name.utf8Start, to: at + 1, count: n)
        at[n + 1] = UInt8(ascii: "\"")
        at[n + 2] = UInt8(ascii: ":")
        at[n + 3] = UInt8(ascii: " ")
        count += spaced ? n + 4 : n + 3
    }

    @inlinable public mutating func append(_ byte: UInt8, repeating times: Int) {
        guard times > 0 else { return }
        reserve(times)
        (start + count).initialize(repeating: byte, count: times)
        count += times
    }

    /// Decimal digits of `n`, left-padded with zeros to `width`.
    @inlinable public mutating func appendDecimal(_ n: UInt64, width: Int = 1) {
        // One or two digits (most constants, gaps, priorities' fractions)
        // need neither the count nor the loop.
        if n < 100 && width <= 2 {
            if n < 10 && width <= 1 {
                append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: n))
                return
            }
            reserve(2)
            let pair = ByteBuffer.digitPairs.utf8Start + 2 * Int(n)
            start[count] = pair[0]
            start[count + 1] = pair[1]
            count += 2
            return
        }
        // Three or four digits (priorities, most frames): two pairs at most.
        if n < 10_000 && width <= 3 {
            let pairs = ByteBuffer.digitPairs.utf8Start
            let high = Int(n / 100), low = 2 * Int(n % 100)
            reserve(4)
            var at = start + count
            if high < 10 {
                at[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: high)
                at += 1
            } else {
                at[0] = pairs[2 * high]
                at[1] = pairs[2 * high + 1]
                at += 2
            }
            at[0] = pairs[low]
            at[1] = pairs[low + 1]
            count = at + 2 - start
            return
        }
        // Counted by comparing with powers of ten (dividing cost more);
        // 10^19 is the largest that fits, so the count stops at 20.
        var digits = 1
        var power: UInt64 = 10
        while digits < 20 && n >= power {
            digits += 1
            power = power &* 10
        }
        let total = max(digits, width)
        reserve(total)
        let first = start + count
        var at = first + total
        // Two digits per division, from the end: half the divisions.
        let pairs = ByteBuffer.digitPairs.utf8Start
        var m = n
        while m >= 100 {
            let pair = 2 * Int(m % 100)
            m /= 100
            at -= 2
            at[0] = pairs[pair]
            at[1] = pairs[pair + 1]
        }
        if m >= 10 {
            at -= 2
            at[0] = pairs[2 * Int(m)]
            at[1] = pairs[2 * Int(m) + 1]
        } else {
            at -= 1
            at[0] = UInt8(ascii: "0") + UInt8(m)
        }
        if at > first { first.initialize(repeating: UInt8(ascii: "0"), count: at - first) }
        count += total
    }

    /// `00` to `99`, the digits of each pair at twice its value.
    public static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Forgets the bytes written, keeping the memory.
    @inlinable public mutating func removeAll() {
        count = 0
    }

    /// Forgets the bytes written after the first `n`.
    @inlinable public mutating func removeLast(from n: Int) {
        precondition(n >= 0 && n <= count, "only written bytes can be forgotten")
        count = n
    }

    /// The bytes written from offset `from` on, read in place.
    @inlinable public func withBytes<R>(from: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: start + from, count: count - from))
    }

    /// The bytes written, read in place.
    @inlinable public func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        body(UnsafeBufferPointer(start: start, count: count))
    }

    /// The bytes written, copied out.
    public var array: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// The bytes written, as text.
    public var string: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }
}
