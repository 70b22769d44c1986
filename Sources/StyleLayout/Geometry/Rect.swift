import StyleSemantics

/// A rectangle in points: a view's frame in its parent's coordinates, as UIKit's `frame`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// `10,10 355×40`
    public var description: String {
        "\(formatNumber(x)),\(formatNumber(y)) \(formatNumber(width))×\(formatNumber(height))"
    }

    /// Whether this rect lies inside `width`×`height` from the origin.
    func isInside(width: Double, height: Double) -> Bool {
        x >= -0.0001 && y >= -0.0001 && maxX <= width + 0.0001 && maxY <= height + 0.0001
    }

    /// Whether any part of this rect overlaps `width`×`height` from the origin.
    func overlaps(width: Double, height: Double) -> Bool {
        x < width && y < height && maxX > 0 && maxY > 0
    }
}

/// The screen the preview lays out on.
public struct Screen: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// Points to pixels (2 or 3): relative values are floored to whole pixels.
    public var scale: Double
    public var isPad: Bool

    public init(width: Double, height: Double, scale: Double = 2, isPad: Bool = false) {
        self.width = width
        self.height = height
        self.scale = scale
        self.isPad = isPad
    }

    public var isLandscape: Bool { width > height }

    /// The same screen turned: width and height swapped.
    public var turned: Screen { Screen(width: height, height: width, scale: scale, isPad: isPad) }

    /// `floor(x * scale) / scale`, as InterfaCSS floors relative values.
    func floorToPixel(_ value: Double) -> Double { (value * scale).rounded(.down) / scale }
}

/// Device presets, in portrait.
public enum Device {
    public static let presets: [(name: String, screen: Screen)] = [
        ("iphone-se", Screen(width: 375, height: 667, scale: 2)),
        ("iphone-8", Screen(width: 375, height: 667, scale: 2)),
        ("iphone-8-plus", Screen(width: 414, height: 736, scale: 3)),
        ("iphone-13-mini", Screen(width: 375, height: 812, scale: 3)),
        ("iphone-15", Screen(width: 393, height: 852, scale: 3)),
        ("iphone-15-pro-max", Screen(width: 430, height: 932, scale: 3)),
        ("ipad", Screen(width: 768, height: 1024, scale: 2, isPad: true)),
        ("ipad-air", Screen(width: 820, height: 1180, scale: 2, isPad: true)),
        ("ipad-pro-11", Screen(width: 834, height: 1194, scale: 2, isPad: true)),
        ("ipad-pro-13", Screen(width: 1024, height: 1366, scale: 2, isPad: true)),
    ]

    /// iPhone portrait 375×667 pt.
    public static let defaultScreen = presets[0].screen

    public static func named(_ name: String) -> Screen? {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "-")
        return presets.first { $0.name == key }?.screen
    }
}
