import Foundation

/// SHA-256 (FIPS 180-4), fed in pieces: the digest the up-to-date record keeps of a run's inputs.
/// dsys has no crypto dependency (CryptoKit is Apple-only), and this is the one hash it needs.
struct SHA256 {
    private static let roundConstants: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    /// Bytes not yet hashed (less than one 64-byte block).
    private var pending: [UInt8] = []
    private var totalBytes: UInt64 = 0

    init() {
        pending.reserveCapacity(64)
    }

    /// Adds `bytes` to the message.
    mutating func update<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        if let data = bytes as? Data {
            data.withUnsafeBytes { update(buffer: $0.bindMemory(to: UInt8.self)) }
        } else if bytes.withContiguousStorageIfAvailable({ update(buffer: $0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { update(buffer: $0) }
        }
    }

    private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
        totalBytes &+= UInt64(buffer.count)
        var rest = buffer[...]
        if !pending.isEmpty {
            let taken = rest.prefix(64 - pending.count)
            pending.append(contentsOf: taken)
            rest = rest.dropFirst(taken.count)
            guard pending.count == 64 else { return }
            pending.withUnsafeBufferPointer { compress(blocks: $0) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = rest.count / 64 * 64
        if whole > 0 {
            compress(blocks: UnsafeBufferPointer(rebasing: rest.prefix(whole)))
            rest = rest.dropFirst(whole)
        }
        pending.append(contentsOf: rest)
    }

    /// Adds the UTF-8 of `text` followed by a NUL, so consecutive fields cannot run into each other.
    mutating func update(field text: String) {
        update(text.utf8)
        update(CollectionOfOne(UInt8(0)))
    }

    /// The digest of everything added, as 64 lowercase hexadecimal digits.
    func hexDigest() -> String {
        var copy = self
        let bitLength = totalBytes &* 8
        copy.update(CollectionOfOne(UInt8(0x80)))
        let padding = (copy.pending.count <= 56 ? 56 : 120) - copy.pending.count
        copy.update([UInt8](repeating: 0, count: padding))
        copy.update((0..<8).map { UInt8(truncatingIfNeeded: bitLength >> (56 - 8 * $0)) })
        return copy.state.map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 8 - digits.count) + digits
        }.joined()
    }

    /// Hashes `blocks`, a whole number of 64-byte blocks. The state and constants are read once
    /// for all of them (the no-op regeneration hashes about a megabyte).
    private mutating func compress(blocks: UnsafeBufferPointer<UInt8>) {
        var (h0, h1, h2, h3, h4, h5, h6, h7) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        Self.roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                var start = blocks.startIndex
                while start + 64 <= blocks.endIndex {
                    for index in 0..<16 {
                        let at = start + 4 * index
                        words[index] = UInt32(blocks[at]) << 24 | UInt32(blocks[at + 1]) << 16
                            | UInt32(blocks[at + 2]) << 8 | UInt32(blocks[at + 3])
                    }
                    for index in 16..<64 {
                        let s0 = rotate(words[index - 15], 7) ^ rotate(words[index - 15], 18) ^ (words[index - 15] >> 3)
                        let s1 = rotate(words[index - 2], 17) ^ rotate(words[index - 2], 19) ^ (words[index - 2] >> 10)
                        words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for index in 0..<64 {
                        let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                        let choice = (e & f) ^ (~e & g)
                        let temporary1 = h &+ sum1 &+ choice &+ constants[index] &+ words[index]
                        let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temporary1, c, b, a, temporary1 &+ sum0 &+ majority)
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                    h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                    start += 64
                }
            }
        }
        state.withUnsafeMutableBufferPointer { state in
            (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]) = (h0, h1, h2, h3, h4, h5, h6, h7)
        }
    }

    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        value >> count | value << (32 - count)
    }
}
