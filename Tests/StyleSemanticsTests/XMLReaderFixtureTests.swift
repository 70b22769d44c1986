import StyleSemantics
import Testing

/// The XML reader on one construct or problem per case: the input, then the tree dump with
/// byte ranges and the diagnostics. `STYLELSP_RECORD=1` rewrites the dumps after an intended change.
@Suite struct XMLReaderFixtureTests {
    @Test func wellFormedDocument() {
        assertXML(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE view [ <!ELEMENT view ANY> <!-- a > b --> <!ATTLIST view id CDATA "x>y"> ]>
            <!-- the views -->
            <view id="root" class='a b'>
              <label text="Tom &amp; Jerry &#x263A; &#65;"/>
              <text>Hello &lt;world&gt;<![CDATA[ <raw> & ]]></text>
              <?target some data?>
            </view>
            """,
            tree: """
                declaration xml 0..38 " version=\\"1.0\\" encoding=\\"UTF-8\\""
                doctype 39..124 " view [ <!ELEMENT view ANY> <!-- a > b --> <!ATTLIST view id CDATA \\"x>y\\"> ]"
                comment 125..143 " the views "
                element view 144..308 name 145..149
                  attribute id 150..159 value 154..158 "root"
                  attribute class 160..171 value 167..170 "a b"
                  element label 175..221 name 176..181 self-closing
                    attribute text 182..219 value 188..218 "Tom & Jerry ☺ A"
                  element text 224..277 name 225..229
                    text 230..249 "Hello <world>"
                    cdata 249..270 " <raw> & "
                  processingInstruction target 280..300 " some data"
                """)
    }

    @Test func namespacePrefixesAreKeptAsWritten() {
        assertXML(
            "<ui:view xmlns:ui=\"urn:x\"><ui:label ui:id=\"a\"/></ui:view>",
            tree: """
                element ui:view 0..57 name 1..8
                  attribute xmlns:ui 9..25 value 19..24 "urn:x"
                  element ui:label 26..47 name 27..35 self-closing
                    attribute ui:id 36..45 value 43..44 "a"
                """)
    }

    @Test func mismatchedEndTagClosesTheElementsItSkips() {
        assertXML(
            "<view>\n  <label class=\"a\">\n</view>",
            tree: """
                element view 0..34 name 1..5
                  element label 9..27 name 10..15 unclosed
                    attribute class 16..25 value 23..24 "a"
                10..15 error: '<label>' is not closed before '</view>' [malformed-xml]
                """)
    }

    @Test func endTagMatchingNoOpenElement() {
        assertXML(
            "<view></label></view>",
            tree: """
                element view 0..21 name 1..5
                6..14 error: '</label>' closes no open element; the open element is '<view>' [malformed-xml]
                """)
    }

    @Test func unclosedElementsAtTheEnd() {
        assertXML(
            "<view><label>",
            tree: """
                element view 0..13 name 1..5 unclosed
                  element label 6..13 name 7..12 unclosed
                7..12 error: '<label>' is not closed: the file ends before its '</label>' [malformed-xml]
                1..5 error: '<view>' is not closed: the file ends before its '</view>' [malformed-xml]
                """)
    }

    @Test func strayCommentEndIsTextWithANote() {
        assertXML(
            "<view>\n  <label/>-->\n</view>\n<!-- a -- b ---> <!-- c ---- d -->",
            tree: """
                element view 0..28 name 1..5
                  element label 9..17 name 10..15 self-closing
                  text 17..21 "-->\\n"
                comment 29..45 " a -- b -"
                comment 46..63 " c ---- d "
                17..20 information: '-->' outside a comment is text; is it left over from a comment that was removed? [stray-comment-end]
                36..38 error: '--' is not allowed inside a comment [malformed-xml]
                41..43 error: '--' is not allowed inside a comment [malformed-xml]
                53..57 error: '--' is not allowed inside a comment [malformed-xml]
                """)
    }

    @Test func unterminatedComment() {
        assertXML(
            "<view/><!-- open",
            tree: """
                element view 0..7 name 1..5 self-closing
                comment 7..16 " open"
                7..11 error: unterminated comment: '<!--' has no '-->', so the rest of the file is a comment [malformed-xml]
                """)
    }

    @Test func duplicateAttribute() {
        assertXML(
            "<view id=\"a\" class=\"b\" id=\"c\"/>",
            tree: """
                element view 0..31 name 1..5 self-closing
                  attribute id 6..12 value 10..11 "a"
                  attribute class 13..22 value 20..21 "b"
                  attribute id 23..29 value 27..28 "c"
                23..25 error: '<view>' has the attribute 'id' twice [malformed-xml]
                """)
    }

    @Test func unquotedAndMissingValues() {
        assertXML(
            "<view id=a hidden class= >",
            tree: """
                element view 0..26 name 1..5 unclosed
                  attribute id 6..10 value 9..10 unquoted "a"
                  attribute hidden 11..17 value 17..17 unquoted ""
                  attribute class 18..25 value 25..25 unquoted ""
                9..10 error: the value of 'id' must be in quotes: id="a" [malformed-xml]
                11..17 error: the attribute 'hidden' has no value: write hidden="…" [malformed-xml]
                18..23 error: the attribute 'class' has no value after '=' [malformed-xml]
                1..5 error: '<view>' is not closed: the file ends before its '</view>' [malformed-xml]
                """)
    }

    @Test func lessThanInAttributeValue() {
        assertXML(
            "<view title=\"a < b\" style=\"x\"/>",
            tree: """
                element view 0..31 name 1..5 self-closing
                  attribute title 6..19 value 13..18 "a < b"
                  attribute style 20..29 value 27..28 "x"
                15..16 error: '<' is not allowed in an attribute value; write '&lt;' [malformed-xml]
                """)
    }

    @Test func unterminatedAttributeValueEndsAtItsLine() {
        assertXML(
            "<view>\n<label class=\"a/>\n<button/>\n</view>",
            tree: """
                element view 0..42 name 1..5
                  element label 7..24 name 8..13 self-closing
                    attribute class 14..22 value 21..22 "a"
                  element button 25..34 name 26..32 self-closing
                20..23 error: the value of 'class' has no closing '"': it is read up to the end of its line [malformed-xml]
                """)
    }

    @Test func startTagCutShortByTheNextTag() {
        assertXML(
            "<view>\n<label class=\"a\"\n<button/>\n</view>",
            tree: """
                element view 0..41 name 1..5
                  element label 7..24 name 8..13 self-closing
                    attribute class 14..23 value 21..22 "a"
                  element button 24..33 name 25..31 self-closing
                8..13 error: the start tag of '<label>' is not closed: expected '>' before the next '<' [malformed-xml]
                """)
    }

    @Test func junkInATagAndMissingWhiteSpace() {
        assertXML(
            "<view a=\"1\"b=\"2\" %% c=\"3\"/>",
            tree: """
                element view 0..27 name 1..5 self-closing
                  attribute a 6..11 value 9..10 "1"
                  attribute b 11..16 value 14..15 "2"
                  attribute c 20..25 value 23..24 "3"
                11..12 error: expected white space before the attribute 'b' [malformed-xml]
                17..19 error: unexpected '%%' in the start tag of '<view>': expected an attribute, '>' or '/>' [malformed-xml]
                """)
    }

    @Test func textOutsideTheRoot() {
        assertXML(
            "before<view/>after<second/>",
            tree: """
                text 0..6 "before"
                element view 6..13 name 7..11 self-closing
                text 13..18 "after"
                element second 18..27 name 19..25 self-closing
                0..6 error: text before the root element [malformed-xml]
                13..18 error: text after the root element: an XML document has one root element and nothing but comments after it [malformed-xml]
                19..25 error: a second root element '<second>': an XML document has exactly one root element [malformed-xml]
                """)
    }

    @Test func entities() {
        assertXML(
            "<v a=\"&nbsp;&#0;&#xD800;&#1114112;&#;& b\">&unknown; &#99999999999999999999; &amp</v>",
            tree: """
                element v 0..84 name 1..2
                  attribute a 3..41 value 6..40 "&nbsp;&#0;&#xD800;&#1114112;&#;& b"
                  text 42..80 "&unknown; &#99999999999999999999; &amp"
                6..12 error: unknown entity '&nbsp;': XML knows &lt; &gt; &amp; &quot; &apos; and character references such as &#160; [malformed-xml]
                12..16 error: '&#0;' is not a character XML allows [malformed-xml]
                16..24 error: '&#xD800;' is not a character XML allows [malformed-xml]
                24..34 error: '&#1114112;' is not a character XML allows [malformed-xml]
                34..35 error: '&#' is not a character reference: expected digits and ';' (write '&amp;' for a literal '&') [malformed-xml]
                37..38 error: '&' must start an entity reference such as '&amp;'; write '&amp;' for a literal '&' [malformed-xml]
                42..51 error: unknown entity '&unknown;': XML knows &lt; &gt; &amp; &quot; &apos; and character references such as &#160; [malformed-xml]
                52..75 error: '&#99999999999999999999;' is not a character XML allows [malformed-xml]
                76..77 error: '&' must start an entity reference such as '&amp;'; write '&amp;' for a literal '&' [malformed-xml]
                """)
    }

    @Test func declarationNotAtTheStartAndOtherEncodings() {
        assertXML(
            "\n<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><view/><?XML x?>",
            tree: """
                declaration xml 1..44 " version=\\"1.0\\" encoding=\\"ISO-8859-1\\""
                element view 44..51 name 45..49 self-closing
                declaration XML 51..60 " x"
                1..44 error: the XML declaration '<?xml …?>' must be at the very start of the file [malformed-xml]
                31..41 warning: this file declares the encoding 'ISO-8859-1'; view definitions are read as UTF-8 (save it as UTF-8) [malformed-xml]
                51..60 error: the XML declaration '<?xml …?>' must be at the very start of the file [malformed-xml]
                """)
    }

    @Test func doctypeEntitiesAreNeverExpanded() {
        assertXML(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE view [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>\n<view><label class=\"&secret;\"/></view>",
            tree: """
                declaration xml 0..21 " version=\\"1.0\\""
                doctype 22..84 " view [<!ENTITY secret SYSTEM \\"file:///etc/passwd\\">]"
                element view 85..123 name 86..90
                  element label 91..116 name 92..97 self-closing
                    attribute class 98..114 value 105..113 "&secret;"
                105..113 error: unknown entity '&secret;': XML knows &lt; &gt; &amp; &quot; &apos; and character references such as &#160; (entities declared in the DOCTYPE are not expanded) [malformed-xml]
                """)
    }

    @Test func markupThatIsNotAllowed() {
        assertXML(
            "<![CDATA[x]]><view>a ]]> b < c <!bogus> <? ?> </ ></view><!DOCTYPE again>",
            tree: """
                cdata 0..13 "x"
                element view 13..57 name 14..18
                  text 19..31 "a ]]> b < c "
                  processingInstruction  40..45 " "
                doctype 57..73 " again"
                0..9 error: a CDATA section belongs inside an element [malformed-xml]
                21..24 error: ']]>' is not allowed in text outside a CDATA section; write ']]&gt;' [malformed-xml]
                27..28 error: '<' must start a tag; write '&lt;' for a literal '<' [malformed-xml]
                31..39 error: unexpected '<!': expected a comment '<!-- … -->', '<![CDATA[' or '<!DOCTYPE' [malformed-xml]
                40..42 error: expected a name after '<?' [malformed-xml]
                46..49 error: expected an element name after '</' [malformed-xml]
                57..66 error: a DOCTYPE belongs before the root element [malformed-xml]
                """)
    }

    @Test func emptyFile() {
        assertXML(
            "",
            tree: """
                0..0 error: the file is empty: a view definition needs a root element [malformed-xml]
                """)
    }

    @Test func whiteSpaceAndCommentsOnly() {
        assertXML(
            "  <!-- nothing -->\n",
            tree: """
                comment 2..18 " nothing "
                19..19 error: no root element: the file has no element [malformed-xml]
                """)
    }

    @Test func controlCharacters() {
        assertXML(
            "<view a=\"x\u{01}y\">\u{00}\u{02}</view>",
            tree: """
                element view 0..23 name 1..5
                  attribute a 6..13 value 9..12 "x\\u{1}y"
                  text 14..16 "\\u{0}\\u{2}"
                10..11 error: the control character U+0001 is not allowed in XML [malformed-xml]
                14..16 error: the control character U+0000 is not allowed in XML [malformed-xml]
                """)
    }

    @Test func lineBreaksAndWhiteSpaceInValues() {
        assertXML(
            "<view a=\"one\ttwo\r\nthree\nfour\">x\r\ny</view>",
            tree: """
                element view 0..41 name 1..5
                  attribute a 6..29 value 9..28 "one two three four"
                  text 30..34 "x\\ny"
                """)
    }

    @Test func byteOrderMarks() {
        assertXML(bytes: [0xEF, 0xBB, 0xBF] + Array("<?xml version=\"1.0\"?><view/>".utf8), tree: """
            declaration xml 3..24 " version=\\"1.0\\""
            element view 24..31 name 25..29 self-closing
            """)
        assertXML(bytes: [0xFF, 0xFE, 0x3C, 0x00, 0x76, 0x00], tree: """
            0..2 error: this file is UTF-16; view definitions are read as UTF-8 (save it as UTF-8) [malformed-xml]
            """)
    }
}
