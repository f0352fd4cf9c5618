import DsysTokens

/// The fixed part of the generated catalog: the token, route and category types and the views.
extension CatalogEmitter {
    static func support(values: String, title: String) -> String {
        #"""
        /// A token category: one tab of the catalog.
        public enum DesignSystemCatalogCategory: String, CaseIterable, Identifiable, Hashable, Sendable {
            case color, typography, spacing, radius, borderWidth, opacity, shadow, gradient, motion

            public var id: String { rawValue }

            /// The tab's title.
            public var title: String {
                switch self {
                case .color: return "Colors"
                case .typography: return "Type"
                case .spacing: return "Spacing"
                case .radius: return "Radii"
                case .borderWidth: return "Borders"
                case .opacity: return "Opacity"
                case .shadow: return "Shadows"
                case .gradient: return "Gradients"
                case .motion: return "Motion"
                }
            }

            /// The categories that have tokens, in tab order.
            public static var present: [DesignSystemCatalogCategory] {
                allCases.filter { category in DesignSystemCatalogToken.all.contains { $0.category == category } }
            }
        }

        /// The route to one token's page: `designsystem://color/primary` for `color.primary`.
        public struct DesignSystemCatalogRoute: Hashable, Sendable {
            /// The token's dotted path.
            public let path: String

            public init(path: String) {
                self.path = path
            }

            /// Reads a `designsystem://` URL; nil for any other URL.
            public init?(url: URL) {
                guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
                      components.scheme == "designsystem", let host = components.host, !host.isEmpty
                else { return nil }
                let rest = components.path.split(separator: "/").map(String.init)
                path = ([host] + rest).joined(separator: ".")
            }

            /// The route as a URL, each path segment percent-encoded as needed.
            public var url: URL? {
                let segments = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
                var components = URLComponents()
                components.scheme = "designsystem"
                components.host = segments.first
                components.path = segments.dropFirst().map { "/" + $0 }.joined()
                return components.url
            }
        }

        /// A color's channels in one appearance.
        public struct DesignSystemCatalogSwatch: Hashable, Sendable {
            public let appearance: String
            public let rgba: \#(values).RGBA

            /// The channels as a SwiftUI color in the sRGB space.
            public var color: Color {
                Color(.sRGB, red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
            }
        }

        /// One token of the catalog: where it comes from, its Swift symbol, its value, and what its
        /// preview is drawn from.
        public struct DesignSystemCatalogToken: Identifiable, Sendable {
            public let path: String
            public let category: DesignSystemCatalogCategory
            public let symbol: String
            public let value: String
            public var swatches: [DesignSystemCatalogSwatch] = []
            public var font: Font? = nil
            public var number: Double? = nil
            public var shadow: [\#(values).ShadowLayer] = []
            public var stops: [\#(values).GradientStop] = []

            public var id: String { path }
            public var route: DesignSystemCatalogRoute { DesignSystemCatalogRoute(path: path) }
        }

        /// Every token of the design system, a tab per category, on a `NavigationStack`; a token's
        /// page shows it in every appearance and, for type, at several Dynamic Type sizes.
        public struct DesignSystemCatalog: View {
            @State private var category: DesignSystemCatalogCategory
            @State private var path: [DesignSystemCatalogRoute]

            /// The catalog on `category` (default: the first), with `route`'s page open when given.
            public init(category: DesignSystemCatalogCategory? = nil, route: DesignSystemCatalogRoute? = nil) {
                let routed = route.flatMap { route in DesignSystemCatalogToken.all.first { $0.path == route.path }?.category }
                _category = State(initialValue: category ?? routed ?? DesignSystemCatalogCategory.present.first ?? .color)
                _path = State(initialValue: route.map { [$0] } ?? [])
            }

            public var body: some View {
                NavigationStack(path: $path) {
                    VStack(alignment: .leading, spacing: 0) {
                        DesignSystemCatalogTabs(selection: $category)
                        ScrollView {
                            VStack(alignment: .leading, spacing: 12) {
                                ForEach(DesignSystemCatalogToken.all.filter { $0.category == category }) { token in
                                    NavigationLink(value: token.route) {
                                        DesignSystemCatalogRow(token: token)
                                    }
                                }
                            }
                            .padding()
                        }
                    }
                    .navigationTitle(\#(title))
                    .navigationDestination(for: DesignSystemCatalogRoute.self) { route in
                        DesignSystemCatalogPage(route: route)
                    }
                }
            }
        }

        /// The category tabs.
        struct DesignSystemCatalogTabs: View {
            @Binding var selection: DesignSystemCatalogCategory

            var body: some View {
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 8) {
                        ForEach(DesignSystemCatalogCategory.present) { category in
                            Button(category.title) { selection = category }
                                .buttonStyle(.bordered)
                                .tint(selection == category ? Color.accentColor : Color.secondary)
                                .accessibilityAddTraits(selection == category ? .isSelected : [])
                        }
                    }
                    .padding(.horizontal)
                }
            }
        }

        /// A token in its category's list: preview, path, symbol and value.
        struct DesignSystemCatalogRow: View {
            let token: DesignSystemCatalogToken

            var body: some View {
                HStack(spacing: 12) {
                    DesignSystemCatalogPreview(token: token, swatch: token.swatches.first)
                        .frame(width: 64, height: 44)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(token.path).font(.headline)
                        Text(token.symbol).font(.caption.monospaced())
                        Text(token.value).font(.caption).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
            }
        }

        /// A token's page: every appearance and, for type, several Dynamic Type sizes.
        struct DesignSystemCatalogPage: View {
            let route: DesignSystemCatalogRoute

            private static let typeSizes: [DynamicTypeSize] = [.xSmall, .large, .xxxLarge, .accessibility3]

            var body: some View {
                ScrollView {
                    if let token = DesignSystemCatalogToken.all.first(where: { $0.path == route.path }) {
                        VStack(alignment: .leading, spacing: 16) {
                            Text(token.symbol).font(.body.monospaced())
                            Text(token.value).foregroundStyle(.secondary)
                            appearances(token)
                            if token.font != nil {
                                ForEach(Self.typeSizes, id: \.self) { size in
                                    DesignSystemCatalogPreview(token: token, swatch: nil)
                                        .environment(\.dynamicTypeSize, size)
                                }
                            }
                        }
                        .padding()
                        .navigationTitle(token.path)
                    } else {
                        Text("No token at \(route.path)")
                    }
                }
            }

            /// Colors in each appearance from the value layer (increased contrast included); other
            /// tokens in light and dark.
            @ViewBuilder
            private func appearances(_ token: DesignSystemCatalogToken) -> some View {
                if token.swatches.isEmpty {
                    HStack(spacing: 16) {
                        DesignSystemCatalogPreview(token: token, swatch: nil)
                            .padding()
                            .environment(\.colorScheme, .light)
                        DesignSystemCatalogPreview(token: token, swatch: nil)
                            .padding()
                            .background(Color.black)
                            .environment(\.colorScheme, .dark)
                    }
                } else {
                    ForEach(token.swatches, id: \.self) { swatch in
                        HStack(spacing: 12) {
                            DesignSystemCatalogPreview(token: token, swatch: swatch)
                                .frame(width: 88, height: 56)
                            VStack(alignment: .leading, spacing: 2) {
                                Text(swatch.appearance)
                                Text(swatch.rgba.hex).font(.caption.monospaced())
                            }
                        }
                    }
                }
            }
        }

        /// What a token looks like: a swatch, a specimen, a bar, a shape, a shadow or a gradient.
        struct DesignSystemCatalogPreview: View {
            let token: DesignSystemCatalogToken
            let swatch: DesignSystemCatalogSwatch?

            var body: some View {
                switch token.category {
                case .color:
                    RoundedRectangle(cornerRadius: 8).fill(swatch?.color ?? Color.clear)
                case .typography:
                    Text("The quick brown fox").font(token.font)
                case .spacing:
                    Rectangle().fill(Color.accentColor).frame(width: CGFloat(token.number ?? 0), height: 8)
                case .radius:
                    RoundedRectangle(cornerRadius: CGFloat(token.number ?? 0)).fill(Color.accentColor).frame(width: 44, height: 44)
                case .borderWidth:
                    RoundedRectangle(cornerRadius: 4).strokeBorder(Color.primary, lineWidth: CGFloat(token.number ?? 0)).frame(width: 44, height: 44)
                case .opacity:
                    Rectangle().fill(Color.primary).opacity(token.number ?? 1).frame(width: 44, height: 44)
                case .shadow:
                    shadowed
                case .gradient:
                    RoundedRectangle(cornerRadius: 8).fill(LinearGradient(stops: gradientStops, startPoint: .topLeading, endPoint: .bottomTrailing))
                case .motion:
                    Text(token.value).font(.caption)
                }
            }

            private var shadowed: some View {
                let layer = token.shadow.first
                let color = layer.map { Color(.sRGB, red: $0.color.red, green: $0.color.green, blue: $0.color.blue, opacity: $0.color.alpha) }
                return RoundedRectangle(cornerRadius: 8)
                    .fill(Color.white)
                    .frame(width: 44, height: 44)
                    .shadow(color: color ?? Color.clear, radius: CGFloat((layer?.blur ?? 0) / 2),
                            x: CGFloat(layer?.x ?? 0), y: CGFloat(layer?.y ?? 0))
            }

            private var gradientStops: [Gradient.Stop] {
                token.stops.map { stop in
                    Gradient.Stop(color: Color(.sRGB, red: stop.color.red, green: stop.color.green, blue: stop.color.blue,
                                               opacity: stop.color.alpha), location: CGFloat(stop.position))
                }
            }
        }

        #Preview("Catalog") {
            DesignSystemCatalog()
        }

        #Preview("Catalog, dark") {
            DesignSystemCatalog()
                .preferredColorScheme(.dark)
        }

        #Preview("Catalog, largest text") {
            DesignSystemCatalog()
                .environment(\.dynamicTypeSize, .accessibility5)
        }
        """#
    }
}
