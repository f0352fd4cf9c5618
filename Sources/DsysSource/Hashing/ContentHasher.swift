import Foundation

/// A 128-bit checksum for telling whether bytes changed, fed in pieces: the checksums of the
/// manifest, the seal of the up-to-date record and the digest of a run's inputs.
///
/// It is XXH64 (xxHash's 64-bit algorithm, as its specification defines it) computed with seeds 0
/// and 1 in one pass, written as 32 lowercase hexadecimal digits: the seed-0 digest, then the
/// seed-1 digest. It is not a cryptographic hash, and dsys needs none: every place that uses it
/// detects accidents (an edited, truncated or stale file), and none resists a person who can write
/// the output folder, since that person can write the files themselves. The threat model is in the
/// README ("What dsys trusts").
package struct ContentHasher {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5
    private static let stripeBytes = 32

    /// The four accumulators of one seed's digest.
    private struct Lanes {
        var seed: UInt64
        var v1, v2, v3, v4: UInt64

        init(seed: UInt64) {
            self.seed = seed
            v1 = seed &+ ContentHasher.prime1 &+ ContentHasher.prime2
            v2 = seed &+ ContentHasher.prime2
            v3 = seed
            v4 = seed &- ContentHasher.prime1
        }

        /// Mixes in one 32-byte stripe, as four little-endian words.
        @inline(__always)
        mutating func consume(_ w1: UInt64, _ w2: UInt64, _ w3: UInt64, _ w4: UInt64) {
            v1 = ContentHasher.round(v1, w1)
            v2 = ContentHasher.round(v2, w2)
            v3 = ContentHasher.round(v3, w3)
            v4 = ContentHasher.round(v4, w4)
        }

        /// The digest of `length` bytes whose whole stripes went through `consume` and whose last
        /// `tail` bytes (fewer than a stripe) did not.
        func digest(length: Int, tail: UnsafeRawBufferPointer) -> UInt64 {
            var hash: UInt64
            if length >= ContentHasher.stripeBytes {
                hash = rotate(v1, 1) &+ rotate(v2, 7) &+ rotate(v3, 12) &+ rotate(v4, 18)
                for lane in [v1, v2, v3, v4] {
                    hash ^= ContentHasher.round(0, lane)
                    hash = hash &* ContentHasher.prime1 &+ ContentHasher.prime4
                }
            } else {
                hash = seed &+ ContentHasher.prime5
            }
            hash &+= UInt64(length)
            var offset = 0
            while offset + 8 <= tail.count {
                hash ^= ContentHasher.round(0, ContentHasher.word64(tail, offset))
                hash = rotate(hash, 27) &* ContentHasher.prime1 &+ ContentHasher.prime4
                offset += 8
            }
            if offset + 4 <= tail.count {
                let word = UInt32(littleEndian: tail.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                hash ^= UInt64(word) &* ContentHasher.prime1
                hash = rotate(hash, 23) &* ContentHasher.prime2 &+ ContentHasher.prime3
                offset += 4
            }
            while offset < tail.count {
                hash ^= UInt64(tail[offset]) &* ContentHasher.prime5
                hash = rotate(hash, 11) &* ContentHasher.prime1
                offset += 1
            }
            hash ^= hash >> 33
            hash &*= ContentHasher.prime2
            hash ^= hash >> 29
            hash &*= ContentHasher.prime3
            hash ^= hash >> 32
            return hash
        }
    }

    private var first = Lanes(seed: 0)
    private var second = Lanes(seed: 1)
    /// Bytes added so far.
    private var length = 0
    /// The bytes of an incomplete stripe (fewer than 32), waiting for the rest.
    private var pending: [UInt8] = []

    /// A hasher that has read nothing yet.
    package init() {}

    /// Adds `bytes` to the message.
    package mutating func update<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if let data = bytes as? Data {
            data.withUnsafeBytes { update(raw: $0) }
        } else if bytes.withContiguousStorageIfAvailable({ update(raw: UnsafeRawBufferPointer($0)) }) == nil {
            Array(bytes).withUnsafeBytes { update(raw: $0) }
        }
    }

    /// Adds the UTF-8 of `text` followed by a NUL, so consecutive fields cannot run into each other.
    mutating func update(field text: String) {
        var text = text
        text.withUTF8 { update(raw: UnsafeRawBufferPointer($0)) }
        update(CollectionOfOne(UInt8(0)))
    }

    /// The checksum of everything added, as 32 lowercase hexadecimal digits.
    package func hexDigest() -> String {
        pending.withUnsafeBytes { tail in
            Self.hex(first.digest(length: length, tail: tail)) + Self.hex(second.digest(length: length, tail: tail))
        }
    }

    private mutating func update(raw bytes: UnsafeRawBufferPointer) {
        length += bytes.count
        var start = 0
        if !pending.isEmpty {
            start = min(Self.stripeBytes - pending.count, bytes.count)
            pending.append(contentsOf: bytes[0..<start])
            guard pending.count == Self.stripeBytes else { return }
            pending.withUnsafeBytes { consumeStripe($0, at: 0) }
            pending.removeAll(keepingCapacity: true)
        }
        while start + Self.stripeBytes <= bytes.count {
            consumeStripe(bytes, at: start)
            start += Self.stripeBytes
        }
        pending.append(contentsOf: bytes[start...])
    }

    @inline(__always)
    private mutating func consumeStripe(_ bytes: UnsafeRawBufferPointer, at offset: Int) {
        let (w1, w2, w3, w4) = (Self.word64(bytes, offset), Self.word64(bytes, offset + 8),
                                Self.word64(bytes, offset + 16), Self.word64(bytes, offset + 24))
        first.consume(w1, w2, w3, w4)
        second.consume(w1, w2, w3, w4)
    }

    @inline(__always)
    private static func word64(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    @inline(__always)
    private static func round(_ accumulator: UInt64, _ input: UInt64) -> UInt64 {
        rotate(accumulator &+ input &* prime2, 31) &* prime1
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(unsafeUninitializedCapacity: 16) { buffer in
            for index in 0..<16 { buffer[index] = digits[Int((value >> UInt64(60 - 4 * index)) & 0xf)] }
            return 16
        }
    }
}

@inline(__always)
private func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
    (value << bits) | (value >> (64 - bits))
}
