/// The dotted name of a token or group, for example `color.brand.primary`.
///
/// Stored as segments so that names containing characters other formats allow (spaces, `/`)
/// survive intact; ordering is by segment with digit runs compared numerically, so `gray.100`
/// sorts before `gray.1000` and the order is the same on every machine.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    public let segments: [String]

    /// The hash of `segments`, computed once per path. Token paths are the dictionary keys of the whole
    /// front end (merging layers, following aliases, indexing token sets), and hashing an array of
    /// strings again for every lookup was a large share of resolving big sets. Equal paths have equal
    /// hashes, so `==` compares it first and rejects most unequal paths without reading their strings.
    ///
    /// The hash is FNV-1a over the segments' UTF-8 bytes, each segment followed by 0xFF (a byte
    /// UTF-8 never uses), so `appending(_:)` goes on from the parent's hash over the new segment only
    /// (the parser extends a path for every group and token), and a path built at once hashes the
    /// same. Hash tables mix it further (`_rawHashValue(seed:)`). Being over bytes, it makes paths
    /// equal only when their names are byte for byte equal, as JSON compares keys.
    private let segmentsHash: Int

    public init(_ segments: [String]) {
        self.segments = segments
        self.segmentsHash = segments.reduce(Self.emptyPathHash, Self.hash(extending:with:))
    }

    private init(segments: [String], hash: Int) {
        self.segments = segments
        self.segmentsHash = hash
    }

    /// Splits a dotted reference such as `color.brand.primary`.
    public init(dotted: String) {
        self.init(dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// The hash of the path with no segments: FNV-1a's offset basis.
    private static let emptyPathHash = Int(bitPattern: 0xCBF2_9CE4_8422_2325)

    /// The hash of a path whose parent hashes to `parentHash` and whose last segment is `segment`.
    private static func hash(extending parentHash: Int, with segment: String) -> Int {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var hash = UInt64(bitPattern: Int64(parentHash))
        var segment = segment
        segment.withUTF8 { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* prime }
        }
        hash = (hash ^ 0xFF) &* prime
        return Int(Int64(bitPattern: hash))
    }

    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        // Equal hashes mean equal bytes but for a collision, which the comparison of the names settles.
        lhs.segmentsHash == rhs.segmentsHash && lhs.segments == rhs.segments
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(segmentsHash)
    }

    /// The hash `Set` and `Dictionary` use, derived from the stored hash with a cheap 64-bit mix
    /// instead of a full `Hasher` run: the path is already hashed, and seeding and finalizing a
    /// `Hasher` for every lookup would dominate merging a large set. The mix (MurmurHash3's
    /// finalizer over the hash and the table's seed) spreads every input bit over the result, so
    /// tables with different seeds still order their buckets unrelatedly.
    public func _rawHashValue(seed: Int) -> Int {
        var mixed = UInt64(bitPattern: Int64(segmentsHash ^ seed))
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        mixed &*= 0xC4CE_B9FE_1A85_EC53
        mixed ^= mixed >> 33
        return Int(Int64(bitPattern: mixed))
    }

    public var description: String { segments.joined(separator: ".") }

    /// The path with `segment` added at the end.
    public func appending(_ segment: String) -> TokenPath {
        var extended = segments
        extended.append(segment)
        return TokenPath(segments: extended, hash: Self.hash(extending: segmentsHash, with: segment))
    }

    /// The path without its last segment.
    public var parent: TokenPath {
        TokenPath(Array(segments.dropLast()))
    }

    public var last: String { segments.last ?? "" }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        for (l, r) in zip(lhs.segments, rhs.segments) where l != r {
            return NaturalOrder.less(l, r)
        }
        return lhs.segments.count < rhs.segments.count
    }
}

/// A total, locale-free order on strings that compares runs of ASCII digits by value.
enum NaturalOrder {
    static func less(_ lhs: String, _ rhs: String) -> Bool {
        let l = Array(lhs.utf8)
        let r = Array(rhs.utf8)
        var i = 0
        var j = 0
        while i < l.count, j < r.count {
            if isDigit(l[i]), isDigit(r[j]) {
                let (lRun, lEnd) = digitRun(l, from: i)
                let (rRun, rEnd) = digitRun(r, from: j)
                if lRun.count != rRun.count { return lRun.count < rRun.count }
                if lRun != rRun { return lRun.lexicographicallyPrecedes(rRun) }
                i = lEnd
                j = rEnd
            } else {
                if l[i] != r[j] { return l[i] < r[j] }
                i += 1
                j += 1
            }
        }
        if (l.count - i) != (r.count - j) { return (l.count - i) < (r.count - j) }
        return lhs.utf8Precedes(rhs)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    /// The digits starting at `start` with leading zeros removed, and the index after them.
    private static func digitRun(_ bytes: [UInt8], from start: Int) -> ([UInt8], Int) {
        var end = start
        while end < bytes.count, isDigit(bytes[end]) { end += 1 }
        var first = start
        while first < end - 1, bytes[first] == 48 { first += 1 }
        return (Array(bytes[first..<end]), end)
    }
}
