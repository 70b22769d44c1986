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
    /// What the device puts around the app: status bar, home indicator, corners, cutout.
    public var display: Display

    public init(width: Double, height: Double, scale: Double = 2, isPad: Bool = false, display: Display = .plain) {
        self.width = width
        self.height = height
        self.scale = scale
        self.isPad = isPad
        self.display = display
    }

    public var isLandscape: Bool { width > height }

    /// `375×667 pt, portrait`: how the legend and the picture's title name the screen.
    public var summary: String {
        "\(formatNumber(width))×\(formatNumber(height)) pt, \(isLandscape ? "landscape" : "portrait")"
    }

    /// The same screen turned: width and height swapped.
    public var turned: Screen { Screen(width: height, height: width, scale: scale, isPad: isPad, display: display) }

    /// `floor(x * scale) / scale`, as InterfaCSS floors relative values.
    func floorToPixel(_ value: Double) -> Double { (value * scale).rounded(.down) / scale }

    /// The status bar's height: the top layout guide (`topLayoutGuide.length`, the safe area's
    /// top). An iPhone hides its status bar in landscape.
    public var statusBarHeight: Double { isLandscape && !isPad ? 0 : display.statusBar }

    /// The home indicator's strip at the bottom: the bottom layout guide. A phone's is lower
    /// in landscape (21 pt).
    public var homeIndicatorHeight: Double {
        display.homeIndicator > 0 && isLandscape && !isPad ? 21 : display.homeIndicator
    }
}

/// How a device's screen looks around the app, in portrait: what the preview's layout guides
/// and its picture of the device follow.
public struct Display: Hashable, Sendable {
    /// The status bar (the safe area's top): 20 pt on devices with a home button.
    public var statusBar: Double
    /// The home indicator's strip (the safe area's bottom); 0 with a home button.
    public var homeIndicator: Double
    /// The display's rounded corners.
    public var cornerRadius: Double
    public var cutout: Cutout

    public enum Cutout: Hashable, Sendable {
        case none
        /// The camera housing across the top middle (iPhone X to 14).
        case notch
        /// The Dynamic Island, a pill below the top edge (iPhone 14 Pro, 15 and later).
        case island
    }

    public init(statusBar: Double, homeIndicator: Double = 0, cornerRadius: Double = 0, cutout: Cutout = .none) {
        self.statusBar = statusBar
        self.homeIndicator = homeIndicator
        self.cornerRadius = cornerRadius
        self.cutout = cutout
    }

    /// A screen of any size with a home button: a 20 pt status bar, square corners.
    public static let plain = Display(statusBar: 20)
    static let notched = Display(statusBar: 50, homeIndicator: 34, cornerRadius: 44, cutout: .notch)
    static let island = Display(statusBar: 59, homeIndicator: 34, cornerRadius: 55, cutout: .island)
    static let modernPad = Display(statusBar: 24, homeIndicator: 20, cornerRadius: 18)
}

/// Device presets, in portrait.
public enum Device {
    public static let presets: [(name: String, screen: Screen)] = [
        ("iphone-se", Screen(width: 375, height: 667, scale: 2)),
        ("iphone-8", Screen(width: 375, height: 667, scale: 2)),
        ("iphone-8-plus", Screen(width: 414, height: 736, scale: 3)),
        ("iphone-13-mini", Screen(width: 375, height: 812, scale: 3, display: .notched)),
        ("iphone-15", Screen(width: 393, height: 852, scale: 3, display: .island)),
        ("iphone-15-pro-max", Screen(width: 430, height: 932, scale: 3, display: .island)),
        ("ipad", Screen(width: 768, height: 1024, scale: 2, isPad: true)),
        ("ipad-air", Screen(width: 820, height: 1180, scale: 2, isPad: true, display: .modernPad)),
        ("ipad-pro-11", Screen(width: 834, height: 1194, scale: 2, isPad: true, display: .modernPad)),
        ("ipad-pro-13", Screen(width: 1024, height: 1366, scale: 2, isPad: true, display: .modernPad)),
    ]

    /// iPhone portrait 375×667 pt.
    public static let defaultScreen = presets[0].screen

    public static func named(_ name: String) -> Screen? {
        let key = name.lowercased().replacingOccurrences(of: " ", with: "-")
        return presets.first { $0.name == key }?.screen
    }
}
