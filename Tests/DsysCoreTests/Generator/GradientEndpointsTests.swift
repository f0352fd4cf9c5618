@testable import DsysCore
import Testing

@Suite struct GradientEndpointsTests {
    @Test(arguments: [
        (nil, ".topLeading", ".bottomTrailing"),
        (0.0, ".bottom", ".top"),
        (90, ".leading", ".trailing"),
        (135, ".topLeading", ".bottomTrailing"),
        (180, ".top", ".bottom"),
        (225, ".topTrailing", ".bottomLeading"),
        (270, ".trailing", ".leading"),
        (315, ".bottomTrailing", ".topLeading"),
    ] as [(Double?, String, String)])
    func sidesAndCornersUseSwiftUINames(angle: Double?, start: String, end: String) {
        let endpoints = GradientEndpoints(angle: angle)
        #expect(endpoints.startPoint == start)
        #expect(endpoints.endPoint == end)
    }

    @Test func otherAnglesSpanTheSquareAsCSSDoes() {
        // 60deg: the line through the center is |sin| + |cos| long, so the corners get the end colors.
        let endpoints = GradientEndpoints(angle: 60)
        #expect(endpoints.startPoint == "SwiftUI.UnitPoint(x: -0.091506, y: 0.841506)")
        #expect(endpoints.endPoint == "SwiftUI.UnitPoint(x: 1.091506, y: 0.158494)")
    }
}
