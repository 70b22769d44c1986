import StyleSemantics

/// Frames from `frame`, `bounds` and `center` values (values.md): absolute, relative to the
/// superview's bounds (`parent(…)`), to the window (`window(…)`), and relative rects
/// (`size(50%, auto).left(10)`), floored to whole pixels as InterfaCSS does.
struct FrameResolver {
    let screen: Screen

    /// The frame a `frame:` value gives, in a superview of `parent` size. `fit` is the view's
    /// size that fits a proposal (for `sizeToFit`).
    func frame(_ value: RectValue, parent: Size, fit: (Size) -> Size) -> Rect {
        switch value {
        case .absolute(let x, let y, let width, let height):
            return Rect(x: x, y: y, width: width, height: height)
        case .parent(let insets):
            return inset(Size(width: parent.width, height: parent.height), by: insets)
        case .window(let insets):
            return inset(Size(width: screen.width, height: screen.height), by: insets)
        case .relative(let rect):
            return resolve(rect, in: parent, fit: fit)
        }
    }

    private func inset(_ size: Size, by insets: EdgeInsets) -> Rect {
        Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }

    /// The centre a `center:` value gives (the default anchor point, 0.5, 0.5).
    func center(_ value: PointValue, parent: Size) -> (x: Double, y: Double) {
        switch value {
        case .absolute(let x, let y): return (x, y)
        case .parent(let dx, let dy): return (parent.width / 2 + dx, parent.height / 2 + dy)
        case .window(let dx, let dy): return (screen.width / 2 + dx, screen.height / 2 + dy)
        }
    }

    /// values.md, "Resolving the relative rect".
    func resolve(_ rect: RelativeRect, in parent: Size, fit: (Size) -> Size) -> Rect {
        let autoWidth = rect.width == .auto && !rect.sizeToFit
        let autoHeight = rect.height == .auto && !rect.sizeToFit
        var width = autoWidth ? parent.width : relative(rect.width, parent.width)
        var height = autoHeight ? parent.height : relative(rect.height, parent.height)
        if rect.sizeToFit {
            let fitted = fit(Size(width: width, height: height))
            if fitted.width > 0 && fitted.width < width { width = fitted.width }
            if fitted.height > 0 && fitted.height < height { height = fitted.height }
        }
        let horizontal = axis(leading: rect.left, trailing: rect.right, length: width, parent: parent.width, auto: autoWidth)
        let vertical = axis(leading: rect.top, trailing: rect.bottom, length: height, parent: parent.height, auto: autoHeight)
        return Rect(
            x: horizontal.origin + horizontal.leadingInset, y: vertical.origin + vertical.leadingInset,
            width: width - horizontal.leadingInset - horizontal.trailingInset,
            height: height - vertical.leadingInset - vertical.trailingInset)
    }

    private func axis(leading: RelativeNumber?, trailing: RelativeNumber?, length: Double, parent: Double, auto: Bool)
        -> (origin: Double, leadingInset: Double, trailingInset: Double)
    {
        var origin = 0.0, leadingInset = 0.0, trailingInset = 0.0
        if leading == .auto && trailing == .auto {
            if auto {
                leadingInset = screen.floorToPixel(parent / 3)
                trailingInset = leadingInset
            } else {
                origin = screen.floorToPixel((parent - length) / 2)
            }
            return (origin, leadingInset, trailingInset)
        }
        if let leading, leading != .auto {
            let value = relative(leading, parent)
            if auto { leadingInset = value } else { origin = value }
        }
        if let trailing, trailing != .auto {
            let value = relative(trailing, parent)
            if auto { trailingInset = value } else { origin = parent - length - value }
        }
        if auto && leading == .auto {
            leadingInset = screen.floorToPixel((parent - trailingInset) / 2)
        } else if auto && trailing == .auto {
            trailingInset = screen.floorToPixel((parent - leadingInset) / 2)
        }
        return (origin, leadingInset, trailingInset)
    }

    /// Points as they are, a percentage of `whole` floored to pixels, `auto` as the whole.
    func relative(_ number: RelativeNumber, _ whole: Double) -> Double {
        switch number {
        case .points(let value): return value
        case .percent(let percent): return screen.floorToPixel(whole * percent / 100)
        case .auto: return whole
        }
    }
}

/// A width and a height in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}
