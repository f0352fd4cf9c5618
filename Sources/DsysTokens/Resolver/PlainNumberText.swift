/// Plain, locale-free text for numbers substituted into expressions (`16`, `1.5`, `-0.25`).
enum PlainNumberText {
    static func plain(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return "\(value)"
    }
}
