import Foundation

/// Debian's headless Chromium, driven from the gallery rendering tests: screenshots and the DOM
/// after the page's scripts ran, at a fixed window size, device scale 1 and sRGB output.
struct HeadlessChromium {
    let executable: String

    /// The first `chromium` (or `chromium-browser`, `google-chrome`) on the PATH, or nil.
    static let found: HeadlessChromium? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return HeadlessChromium(executable: "\(folder)/\(name)")
            }
        }
        return nil
    }()

    static let windowSize = (width: 1280, height: 1400)

    /// Writes a PNG of `page` (a file URL) as it first paints.
    func screenshot(_ page: URL, to png: URL, dark: Bool) throws {
        _ = try run(["--screenshot=\(png.path)", page.absoluteString], dark: dark)
    }

    /// The serialised DOM of `page` after its scripts ran.
    func dumpDOM(_ page: URL, dark: Bool) throws -> String {
        try run(["--dump-dom", page.absoluteString], dark: dark)
    }

    private func run(_ arguments: [String], dark: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("dsys-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
            "--force-device-scale-factor=1", "--user-data-dir=\(profile.path)",
            "--window-size=\(Self.windowSize.width),\(Self.windowSize.height)",
        ] + (dark ? ["--force-dark-mode"] : []) + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// Reads one pixel of a PNG with Python's `zlib` (Foundation has no inflate on Linux): 8-bit RGB
/// or RGBA, not interlaced, as Chromium writes its screenshots.
enum PNGPixel {
    static func rgb(of png: URL, x: Int, y: Int) throws -> [Int] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", decoder, png.path, String(x), String(y)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    private static let decoder = """
    import sys, struct, zlib
    path, x, y = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    data = open(path, 'rb').read()
    assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, color, _, _, interlace = struct.unpack('>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    assert depth == 8 and color in (2, 6) and interlace == 0, (depth, color, interlace)
    channels = 3 if color == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    previous = bytearray(stride)
    for row in range(y + 1):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = line
    print(*previous[x * channels:x * channels + 3])
    """
}
