/// A gradient whose stops lie beyond its box (CSS positions below 0% or above 100%: kpsolo's VIP
/// gradients at `-6.59%` and `102.41%`) cut at its ends, as CSS draws it: a stop at 0 and one at 1
/// of the colors the gradient has there, interpolated between the stops around each end (in sRGB
/// with premultiplied alpha, CSS's default), and the stops inside kept. Moving the outer stops onto
/// the ends instead changed the end colors and the slope without a word.
enum GradientClipping {
    /// `stops`, in position order, cut to 0...1; unchanged when every position is inside.
    static func clipped(_ stops: [GradientStop]) -> [GradientStop] {
        guard !stops.isEmpty, stops.contains(where: { $0.position < 0 || $0.position > 1 }) else { return stops }
        let sorted = stops.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
        var result = sorted.filter { (0...1).contains($0.position) }
        if sorted[0].position < 0 { result.insert(GradientStop(color: color(at: 0, in: sorted), position: 0), at: 0) }
        if sorted[sorted.count - 1].position > 1 { result.append(GradientStop(color: color(at: 1, in: sorted), position: 1)) }
        return result
    }

    /// The color at `position` of the gradient of `stops` (in position order): the nearest stop's
    /// beyond the first or last, else interpolated between the two around it.
    private static func color(at position: Double, in stops: [GradientStop]) -> ColorValue {
        guard let after = stops.firstIndex(where: { $0.position >= position }) else { return stops[stops.count - 1].color }
        guard after > 0 else { return stops[0].color }
        let (start, end) = (stops[after - 1], stops[after])
        let span = end.position - start.position
        let fraction = span > 0 ? (position - start.position) / span : 1
        return mixed(start.color.sRGB, end.color.sRGB, fraction)
    }

    /// `from` and `to` mixed at `fraction`, with premultiplied alpha.
    private static func mixed(_ from: RGBA, _ to: RGBA, _ fraction: Double) -> ColorValue {
        let alpha = from.alpha + (to.alpha - from.alpha) * fraction
        func channel(_ first: Double, _ second: Double) -> Double {
            guard alpha > 0 else { return first + (second - first) * fraction }
            return (first * from.alpha + (second * to.alpha - first * from.alpha) * fraction) / alpha
        }
        return ColorValue(red: channel(from.red, to.red), green: channel(from.green, to.green), blue: channel(from.blue, to.blue),
                          alpha: alpha)
    }
}
