import StyleParser

/// What UIKit would answer about a view's size, estimated, as the preview cannot ask it: a
/// label's text is `characters × 0.55 × font size` wide and `1.2 × font size` high per line
/// (17 pt by default); a button is its title plus 8 pt on each side, at least 30 pt high
/// (15 pt titles); controls have their fixed UIKit sizes.
struct UIKitSizes {
    static let characterWidth = 0.55
    static let lineHeight = 1.2

    let registry: PropertyRegistry

    /// The kind of view, by the nearest class the sizes know.
    enum Kind {
        case label, button, textField, textView, switchControl, stepper, slider, progress, activityIndicator, segmentedControl
        /// Sized by their content, which the stylesheet does not give, so only the picture
        /// tells them apart (`drawnKind(of:)`).
        case imageView, tableView, other
    }

    func kind(of type: String) -> Kind {
        func isKind(_ name: String) -> Bool { registry.isClass(type, kindOf: name) || type == name }
        if isKind("UILabel") { return .label }
        if isKind("UIButton") { return .button }
        if isKind("UITextField") { return .textField }
        if isKind("UITextView") { return .textView }
        if isKind("UISwitch") { return .switchControl }
        if isKind("UIStepper") { return .stepper }
        if isKind("UISlider") { return .slider }
        if isKind("UIProgressView") { return .progress }
        if isKind("UIActivityIndicatorView") { return .activityIndicator }
        if isKind("UISegmentedControl") { return .segmentedControl }
        return .other
    }

    /// The kind of view as the picture draws it: also image views and table and collection
    /// views (not asked by the layout, which measures every view: three lookups more each).
    func drawnKind(of type: String) -> Kind {
        let kind = self.kind(of: type)
        guard kind == .other else { return kind }
        if registry.isClass(type, kindOf: "UIImageView") || type == "UIImageView" { return .imageView }
        for table in ["UITableView", "UICollectionView"] where registry.isClass(type, kindOf: table) || type == table { return .tableView }
        return .other
    }

    /// `intrinsicContentSize`: nil on a side where the view has none (UIKit's
    /// `UIViewNoIntrinsicMetric`). A label of several lines wraps at `preferredWidth` (0: one
    /// line).
    func intrinsicContentSize(type: String, style: ComputedStyle, preferredWidth: Double = 0) -> (width: Double?, height: Double?) {
        switch kind(of: type) {
        case .label:
            guard let text = style.text, !text.isEmpty else { return (0, 0) }
            let size = UIKitSizes.textSize(text, fontSize: style.fontSize ?? 17, lines: style.numberOfLines ?? 1, width: preferredWidth)
            return (size.width, size.height)
        case .button:
            guard let title = style.text, !title.isEmpty else { return (30, 30) }
            let size = UIKitSizes.textSize(title, fontSize: style.fontSize ?? 15, lines: 1, width: 0)
            return (size.width + 16, max(30, size.height + 12))
        case .textField:
            let text = style.text ?? style.placeholder ?? ""
            let size = UIKitSizes.textSize(text, fontSize: style.fontSize ?? 17, lines: 1, width: 0)
            return (size.width, max(size.height, 34))
        case .switchControl: return (51, 31)
        case .stepper: return (94, 32)
        case .slider: return (nil, 31)
        case .progress: return (nil, 2)
        case .activityIndicator:
            let large = ["whitelarge", "large"].contains(style.activityIndicatorStyle?.lowercased() ?? "")
            return large ? (37, 37) : (20, 20)
        case .segmentedControl: return (nil, 32)
        case .textView, .imageView, .tableView, .other: return (nil, nil)
        }
    }

    /// `sizeThatFits(proposal)` (an unlimited side is `.greatestFiniteMagnitude`); nil where
    /// the view gives UIView's own answer, its current size.
    func sizeThatFits(type: String, style: ComputedStyle, proposal: Size) -> Size? {
        switch kind(of: type) {
        case .label, .textField:
            guard let text = style.text ?? style.placeholder, !text.isEmpty else { return .zero }
            let lines = kind(of: type) == .label ? style.numberOfLines ?? 1 : 1
            var size = UIKitSizes.textSize(text, fontSize: style.fontSize ?? 17, lines: lines, width: proposal.width)
            if kind(of: type) == .textField { size.height = max(size.height, 34) }
            return size
        case .textView:
            guard let text = style.text, !text.isEmpty else { return nil }
            return UIKitSizes.textSize(text, fontSize: style.fontSize ?? 12, lines: 0, width: proposal.width)
        case .slider, .progress, .segmentedControl:
            let intrinsic = intrinsicContentSize(type: type, style: style)
            let width = proposal.width.isFinite && proposal.width > 0 ? proposal.width : 100
            return Size(width: width, height: intrinsic.height ?? 0)
        case .button, .switchControl, .stepper, .activityIndicator:
            let intrinsic = intrinsicContentSize(type: type, style: style)
            return Size(width: intrinsic.width ?? 0, height: intrinsic.height ?? 0)
        case .imageView, .tableView, .other:
            return nil
        }
    }

    /// Text `fontSize` points high on one line, or wrapped to `width` when `lines` is not 1
    /// (at most `lines` lines when more than 1).
    static func textSize(_ text: String, fontSize: Double, lines: Int, width: Double) -> Size {
        let lineWidth = (Double(text.count) * characterWidth * fontSize).rounded(.up)
        let lineHeight = (lineHeight * fontSize).rounded(.up)
        guard lines != 1, width > 0, lineWidth > width else { return Size(width: lineWidth, height: lineHeight) }
        // Counted in doubles: a huge font or a tiny width gives more lines than an Int holds.
        var count = (lineWidth / width).rounded(.up)
        if lines > 1 { count = min(count, Double(lines)) }
        return Size(width: width, height: lineHeight * count)
    }
}
