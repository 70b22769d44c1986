/// How a stylesheet is laid out by `StyleFormatter`. The defaults follow InterfaCSS's own
/// sample apps: four spaces, the author's blank lines between rulesets (at most one), a final
/// line break, the file's own line endings.
public struct FormatOptions: Hashable, Sendable {
    public enum Indentation: Hashable, Sendable {
        case spaces(Int)
        case tabs
    }

    public enum LineEnding: String, Hashable, Sendable {
        case lf, crlf, cr
        /// The file's first line break (`lf` in a file without one).
        case auto
    }

    public var indentation: Indentation
    public var lineEnding: LineEnding
    /// Whether a non-empty file ends with a line break.
    public var finalNewline: Bool
    /// Whether two rulesets one after the other at the top level always have one blank line
    /// between them; otherwise the author's blank lines are kept (at most one).
    public var blankLineBetweenRulesets: Bool
    /// InterfaCSS 1.x reads the character after a `;` with it (`alpha: 1;}` loses its `}`):
    /// what follows a `;` stays as written unless it is a plain space or line break, since
    /// putting one there would change what the app reads. Off for InterfaCSS 2 stylesheets.
    public var keepsWhatFollowsSemicolons: Bool

    public init(
        indentation: Indentation = .spaces(4), lineEnding: LineEnding = .auto, finalNewline: Bool = true,
        blankLineBetweenRulesets: Bool = false, keepsWhatFollowsSemicolons: Bool = true
    ) {
        self.indentation = indentation
        self.lineEnding = lineEnding
        self.finalNewline = finalNewline
        self.blankLineBetweenRulesets = blankLineBetweenRulesets
        self.keepsWhatFollowsSemicolons = keepsWhatFollowsSemicolons
    }

    /// Options where each source may leave a setting unset: the first that sets it wins.
    public struct Partial: Hashable, Sendable {
        public var indentSize: Int?
        public var useTabs: Bool?
        public var lineEnding: LineEnding?
        public var finalNewline: Bool?
        public var blankLineBetweenRulesets: Bool?

        public init(
            indentSize: Int? = nil, useTabs: Bool? = nil, lineEnding: LineEnding? = nil, finalNewline: Bool? = nil,
            blankLineBetweenRulesets: Bool? = nil
        ) {
            self.indentSize = indentSize
            self.useTabs = useTabs
            self.lineEnding = lineEnding
            self.finalNewline = finalNewline
            self.blankLineBetweenRulesets = blankLineBetweenRulesets
        }

        /// What `self` leaves unset taken from `other`. A size of indentation without tabs or
        /// spaces named is spaces: it is not mixed with another source's tabs.
        public func over(_ other: Partial) -> Partial {
            Partial(
                indentSize: indentSize ?? other.indentSize, useTabs: useTabs ?? (indentSize != nil ? false : other.useTabs),
                lineEnding: lineEnding ?? other.lineEnding,
                finalNewline: finalNewline ?? other.finalNewline, blankLineBetweenRulesets: blankLineBetweenRulesets ?? other.blankLineBetweenRulesets)
        }

        /// The options, with the defaults where nothing is set.
        public var resolved: FormatOptions {
            let defaults = FormatOptions()
            return FormatOptions(
                indentation: useTabs == true ? .tabs : indentSize.map { .spaces(max(0, min($0, 16))) } ?? defaults.indentation,
                lineEnding: lineEnding ?? defaults.lineEnding, finalNewline: finalNewline ?? defaults.finalNewline,
                blankLineBetweenRulesets: blankLineBetweenRulesets ?? defaults.blankLineBetweenRulesets)
        }
    }
}
