import StyleParser
import StyleSemantics

extension FlexNodeStyle {
    /// The Yoga style InterfaCSS 2 sets through YogaKit 1.18 for a view's flexbox
    /// properties (normalized names, the last declaration of each). YogaKit has no `auto`
    /// for margins, paddings, offsets or min and max sizes: it asserts in debug builds and
    /// sets nothing in release builds, so those are left unset (`ignoredAutoValues` lists
    /// them).
    init(interfaCSS values: [String: StyleValue]) {
        self.init()
        func word(_ name: String) -> String? {
            if case .enumValue(let value)? = values[name] { return value.lowercased() }
            return nil
        }
        func number(_ name: String) -> Float? {
            if case .number(let value)? = values[name] { return Float(value) }
            return nil
        }
        func length(_ name: String, allowsAuto: Bool) -> FlexValue? {
            switch values[name] {
            case .relativeNumber(.points(let value))?, .number(let value)?: return .points(Float(value))
            case .relativeNumber(.percent(let value))?: return .percent(Float(value))
            case .relativeNumber(.auto)?: return allowsAuto ? .auto : nil
            default: return nil
            }
        }
        if let value = word("flexlayoutdirection") {
            direction = ["inherit": .inherit, "ltr": .ltr, "rtl": .rtl][value] ?? .inherit
        }
        if let value = word("flexdirection") {
            flexDirection = ["column": .column, "column-reverse": .columnReverse, "row": .row, "row-reverse": .rowReverse][value] ?? .column
        }
        if let value = word("justifycontent") {
            let justify: [String: FlexJustify] = [
                "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "space-between": .spaceBetween,
                "space-around": .spaceAround, "space-evenly": .spaceEvenly,
            ]
            justifyContent = justify[value] ?? .flexStart
        }
        let aligns: [String: FlexAlign] = [
            "auto": .auto, "flex-start": .flexStart, "center": .center, "flex-end": .flexEnd, "stretch": .stretch, "baseline": .baseline,
            "space-between": .spaceBetween, "space-around": .spaceAround,
        ]
        if let value = word("aligncontent").flatMap({ aligns[$0] }) { alignContent = value }
        if let value = word("alignitems").flatMap({ aligns[$0] }) { alignItems = value }
        if let value = word("alignself").flatMap({ aligns[$0] }) { alignSelf = value }
        if let value = word("position") { positionType = value == "absolute" ? .absolute : .relative }
        if let value = word("flexwrap") { flexWrap = ["no-wrap": .noWrap, "wrap": .wrap, "wrap-reverse": .wrapReverse][value] ?? .noWrap }
        if let value = word("overflow") { overflow = ["visible": .visible, "hidden": .hidden, "scroll": .scroll][value] ?? .visible }
        if let value = word("display") { isDisplayNone = value == "none" }
        if let value = number("flexgrow") { flexGrow = value }
        if let value = number("flexshrink") { flexShrink = value }
        if let value = number("flexaspectratio") { aspectRatio = value }
        if let value = length("flexbasis", allowsAuto: true) { flexBasis = value }
        if let value = length("flexwidth", allowsAuto: true) { dimensions[0] = value }
        if let value = length("flexheight", allowsAuto: true) { dimensions[1] = value }
        if let value = length("flexminwidth", allowsAuto: false) { minDimensions[0] = value }
        if let value = length("flexminheight", allowsAuto: false) { minDimensions[1] = value }
        if let value = length("flexmaxwidth", allowsAuto: false) { maxDimensions[0] = value }
        if let value = length("flexmaxheight", allowsAuto: false) { maxDimensions[1] = value }
        for (edge, suffix) in FlexNodeStyle.edgeSuffixes {
            if let value = length("margin" + suffix, allowsAuto: false) { margin[edge.rawValue] = value }
            if let value = length("padding" + suffix, allowsAuto: false) { padding[edge.rawValue] = value }
            if !suffix.isEmpty, edge != .horizontal, edge != .vertical {
                if let value = length("flex" + suffix, allowsAuto: false) { position[edge.rawValue] = value }
                if let value = number("border" + suffix) { border[edge.rawValue] = .points(value) }
            }
        }
    }

    /// The property suffix of each edge (`margin`, `marginleft`, … `marginvertical`).
    static let edgeSuffixes: [(FlexEdge, String)] = [
        (.all, ""), (.left, "left"), (.top, "top"), (.right, "right"), (.bottom, "bottom"), (.start, "start"), (.end, "end"),
        (.horizontal, "horizontal"), (.vertical, "vertical"),
    ]

    /// Properties set to `auto` that YogaKit cannot set (margins, paddings, offsets, min
    /// and max sizes), so InterfaCSS leaves them unset; as written in stylesheets
    /// (`margin-left`).
    static func ignoredAutoValues(_ values: [String: StyleValue]) -> [String] {
        values.compactMap { name, value in
            guard case .relativeNumber(.auto) = value, !["flexbasis", "flexwidth", "flexheight"].contains(name) else { return nil }
            return stylesheetNames[name] ?? name
        }.sorted()
    }

    /// The dashed stylesheet name of each flexbox property, by normalized name.
    private static let stylesheetNames: [String: String] = {
        var names: [String: String] = [:]
        for property in PropertyRegistry.standard.classes.flatMap(\.properties) where property.isFlexbox {
            let dashed = property.name.reduce(into: "") { result, character in
                if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
            }
            names[PropertyRegistry.normalize(property.name)] = dashed
        }
        return names
    }()
}
