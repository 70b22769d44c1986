// The property registry's data: InterfaCSS 1.x's registry (ISSPropertyRegistry.m on master)
// re-expressed as JSON, plus the InterfaCSS 2 additions marked "since": "2". Decoded once by
// `PropertyRegistry.standard`. Docs are written for this project.

let registryJSON = #"""
{
 "$comment": "The property registry: UIKit classes, their properties, value types, enums, parameter vocabularies, nested elements, named colours and pseudo-classes. InterfaCSS 1.x (master) is the base; entries marked \"since\": \"2\" exist only in InterfaCSS 2 (develop). Names match case- and dash-insensitively.",
 "classes": {
  "UIView": {
   "superclass": null,
   "properties": {
    "alpha": {
     "type": "number",
     "doc": "Opacity of the view, 0 (invisible) to 1 (opaque)."
    },
    "autoresizesSubviews": {
     "type": "bool",
     "doc": "Whether subviews are resized automatically when this view's bounds change."
    },
    "autoresizingMask": {
     "type": "enum",
     "enum": "UIViewAutoresizing",
     "doc": "Which edges and dimensions stretch when the superview resizes; several values may be combined.",
     "note": "1.x sets the frame to the superview bounds (or the screen) first if the frame is still empty."
    },
    "backgroundColor": {
     "type": "color",
     "doc": "Fill colour behind the view's content."
    },
    "bounds": {
     "type": "rect",
     "doc": "View's own coordinate rectangle; accepts absolute and parent/window relative rectangles."
    },
    "center": {
     "type": "point",
     "doc": "Centre of the frame in superview coordinates; accepts parent/window relative points."
    },
    "clearsContextBeforeDrawing": {
     "type": "bool",
     "doc": "Whether the drawing buffer is cleared before drawRect runs."
    },
    "clipsToBounds": {
     "type": "bool",
     "doc": "Whether subview drawing is clipped to this view's bounds."
    },
    "contentMode": {
     "type": "enum",
     "enum": "UIViewContentMode",
     "doc": "How content is scaled or positioned when the bounds change."
    },
    "contentScaleFactor": {
     "type": "number",
     "doc": "Points-to-pixels scale used for the backing layer."
    },
    "exclusiveTouch": {
     "type": "bool",
     "doc": "Whether this view blocks touch delivery to other views while tracking."
    },
    "frame": {
     "type": "rect",
     "doc": "Position and size in the superview; accepts absolute, parent/window relative and sizeToFit rectangles."
    },
    "hidden": {
     "type": "bool",
     "doc": "Hides the view when true."
    },
    "layer.anchorPoint": {
     "type": "point",
     "aliases": [
      "anchorPoint"
     ],
     "doc": "Anchor of the backing layer in unit coordinates; 1.x keeps the frame origin in place when it changes."
    },
    "layer.cornerRadius": {
     "type": "number",
     "aliases": [
      "cornerRadius"
     ],
     "doc": "Corner rounding radius of the backing layer."
    },
    "layer.borderColor": {
     "type": "cgColor",
     "aliases": [
      "borderColor"
     ],
     "doc": "Border colour of the backing layer (converted to a CGColor)."
    },
    "layer.borderWidth": {
     "type": "number",
     "aliases": [
      "borderWidth"
     ],
     "doc": "Border line width of the backing layer."
    },
    "layout": {
     "type": "layout",
     "doc": "ISSLayout expression that computes the frame from parent, layout guides or sibling elements (see layout.md)."
    },
    "layoutMargins": {
     "type": "edgeInsets",
     "doc": "Default spacing used when laying out content inside the view."
    },
    "multipleTouchEnabled": {
     "type": "bool",
     "doc": "Whether the view receives more than one touch at a time."
    },
    "opaque": {
     "type": "bool",
     "doc": "Drawing hint: true when the view draws no transparent pixels."
    },
    "layer.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "aliases": [
      "shadowOffset"
     ],
     "doc": "Shadow offset; on views with their own shadowOffset (e.g. UILabel) that one is used, otherwise the layer's."
    },
    "layer.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "aliases": [
      "shadowColor"
     ],
     "doc": "Shadow colour; label-style views use their own shadowColor, other views the layer's."
    },
    "layer.shadowOpacity": {
     "type": "number",
     "aliases": [
      "shadowOpacity"
     ],
     "doc": "Opacity of the layer shadow, 0 to 1."
    },
    "layer.shadowRadius": {
     "type": "number",
     "aliases": [
      "shadowRadius"
     ],
     "doc": "Blur radius of the layer shadow."
    },
    "tintColor": {
     "type": "color",
     "doc": "Tint used by the view and inherited by subviews."
    },
    "tintAdjustmentMode": {
     "type": "enum",
     "enum": "UIViewTintAdjustmentMode",
     "doc": "How the tint colour is adjusted (e.g. dimmed behind alerts)."
    },
    "transform": {
     "type": "transform",
     "doc": "Affine transform built from rotate()/scale()/translate() terms."
    },
    "userInteractionEnabled": {
     "type": "bool",
     "doc": "Whether touch and other user events reach the view."
    },
    "tag": {
     "type": "number",
     "since": "2",
     "doc": "Integer tag identifying the view (InterfaCSS 2)."
    },
    "flexLayoutDirection": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexLayoutDirection",
     "doc": "Layout direction for flexbox children: inherit, ltr or rtl. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexDirection": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexDirection",
     "doc": "Main axis of a flexbox container: column (default), column-reverse, row or row-reverse. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "justifyContent": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexJustify",
     "doc": "Distribution of children along the main axis, e.g. flex-start, center, space-between. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "alignContent": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexAlign",
     "doc": "Alignment of wrapped lines along the cross axis. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "alignItems": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexAlign",
     "doc": "Alignment of children along the cross axis; stretch (default) fills it. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "alignSelf": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexAlign",
     "doc": "This view's own cross-axis alignment, overriding the container's align-items. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "position": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexPosition",
     "doc": "relative (default) lays the view out in the flow; absolute places it by flex-left/top/right/bottom. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexWrap": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexWrap",
     "doc": "Whether children wrap onto several lines: no-wrap (default), wrap, wrap-reverse. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "overflow": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexOverflow",
     "doc": "visible, hidden or scroll. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "display": {
     "type": "enum",
     "since": "2",
     "group": "flexbox",
     "enum": "FlexDisplay",
     "doc": "flex (default) or none (removed from layout). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexGrow": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Share of the free space along the main axis this view takes (default 0). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexShrink": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "How much this view shrinks when space is short (Yoga default 0). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexAspectRatio": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Fixed width/height ratio. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexBasis": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Initial main-axis size before growing or shrinking: points, N% or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexLeft": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Offset of the left edge (with position: absolute, from the parent's edge). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexTop": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Offset of the top edge (with position: absolute, from the parent's edge). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexRight": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Offset of the right edge (with position: absolute, from the parent's edge). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexBottom": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Offset of the bottom edge (with position: absolute, from the parent's edge). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexStart": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Offset of the start edge (with position: absolute, from the parent's edge). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexEnd": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Offset of the end edge (with position: absolute, from the parent's edge). Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "margin": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin on all sides: points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginLeft": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (left): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginTop": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (top): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginRight": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (right): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginBottom": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (bottom): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginStart": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (start): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginEnd": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (end): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginHorizontal": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (horizontal): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "marginVertical": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Margin (vertical): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "padding": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding on all sides: points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingLeft": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (left): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingTop": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (top): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingRight": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (right): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingBottom": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (bottom): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingStart": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (start): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingEnd": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (end): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingHorizontal": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (horizontal): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "paddingVertical": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Padding (vertical): points, N% of the parent's width, or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "borderLeft": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Flexbox border width of the left edge. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "borderTop": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Flexbox border width of the top edge. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "borderRight": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Flexbox border width of the right edge. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "borderBottom": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Flexbox border width of the bottom edge. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "borderStart": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Flexbox border width of the start edge. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "borderEnd": {
     "type": "number",
     "since": "2",
     "group": "flexbox",
     "doc": "Flexbox border width of the end edge. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexWidth": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Width: points, N% of the parent or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexHeight": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Height: points, N% of the parent or auto. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexMinWidth": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Minimum width. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexMinHeight": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Minimum height. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexMaxWidth": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Maximum width. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    },
    "flexMaxHeight": {
     "type": "relativeNumber",
     "since": "2",
     "group": "flexbox",
     "doc": "Maximum height. Flexbox (InterfaCSS 2); turns flexbox layout on for the view."
    }
   }
  },
  "UIControl": {
   "superclass": "UIView",
   "properties": {
    "enabled": {
     "type": "bool",
     "doc": "Whether the control reacts to user interaction. Takes a segment index as parameter on UISegmentedControl (see note).",
     "note": "On UISegmentedControl the 1.x setter reads the first parameter as a segment index; passing a plain number as parameter is not reliably supported by the 1.x parser (ambiguous)."
    },
    "highlighted": {
     "type": "bool",
     "doc": "Highlight state of the control."
    },
    "selected": {
     "type": "bool",
     "doc": "Selection state of the control."
    },
    "contentVerticalAlignment": {
     "type": "enum",
     "enum": "UIControlContentVerticalAlignment",
     "doc": "Vertical placement of the control's content."
    },
    "contentHorizontalAlignment": {
     "type": "enum",
     "enum": "UIControlContentHorizontalAlignment",
     "doc": "Horizontal placement of the control's content."
    }
   }
  },
  "UIScrollView": {
   "superclass": "UIView",
   "properties": {
    "contentOffset": {
     "type": "point",
     "doc": "Scroll position (origin of the visible content). Takes a segment index as parameter on UISegmentedControl (see note).",
     "note": "On UISegmentedControl the 1.x setter reads the first parameter as a segment index; passing a plain number as parameter is not reliably supported by the 1.x parser (ambiguous)."
    },
    "contentSize": {
     "type": "size",
     "doc": "Size of the scrollable content area."
    },
    "contentInset": {
     "type": "edgeInsets",
     "doc": "Extra scrollable padding around the content."
    },
    "directionalLockEnabled": {
     "type": "bool",
     "doc": "Restricts scrolling to one axis at a time."
    },
    "bounces": {
     "type": "bool",
     "doc": "Whether scrolling bounces past the content edges."
    },
    "alwaysBounceVertical": {
     "type": "bool",
     "doc": "Bounce vertically even when content is shorter than the view."
    },
    "alwaysBounceHorizontal": {
     "type": "bool",
     "doc": "Bounce horizontally even when content is narrower than the view."
    },
    "pagingEnabled": {
     "type": "bool",
     "doc": "Snap scrolling to multiples of the view's bounds."
    },
    "scrollEnabled": {
     "type": "bool",
     "doc": "Whether the user may scroll."
    },
    "showsHorizontalScrollIndicator": {
     "type": "bool",
     "doc": "Show the horizontal scroll bar."
    },
    "showsVerticalScrollIndicator": {
     "type": "bool",
     "doc": "Show the vertical scroll bar."
    },
    "scrollIndicatorInsets": {
     "type": "edgeInsets",
     "doc": "Insets applied to the scroll indicators."
    },
    "indicatorStyle": {
     "type": "enum",
     "enum": "UIScrollViewIndicatorStyle",
     "doc": "Visual style of the scroll indicators."
    },
    "decelerationRate": {
     "type": "enum",
     "enum": "UIScrollViewDecelerationRate",
     "doc": "How quickly scrolling slows down after a flick."
    },
    "delaysContentTouches": {
     "type": "bool",
     "doc": "Delay touch-down delivery until it is clear the gesture is not a scroll."
    },
    "canCancelContentTouches": {
     "type": "bool",
     "doc": "Whether a started scroll cancels touches in content views."
    },
    "minimumZoomScale": {
     "type": "number",
     "doc": "Smallest zoom factor allowed."
    },
    "maximumZoomScale": {
     "type": "number",
     "doc": "Largest zoom factor allowed."
    },
    "bouncesZoom": {
     "type": "bool",
     "doc": "Whether zooming bounces past its limits."
    },
    "scrollsToTop": {
     "type": "bool",
     "doc": "Whether a status-bar tap scrolls to the top."
    },
    "keyboardDismissMode": {
     "type": "enum",
     "enum": "UIScrollViewKeyboardDismissMode",
     "doc": "When dragging dismisses the keyboard."
    }
   }
  },
  "UITableView": {
   "superclass": "UIScrollView",
   "properties": {
    "rowHeight": {
     "type": "number",
     "doc": "Default height of rows."
    },
    "sectionHeaderHeight": {
     "type": "number",
     "doc": "Default height of section headers."
    },
    "sectionFooterHeight": {
     "type": "number",
     "doc": "Default height of section footers."
    },
    "estimatedRowHeight": {
     "type": "number",
     "doc": "Row height estimate used before real heights are known."
    },
    "estimatedSectionHeaderHeight": {
     "type": "number",
     "doc": "Header height estimate."
    },
    "estimatedSectionFooterHeight": {
     "type": "number",
     "doc": "Footer height estimate."
    },
    "separatorInset": {
     "type": "edgeInsets",
     "doc": "Insets of the row separator lines."
    },
    "allowsSelection": {
     "type": "bool",
     "doc": "Whether rows can be selected."
    },
    "allowsSelectionDuringEditing": {
     "type": "bool",
     "doc": "Whether rows can be selected in edit mode."
    },
    "allowsMultipleSelection": {
     "type": "bool",
     "doc": "Whether several rows can be selected at once."
    },
    "allowsMultipleSelectionDuringEditing": {
     "type": "bool",
     "doc": "Multiple selection while editing."
    },
    "sectionIndexMinimumDisplayRowCount": {
     "type": "number",
     "doc": "Row count from which the section index is shown."
    },
    "sectionIndexColor": {
     "type": "color",
     "doc": "Text colour of the section index."
    },
    "sectionIndexBackgroundColor": {
     "type": "color",
     "doc": "Background of the section index."
    },
    "sectionIndexTrackingBackgroundColor": {
     "type": "color",
     "doc": "Background of the section index while it is touched."
    },
    "separatorStyle": {
     "type": "enum",
     "enum": "UITableViewCellSeparatorStyle",
     "doc": "Style of the row separators (iOS only)."
    },
    "separatorColor": {
     "type": "color",
     "doc": "Colour of the row separators."
    }
   }
  },
  "UIWebView": {
   "superclass": "UIView",
   "properties": {
    "scalesPageToFit": {
     "type": "bool",
     "doc": "Scale the page to fit the view."
    },
    "allowsInlineMediaPlayback": {
     "type": "bool",
     "doc": "Play video inline instead of full screen."
    },
    "suppressesIncrementalRendering": {
     "type": "bool",
     "doc": "Render only when the page has fully loaded."
    },
    "keyboardDisplayRequiresUserAction": {
     "type": "bool",
     "doc": "Only show the keyboard after a user tap."
    },
    "pageLength": {
     "type": "number",
     "doc": "Length of each page when paginating."
    },
    "gapBetweenPages": {
     "type": "number",
     "doc": "Gap between paginated pages."
    },
    "dataDetectorTypes": {
     "type": "enum",
     "enum": "UIDataDetectorTypes",
     "doc": "Kinds of data turned into links (single value in this definition).",
     "note": "Shares its name with the UITextView flag-set definition; see enum note."
    },
    "mediaPlaybackRequiresUserAction": {
     "type": "bool",
     "doc": "Require a user gesture before media plays."
    },
    "mediaPlaybackAllowsAirPlay": {
     "type": "bool",
     "doc": "Allow AirPlay for media."
    },
    "paginationMode": {
     "type": "enum",
     "enum": "UIWebPaginationMode",
     "doc": "How web content is split into pages."
    },
    "paginationBreakingMode": {
     "type": "enum",
     "enum": "UIWebPaginationBreakingMode",
     "doc": "Whether pagination breaks by page or column."
    }
   },
   "platforms": [
    "iOS"
   ]
  },
  "UITableViewCell": {
   "superclass": "UIView",
   "properties": {
    "selectionStyle": {
     "type": "enum",
     "enum": "UITableViewCellSelectionStyle",
     "doc": "Highlight style when the cell is selected.",
     "note": "1.x declares a second selectionStyle on cells with editing-style values (none/delete/insert); which wins is not deterministic."
    },
    "selected": {
     "type": "bool",
     "doc": "Selection state."
    },
    "highlighted": {
     "type": "bool",
     "doc": "Highlight state."
    },
    "showsReorderControl": {
     "type": "bool",
     "doc": "Show the reorder handle in edit mode."
    },
    "shouldIndentWhileEditing": {
     "type": "bool",
     "doc": "Indent the cell in edit mode."
    },
    "accessoryType": {
     "type": "enum",
     "enum": "UITableViewCellAccessoryType",
     "doc": "Standard accessory at the trailing edge (iOS)."
    },
    "editingAccessoryType": {
     "type": "enum",
     "enum": "UITableViewCellAccessoryType",
     "doc": "Accessory shown in edit mode (iOS)."
    },
    "indentationLevel": {
     "type": "number",
     "doc": "Indentation level of the content."
    },
    "indentationWidth": {
     "type": "number",
     "doc": "Width of one indentation level."
    },
    "separatorInset": {
     "type": "edgeInsets",
     "doc": "Insets of this cell's separator."
    },
    "editing": {
     "type": "bool",
     "doc": "Edit-mode state."
    }
   }
  },
  "UICollectionView": {
   "superclass": "UIScrollView",
   "properties": {
    "allowsSelection": {
     "type": "bool",
     "doc": "Whether items can be selected."
    },
    "allowsMultipleSelection": {
     "type": "bool",
     "doc": "Whether several items can be selected at once."
    },
    "collectionViewLayout.scrollDirection": {
     "type": "enum",
     "enum": "UICollectionViewScrollDirection",
     "aliases": [
      "scrollDirection"
     ],
     "doc": "Scroll axis of the flow layout."
    },
    "collectionViewLayout.minimumLineSpacing": {
     "type": "number",
     "aliases": [
      "minimumLineSpacing"
     ],
     "doc": "Flow layout: minimum spacing between lines."
    },
    "collectionViewLayout.minimumInteritemSpacing": {
     "type": "number",
     "aliases": [
      "minimumInteritemSpacing"
     ],
     "doc": "Flow layout: minimum spacing between items in a line."
    },
    "collectionViewLayout.itemSize": {
     "type": "size",
     "aliases": [
      "itemSize"
     ],
     "doc": "Flow layout: default item size."
    },
    "collectionViewLayout.estimatedItemSize": {
     "type": "size",
     "aliases": [
      "estimatedItemSize"
     ],
     "doc": "Flow layout: estimated item size for self-sizing cells."
    },
    "collectionViewLayout.sectionInset": {
     "type": "edgeInsets",
     "aliases": [
      "sectionInset"
     ],
     "doc": "Flow layout: margins around each section."
    },
    "collectionViewLayout.headerReferenceSize": {
     "type": "size",
     "aliases": [
      "headerReferenceSize"
     ],
     "doc": "Flow layout: size of section headers."
    },
    "collectionViewLayout.footerReferenceSize": {
     "type": "size",
     "aliases": [
      "footerReferenceSize"
     ],
     "doc": "Flow layout: size of section footers."
    }
   }
  },
  "UINavigationBar": {
   "superclass": "UIView",
   "properties": {
    "barStyle": {
     "type": "enum",
     "enum": "UIBarStyle",
     "doc": "Appearance preset of the bar (iOS)."
    },
    "translucent": {
     "type": "bool",
     "doc": "Whether the bar is see-through."
    },
    "barTintColor": {
     "type": "color",
     "doc": "Background tint of the bar."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image; parameters are bar position and bar metrics."
    },
    "shadowImage": {
     "type": "image",
     "parameters": "barPosition",
     "doc": "Hairline shadow image."
    },
    "backIndicatorImage": {
     "type": "image",
     "doc": "Image of the back chevron."
    },
    "backIndicatorTransitionMaskImage": {
     "type": "image",
     "doc": "Mask used while animating the back chevron."
    },
    "titleTextAttributes.font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Font stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Foreground colour stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Colour of the text shadow stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "doc": "Offset of the text shadow stored in the titleTextAttributes dictionary."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Title font; applied to the title text attributes for the given control state."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Title colour; applied to the title text attributes for the given control state."
    },
    "layer.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "aliases": [
      "shadowColor"
     ],
     "doc": "Title shadow colour (text attributes) on bar items and segmented controls."
    },
    "layer.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "aliases": [
      "shadowOffset"
     ],
     "doc": "Title shadow offset (text attributes) on bar items and segmented controls."
    }
   }
  },
  "UISearchBar": {
   "superclass": "UIView",
   "properties": {
    "barStyle": {
     "type": "enum",
     "enum": "UIBarStyle",
     "doc": "Appearance preset of the bar (iOS)."
    },
    "text": {
     "type": "string",
     "doc": "Current search text."
    },
    "prompt": {
     "type": "string",
     "doc": "Single line shown above the bar."
    },
    "placeholder": {
     "type": "string",
     "doc": "Hint text shown while empty."
    },
    "showsBookmarkButton": {
     "type": "bool",
     "doc": "Show the bookmark button."
    },
    "showsCancelButton": {
     "type": "bool",
     "doc": "Show the cancel button."
    },
    "showsSearchResultsButton": {
     "type": "bool",
     "doc": "Show the results-list button."
    },
    "searchResultsButtonSelected": {
     "type": "bool",
     "doc": "Selection state of the results-list button."
    },
    "barTintColor": {
     "type": "color",
     "doc": "Background tint of the bar."
    },
    "searchBarStyle": {
     "type": "enum",
     "enum": "UISearchBarStyle",
     "doc": "Visual style of the search bar."
    },
    "translucent": {
     "type": "bool",
     "doc": "Whether the bar is see-through."
    },
    "showsScopeBar": {
     "type": "bool",
     "doc": "Show the scope buttons."
    },
    "scopeBarBackgroundImage": {
     "type": "image",
     "doc": "Background image of the scope bar."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image; parameters are bar position and bar metrics."
    },
    "searchFieldBackgroundImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Background of the text field, per control state."
    },
    "imageForSearchBarIcon": {
     "type": "image",
     "parameters": "searchBarIconAndControlState",
     "doc": "Icon image; parameters are icon kind and control state."
    },
    "scopeBarButtonBackgroundImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Scope button background per control state."
    },
    "scopeBarButtonDividerImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Scope button divider; parameters are left and right state."
    },
    "scopeBarButtonTitleTextAttributes.font": {
     "type": "font",
     "parameters": "controlState",
     "aliases": [
      "scopeBarButtonTitleFont"
     ],
     "doc": "Font of the scope button titles (iOS)."
    },
    "scopeBarButtonTitleTextAttributes.textColor": {
     "type": "color",
     "parameters": "controlState",
     "aliases": [
      "scopeBarButtonTitleTextColor"
     ],
     "doc": "Colour of the scope button titles (iOS)."
    },
    "scopeBarButtonTitleTextAttributes.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "aliases": [
      "scopeBarButtonTitleShadowColor"
     ],
     "doc": "Shadow colour of the scope button titles (iOS)."
    },
    "scopeBarButtonTitleTextAttributes.shadowOffset": {
     "type": "offset",
     "parameters": "controlState",
     "aliases": [
      "scopeBarButtonTitleShadowOffset"
     ],
     "doc": "Shadow offset of the scope button titles (iOS)."
    },
    "searchFieldBackgroundPositionAdjustment": {
     "type": "offset",
     "doc": "Shift of the text field background."
    },
    "searchTextPositionAdjustment": {
     "type": "offset",
     "doc": "Shift of the text inside the field."
    },
    "positionAdjustmentForSearchBarIcon": {
     "type": "offset",
     "parameters": "searchBarIcon",
     "doc": "Shift of an icon; parameter is the icon kind."
    },
    "autocapitalizationType": {
     "type": "enum",
     "enum": "UITextAutocapitalizationType",
     "doc": "Automatic capitalisation behaviour of the keyboard."
    },
    "autocorrectionType": {
     "type": "enum",
     "enum": "UITextAutocorrectionType",
     "doc": "Whether autocorrection is used."
    },
    "enablesReturnKeyAutomatically": {
     "type": "bool",
     "doc": "Disable the return key while the text is empty."
    },
    "keyboardAppearance": {
     "type": "enum",
     "enum": "UIKeyboardAppearance",
     "doc": "Light or dark keyboard."
    },
    "keyboardType": {
     "type": "enum",
     "enum": "UIKeyboardType",
     "doc": "Kind of keyboard shown."
    },
    "returnKeyType": {
     "type": "enum",
     "enum": "UIReturnKeyType",
     "doc": "Label of the return key."
    },
    "secureTextEntry": {
     "type": "bool",
     "doc": "Mask typed characters (passwords)."
    },
    "spellCheckingType": {
     "type": "enum",
     "enum": "UITextSpellCheckingType",
     "doc": "Whether spell checking is used."
    }
   }
  },
  "UIToolbar": {
   "superclass": "UIView",
   "properties": {
    "barStyle": {
     "type": "enum",
     "enum": "UIBarStyle",
     "doc": "Appearance preset of the bar (iOS)."
    },
    "translucent": {
     "type": "bool",
     "doc": "Whether the bar is see-through."
    },
    "barTintColor": {
     "type": "color",
     "doc": "Background tint of the bar."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image; parameters are bar position and bar metrics."
    },
    "shadowImage": {
     "type": "image",
     "parameters": "barPosition",
     "doc": "Hairline shadow image, optionally per bar position."
    }
   },
   "platforms": [
    "iOS"
   ]
  },
  "UIBarButtonItem": {
   "superclass": null,
   "properties": {
    "landscapeImagePhone": {
     "type": "image",
     "doc": "Image used in compact-height landscape."
    },
    "landscapeImagePhoneInsets": {
     "type": "edgeInsets",
     "doc": "Insets of the landscape image."
    },
    "style": {
     "type": "enum",
     "enum": "UIBarButtonItemStyle",
     "doc": "Visual style of the item."
    },
    "width": {
     "type": "number",
     "doc": "Fixed width of the item."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image; parameters are control state and bar metrics."
    },
    "backgroundVerticalPositionAdjustment": {
     "type": "number",
     "parameters": "barMetrics",
     "doc": "Vertical shift of the background per bar metrics."
    },
    "titlePositionAdjustment": {
     "type": "offset",
     "parameters": "barMetrics",
     "doc": "Offset of the title per bar metrics."
    },
    "backButtonBackgroundImage": {
     "type": "image",
     "parameters": "barMetricsAndControlState",
     "doc": "Back-button background; parameters are control state and bar metrics (iOS)."
    },
    "backButtonBackgroundVerticalPositionAdjustment": {
     "type": "number",
     "parameters": "barMetrics",
     "doc": "Vertical shift of the back-button background (iOS)."
    },
    "backButtonTitlePositionAdjustment": {
     "type": "offset",
     "parameters": "barMetrics",
     "doc": "Offset of the back-button title (iOS)."
    },
    "title": {
     "type": "string",
     "parameters": "controlState",
     "doc": "Title of the item."
    },
    "enabled": {
     "type": "bool",
     "doc": "Whether the item is enabled."
    },
    "image": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Image of the item."
    },
    "imageInsets": {
     "type": "edgeInsets",
     "doc": "Insets around the item image."
    },
    "titleTextAttributes.font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Font stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Foreground colour stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Colour of the text shadow stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "doc": "Offset of the text shadow stored in the titleTextAttributes dictionary."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Title font; applied to the title text attributes for the given control state."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Title colour; applied to the title text attributes for the given control state."
    },
    "layer.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "aliases": [
      "shadowColor"
     ],
     "doc": "Title shadow colour (text attributes) on bar items and segmented controls."
    },
    "layer.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "aliases": [
      "shadowOffset"
     ],
     "doc": "Title shadow offset (text attributes) on bar items and segmented controls."
    }
   },
   "uikitSuperclass": "UIBarItem",
   "note": "Not a UIView; styled through the InterfaCSS element API. Inherits nothing from UIView in the registry."
  },
  "UITabBar": {
   "superclass": "UIView",
   "properties": {
    "barTintColor": {
     "type": "color",
     "doc": "Background tint of the bar."
    },
    "selectedImageTintColor": {
     "type": "color",
     "doc": "Tint of the selected item's image (legacy)."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image of the bar."
    },
    "selectionIndicatorImage": {
     "type": "image",
     "doc": "Image drawn behind the selected item."
    },
    "shadowImage": {
     "type": "image",
     "parameters": "barPosition",
     "doc": "Hairline shadow image."
    },
    "itemPositioning": {
     "type": "enum",
     "enum": "UITabBarItemPositioning",
     "doc": "How items are laid out."
    },
    "itemWidth": {
     "type": "number",
     "doc": "Width of items when centered."
    },
    "itemSpacing": {
     "type": "number",
     "doc": "Spacing between items when centered."
    },
    "barStyle": {
     "type": "enum",
     "enum": "UIBarStyle",
     "doc": "Appearance preset of the bar (iOS)."
    },
    "translucent": {
     "type": "bool",
     "doc": "Whether the bar is see-through."
    }
   }
  },
  "UITabBarItem": {
   "superclass": null,
   "properties": {
    "selectedImage": {
     "type": "image",
     "doc": "Image shown when the item is selected."
    },
    "titlePositionAdjustment": {
     "type": "offset",
     "parameters": "barMetrics",
     "doc": "Offset of the title."
    },
    "title": {
     "type": "string",
     "parameters": "controlState",
     "doc": "Title of the item."
    },
    "enabled": {
     "type": "bool",
     "doc": "Whether the item is enabled."
    },
    "image": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Image of the item."
    },
    "imageInsets": {
     "type": "edgeInsets",
     "doc": "Insets around the item image."
    },
    "titleTextAttributes.font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Font stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Foreground colour stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Colour of the text shadow stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "doc": "Offset of the text shadow stored in the titleTextAttributes dictionary."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Title font; applied to the title text attributes for the given control state."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Title colour; applied to the title text attributes for the given control state."
    },
    "layer.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "aliases": [
      "shadowColor"
     ],
     "doc": "Title shadow colour (text attributes) on bar items and segmented controls."
    },
    "layer.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "aliases": [
      "shadowOffset"
     ],
     "doc": "Title shadow offset (text attributes) on bar items and segmented controls."
    }
   },
   "uikitSuperclass": "UIBarItem",
   "note": "Not a UIView; styled through the InterfaCSS element API. Inherits nothing from UIView in the registry."
  },
  "UIActivityIndicatorView": {
   "superclass": "UIView",
   "properties": {
    "activityIndicatorViewStyle": {
     "type": "enum",
     "enum": "UIActivityIndicatorViewStyle",
     "doc": "Size/colour preset of the spinner."
    },
    "color": {
     "type": "color",
     "doc": "Colour of the spinner."
    },
    "hidesWhenStopped": {
     "type": "bool",
     "doc": "Hide the spinner when it is not animating."
    },
    "animating": {
     "type": "bool",
     "doc": "true starts the spinner, false stops it."
    }
   }
  },
  "UIButton": {
   "superclass": "UIControl",
   "properties": {
    "showsTouchWhenHighlighted": {
     "type": "bool",
     "doc": "Show a glow when the button is tapped."
    },
    "adjustsImageWhenHighlighted": {
     "type": "bool",
     "doc": "Darken the image while highlighted."
    },
    "adjustsImageWhenDisabled": {
     "type": "bool",
     "doc": "Dim the image while disabled."
    },
    "contentEdgeInsets": {
     "type": "edgeInsets",
     "doc": "Padding around the whole button content."
    },
    "titleEdgeInsets": {
     "type": "edgeInsets",
     "doc": "Padding around the title."
    },
    "imageEdgeInsets": {
     "type": "edgeInsets",
     "doc": "Padding around the image."
    },
    "reversesTitleShadowWhenHighlighted": {
     "type": "bool",
     "doc": "Flip the title shadow while highlighted."
    },
    "title": {
     "type": "string",
     "parameters": "controlState",
     "doc": "Title text for a control state."
    },
    "attributedTitle": {
     "type": "attributedString",
     "parameters": "controlState",
     "doc": "Styled title for a control state."
    },
    "titleColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Title colour for a control state.",
     "aliases": [
      "color"
     ]
    },
    "titleShadowColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Title shadow colour for a control state."
    },
    "image": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Foreground image for a control state."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image for a control state."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Title font (1.x applies it to titleLabel.font).",
     "note": "Not in the 1.x UIButton group, but the generic definition handles buttons; resolved globally by name."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Alias behaviour: on buttons it sets the title colour for the given state.",
     "note": "Not in the 1.x UIButton group; resolved globally by name."
    },
    "fontFamily": {
     "type": "string",
     "since": "2",
     "doc": "Font family name, or system (InterfaCSS 2 compound font property)."
    },
    "fontSize": {
     "type": "number",
     "since": "2",
     "doc": "Font size in points (InterfaCSS 2 compound font property)."
    },
    "fontWeight": {
     "type": "enum",
     "enum": "FontWeight",
     "since": "2",
     "doc": "Font weight: ultralight … black, or a CSS weight 100–900 (InterfaCSS 2)."
    },
    "fontScalingStyle": {
     "type": "enum",
     "enum": "FontTextStyle",
     "since": "2",
     "doc": "Dynamic Type text style the font scales with, e.g. body, largeTitle (InterfaCSS 2)."
    }
   }
  },
  "UILabel": {
   "superclass": "UIView",
   "properties": {
    "baselineAdjustment": {
     "type": "enum",
     "enum": "UIBaselineAdjustment",
     "doc": "Vertical adjustment of text when the font shrinks."
    },
    "lineBreakMode": {
     "type": "enum",
     "enum": "NSLineBreakMode",
     "doc": "How overflowing text wraps or is truncated."
    },
    "numberOfLines": {
     "type": "number",
     "doc": "Maximum line count; 0 means unlimited."
    },
    "preferredMaxLayoutWidth": {
     "type": "number",
     "doc": "Width used to compute the multi-line intrinsic size."
    },
    "highlightedTextColor": {
     "type": "color",
     "doc": "Text colour while highlighted."
    },
    "text": {
     "type": "string",
     "doc": "Plain text content."
    },
    "attributedText": {
     "type": "attributedString",
     "doc": "Styled text content."
    },
    "minimumScaleFactor": {
     "type": "number",
     "doc": "Smallest font scale allowed when shrinking."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Font of the text."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Colour of the text.",
     "aliases": [
      "color"
     ]
    },
    "textAlignment": {
     "type": "enum",
     "enum": "NSTextAlignment",
     "aliases": [
      "textAlign"
     ],
     "doc": "Horizontal alignment of the text."
    },
    "adjustsFontSizeToFitWidth": {
     "type": "bool",
     "doc": "Shrink the font to make the text fit."
    },
    "minimumFontSize": {
     "type": "number",
     "doc": "Smallest font size allowed when shrinking (legacy)."
    },
    "enabled": {
     "type": "bool",
     "doc": "Whether the label draws its text as enabled (dimmed when NO)."
    },
    "highlighted": {
     "type": "bool",
     "doc": "Whether the label draws its text with highlightedTextColor."
    },
    "fontFamily": {
     "type": "string",
     "since": "2",
     "doc": "Font family name, or system (InterfaCSS 2 compound font property)."
    },
    "fontSize": {
     "type": "number",
     "since": "2",
     "doc": "Font size in points (InterfaCSS 2 compound font property)."
    },
    "fontWeight": {
     "type": "enum",
     "enum": "FontWeight",
     "since": "2",
     "doc": "Font weight: ultralight … black, or a CSS weight 100–900 (InterfaCSS 2)."
    },
    "fontScalingStyle": {
     "type": "enum",
     "enum": "FontTextStyle",
     "since": "2",
     "doc": "Dynamic Type text style the font scales with, e.g. body, largeTitle (InterfaCSS 2)."
    }
   }
  },
  "UIProgressView": {
   "superclass": "UIView",
   "properties": {
    "progressTintColor": {
     "type": "color",
     "doc": "Colour of the filled part."
    },
    "progressImage": {
     "type": "image",
     "doc": "Image for the filled part."
    },
    "progressViewStyle": {
     "type": "enum",
     "enum": "UIProgressViewStyle",
     "doc": "Visual style of the bar (iOS only)."
    },
    "trackTintColor": {
     "type": "color",
     "doc": "Colour of the unfilled track."
    },
    "trackImage": {
     "type": "image",
     "doc": "Image for the unfilled track."
    }
   }
  },
  "UISegmentedControl": {
   "superclass": "UIControl",
   "properties": {
    "apportionsSegmentWidthsByContent": {
     "type": "bool",
     "doc": "Size segments by their content."
    },
    "momentary": {
     "type": "bool",
     "doc": "Do not keep a selected segment."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image; parameters are control state and bar metrics."
    },
    "contentPositionAdjustment": {
     "type": "offset",
     "parameters": "barMetricsSegmentAndControlState",
     "doc": "Offset of segment content; parameters are segment type and bar metrics."
    },
    "dividerImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Divider image; parameters are left state, right state (and bar metrics on segmented controls)."
    },
    "title": {
     "type": "string",
     "parameters": "controlState",
     "doc": "Title of a segment (segment index parameter).",
     "note": "On UISegmentedControl the 1.x setter reads the first parameter as a segment index; passing a plain number as parameter is not reliably supported by the 1.x parser (ambiguous)."
    },
    "image": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Image of a segment (segment index parameter).",
     "note": "On UISegmentedControl the 1.x setter reads the first parameter as a segment index; passing a plain number as parameter is not reliably supported by the 1.x parser (ambiguous)."
    },
    "enabled": {
     "type": "bool",
     "doc": "Enables a segment (segment index parameter).",
     "note": "On UISegmentedControl the 1.x setter reads the first parameter as a segment index; passing a plain number as parameter is not reliably supported by the 1.x parser (ambiguous)."
    },
    "contentOffset": {
     "type": "point",
     "doc": "Content offset of a segment (segment index parameter).",
     "note": "On UISegmentedControl the 1.x setter reads the first parameter as a segment index; passing a plain number as parameter is not reliably supported by the 1.x parser (ambiguous)."
    },
    "width": {
     "type": "number",
     "doc": "Width of a segment (segment index parameter).",
     "note": "On UISegmentedControl the 1.x setter reads the first parameter as a segment index; passing a plain number as parameter is not reliably supported by the 1.x parser (ambiguous)."
    },
    "titleTextAttributes.font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Font stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Foreground colour stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Colour of the text shadow stored in the titleTextAttributes dictionary."
    },
    "titleTextAttributes.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "doc": "Offset of the text shadow stored in the titleTextAttributes dictionary."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Title font; applied to the title text attributes for the given control state."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Title colour; applied to the title text attributes for the given control state."
    },
    "layer.shadowColor": {
     "type": "color",
     "parameters": "controlState",
     "aliases": [
      "shadowColor"
     ],
     "doc": "Title shadow colour (text attributes) on bar items and segmented controls."
    },
    "layer.shadowOffset": {
     "type": "size",
     "parameters": "controlState",
     "aliases": [
      "shadowOffset"
     ],
     "doc": "Title shadow offset (text attributes) on bar items and segmented controls."
    }
   }
  },
  "UITextField": {
   "superclass": "UIControl",
   "properties": {
    "clearsOnBeginEditing": {
     "type": "bool",
     "doc": "Clear the text when editing starts."
    },
    "borderStyle": {
     "type": "enum",
     "enum": "UITextBorderStyle",
     "doc": "Border drawn around the field."
    },
    "background": {
     "type": "image",
     "doc": "Background image of the enabled field."
    },
    "disabledBackground": {
     "type": "image",
     "doc": "Background image of the disabled field."
    },
    "placeholder": {
     "type": "string",
     "doc": "Hint text shown while empty."
    },
    "leftViewMode": {
     "type": "enum",
     "enum": "UITextFieldViewMode",
     "doc": "When the left overlay view is shown."
    },
    "rightViewMode": {
     "type": "enum",
     "enum": "UITextFieldViewMode",
     "doc": "When the right overlay view is shown."
    },
    "defaultTextAttributes.font": {
     "type": "font",
     "doc": "Font stored in the defaultTextAttributes dictionary."
    },
    "defaultTextAttributes.textColor": {
     "type": "color",
     "doc": "Foreground colour stored in the defaultTextAttributes dictionary."
    },
    "defaultTextAttributes.shadowColor": {
     "type": "color",
     "doc": "Colour of the text shadow stored in the defaultTextAttributes dictionary."
    },
    "defaultTextAttributes.shadowOffset": {
     "type": "size",
     "doc": "Offset of the text shadow stored in the defaultTextAttributes dictionary."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Font of the text."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Colour of the text.",
     "aliases": [
      "color"
     ]
    },
    "textAlignment": {
     "type": "enum",
     "enum": "NSTextAlignment",
     "aliases": [
      "textAlign"
     ],
     "doc": "Horizontal alignment of the text."
    },
    "clearsOnInsertion": {
     "type": "bool",
     "doc": "Replace the text on the next insertion."
    },
    "text": {
     "type": "string",
     "doc": "Plain text content."
    },
    "attributedText": {
     "type": "attributedString",
     "doc": "Styled text content."
    },
    "autocapitalizationType": {
     "type": "enum",
     "enum": "UITextAutocapitalizationType",
     "doc": "Automatic capitalisation behaviour of the keyboard."
    },
    "autocorrectionType": {
     "type": "enum",
     "enum": "UITextAutocorrectionType",
     "doc": "Whether autocorrection is used."
    },
    "enablesReturnKeyAutomatically": {
     "type": "bool",
     "doc": "Disable the return key while the text is empty."
    },
    "keyboardAppearance": {
     "type": "enum",
     "enum": "UIKeyboardAppearance",
     "doc": "Light or dark keyboard."
    },
    "keyboardType": {
     "type": "enum",
     "enum": "UIKeyboardType",
     "doc": "Kind of keyboard shown."
    },
    "returnKeyType": {
     "type": "enum",
     "enum": "UIReturnKeyType",
     "doc": "Label of the return key."
    },
    "secureTextEntry": {
     "type": "bool",
     "doc": "Mask typed characters (passwords)."
    },
    "spellCheckingType": {
     "type": "enum",
     "enum": "UITextSpellCheckingType",
     "doc": "Whether spell checking is used."
    },
    "adjustsFontSizeToFitWidth": {
     "type": "bool",
     "doc": "Shrink the font to make the text fit."
    },
    "minimumFontSize": {
     "type": "number",
     "doc": "Smallest font size allowed when shrinking (legacy)."
    },
    "fontFamily": {
     "type": "string",
     "since": "2",
     "doc": "Font family name, or system (InterfaCSS 2 compound font property)."
    },
    "fontSize": {
     "type": "number",
     "since": "2",
     "doc": "Font size in points (InterfaCSS 2 compound font property)."
    },
    "fontWeight": {
     "type": "enum",
     "enum": "FontWeight",
     "since": "2",
     "doc": "Font weight: ultralight … black, or a CSS weight 100–900 (InterfaCSS 2)."
    },
    "fontScalingStyle": {
     "type": "enum",
     "enum": "FontTextStyle",
     "since": "2",
     "doc": "Dynamic Type text style the font scales with, e.g. body, largeTitle (InterfaCSS 2)."
    }
   }
  },
  "UITextView": {
   "superclass": "UIScrollView",
   "properties": {
    "allowsEditingTextAttributes": {
     "type": "bool",
     "doc": "Allow the user to change text styling."
    },
    "dataDetectorTypes": {
     "type": "enum",
     "enum": "UIDataDetectorTypes",
     "doc": "Kinds of data turned into links; values combine.",
     "note": "Flag set here; see enum note about the name clash with UIWebView."
    },
    "editable": {
     "type": "bool",
     "doc": "Whether the text can be edited."
    },
    "selectable": {
     "type": "bool",
     "doc": "Whether the text can be selected."
    },
    "textContainerInset": {
     "type": "edgeInsets",
     "doc": "Padding between the view edge and the text."
    },
    "typingAttributes.font": {
     "type": "font",
     "doc": "Font stored in the typingAttributes dictionary."
    },
    "typingAttributes.textColor": {
     "type": "color",
     "doc": "Foreground colour stored in the typingAttributes dictionary."
    },
    "typingAttributes.shadowColor": {
     "type": "color",
     "doc": "Colour of the text shadow stored in the typingAttributes dictionary."
    },
    "typingAttributes.shadowOffset": {
     "type": "size",
     "doc": "Offset of the text shadow stored in the typingAttributes dictionary."
    },
    "linkTextAttributes.font": {
     "type": "font",
     "doc": "Font stored in the linkTextAttributes dictionary."
    },
    "linkTextAttributes.textColor": {
     "type": "color",
     "doc": "Foreground colour stored in the linkTextAttributes dictionary."
    },
    "linkTextAttributes.shadowColor": {
     "type": "color",
     "doc": "Colour of the text shadow stored in the linkTextAttributes dictionary."
    },
    "linkTextAttributes.shadowOffset": {
     "type": "size",
     "doc": "Offset of the text shadow stored in the linkTextAttributes dictionary."
    },
    "font": {
     "type": "font",
     "parameters": "controlState",
     "doc": "Font of the text."
    },
    "textColor": {
     "type": "color",
     "parameters": "controlState",
     "doc": "Colour of the text.",
     "aliases": [
      "color"
     ]
    },
    "textAlignment": {
     "type": "enum",
     "enum": "NSTextAlignment",
     "aliases": [
      "textAlign"
     ],
     "doc": "Horizontal alignment of the text."
    },
    "clearsOnInsertion": {
     "type": "bool",
     "doc": "Replace the text on the next insertion."
    },
    "text": {
     "type": "string",
     "doc": "Plain text content."
    },
    "attributedText": {
     "type": "attributedString",
     "doc": "Styled text content."
    },
    "autocapitalizationType": {
     "type": "enum",
     "enum": "UITextAutocapitalizationType",
     "doc": "Automatic capitalisation behaviour of the keyboard."
    },
    "autocorrectionType": {
     "type": "enum",
     "enum": "UITextAutocorrectionType",
     "doc": "Whether autocorrection is used."
    },
    "enablesReturnKeyAutomatically": {
     "type": "bool",
     "doc": "Disable the return key while the text is empty."
    },
    "keyboardAppearance": {
     "type": "enum",
     "enum": "UIKeyboardAppearance",
     "doc": "Light or dark keyboard."
    },
    "keyboardType": {
     "type": "enum",
     "enum": "UIKeyboardType",
     "doc": "Kind of keyboard shown."
    },
    "returnKeyType": {
     "type": "enum",
     "enum": "UIReturnKeyType",
     "doc": "Label of the return key."
    },
    "secureTextEntry": {
     "type": "bool",
     "doc": "Mask typed characters (passwords)."
    },
    "spellCheckingType": {
     "type": "enum",
     "enum": "UITextSpellCheckingType",
     "doc": "Whether spell checking is used."
    },
    "fontFamily": {
     "type": "string",
     "since": "2",
     "doc": "Font family name, or system (InterfaCSS 2 compound font property)."
    },
    "fontSize": {
     "type": "number",
     "since": "2",
     "doc": "Font size in points (InterfaCSS 2 compound font property)."
    },
    "fontWeight": {
     "type": "enum",
     "enum": "FontWeight",
     "since": "2",
     "doc": "Font weight: ultralight … black, or a CSS weight 100–900 (InterfaCSS 2)."
    },
    "fontScalingStyle": {
     "type": "enum",
     "enum": "FontTextStyle",
     "since": "2",
     "doc": "Dynamic Type text style the font scales with, e.g. body, largeTitle (InterfaCSS 2)."
    }
   }
  },
  "UISlider": {
   "superclass": "UIControl",
   "properties": {
    "value": {
     "type": "number",
     "doc": "Current value."
    },
    "minimumValue": {
     "type": "number",
     "doc": "Lower bound."
    },
    "maximumValue": {
     "type": "number",
     "doc": "Upper bound."
    },
    "minimumValueImage": {
     "type": "image",
     "doc": "Image at the minimum end."
    },
    "maximumValueImage": {
     "type": "image",
     "doc": "Image at the maximum end."
    },
    "minimumTrackTintColor": {
     "type": "color",
     "doc": "Colour of the track below the knob."
    },
    "maximumTrackTintColor": {
     "type": "color",
     "doc": "Colour of the track above the knob."
    },
    "thumbTintColor": {
     "type": "color",
     "doc": "Colour of the knob."
    },
    "maximumTrackImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Track image above the knob, per control state."
    },
    "minimumTrackImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Track image below the knob, per control state."
    },
    "thumbImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Knob image, per control state."
    }
   },
   "platforms": [
    "iOS"
   ]
  },
  "UIStepper": {
   "superclass": "UIControl",
   "properties": {
    "continuous": {
     "type": "bool",
     "doc": "Send value changes while the user holds a button."
    },
    "autorepeat": {
     "type": "bool",
     "doc": "Repeat steps while pressed."
    },
    "wraps": {
     "type": "bool",
     "doc": "Wrap around at the limits."
    },
    "minimumValue": {
     "type": "number",
     "doc": "Lower bound."
    },
    "maximumValue": {
     "type": "number",
     "doc": "Upper bound."
    },
    "stepValue": {
     "type": "number",
     "doc": "Increment per tap."
    },
    "backgroundImage": {
     "type": "image",
     "parameters": "barMetricsPositionAndControlState",
     "doc": "Background image per control state."
    },
    "decrementImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Minus-button image per control state."
    },
    "incrementImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Plus-button image per control state."
    },
    "dividerImage": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Divider image; parameters are left state, right state (and bar metrics on segmented controls)."
    }
   },
   "platforms": [
    "iOS"
   ]
  },
  "UISwitch": {
   "superclass": "UIControl",
   "properties": {
    "onTintColor": {
     "type": "color",
     "doc": "Track colour when on."
    },
    "thumbTintColor": {
     "type": "color",
     "doc": "Colour of the knob."
    },
    "onImage": {
     "type": "image",
     "doc": "Image for the on state (legacy)."
    },
    "offImage": {
     "type": "image",
     "doc": "Image for the off state (legacy)."
    }
   },
   "platforms": [
    "iOS"
   ]
  },
  "UIImageView": {
   "superclass": "UIView",
   "properties": {
    "image": {
     "type": "image",
     "parameters": "controlState",
     "doc": "Image shown by the view.",
     "note": "The shared 1.x definition is parameterised by control state but image views ignore the parameter."
    },
    "highlightedImage": {
     "type": "image",
     "doc": "Image shown while highlighted."
    }
   }
  },
  "UIWindow": {
   "superclass": null,
   "selectorOnly": true,
   "properties": {},
   "note": "Valid as a type selector (matches controller/window in the ancestor chain); has no registered properties."
  },
  "UIViewController": {
   "superclass": null,
   "selectorOnly": true,
   "properties": {},
   "note": "Valid as a type selector (matches controller/window in the ancestor chain); has no registered properties."
  },
  "UINavigationController": {
   "superclass": null,
   "selectorOnly": true,
   "properties": {},
   "note": "Valid as a type selector (matches controller/window in the ancestor chain); has no registered properties."
  },
  "UITabBarController": {
   "superclass": null,
   "selectorOnly": true,
   "properties": {},
   "note": "Valid as a type selector (matches controller/window in the ancestor chain); has no registered properties."
  },
  "UIPageViewController": {
   "superclass": null,
   "selectorOnly": true,
   "properties": {},
   "note": "Valid as a type selector (matches controller/window in the ancestor chain); has no registered properties."
  },
  "UITableViewController": {
   "superclass": null,
   "selectorOnly": true,
   "properties": {},
   "note": "Valid as a type selector (matches controller/window in the ancestor chain); has no registered properties."
  },
  "UICollectionViewController": {
   "superclass": null,
   "selectorOnly": true,
   "properties": {},
   "note": "Valid as a type selector (matches controller/window in the ancestor chain); has no registered properties."
  },
  "CALayer": {
   "superclass": null,
   "nestedOnly": true,
   "properties": {
    "anchorPoint": {
     "type": "point",
     "doc": "Anchor of the backing layer in unit coordinates; 1.x keeps the frame origin in place when it changes."
    },
    "cornerRadius": {
     "type": "number",
     "doc": "Corner rounding radius of the backing layer."
    },
    "borderColor": {
     "type": "cgColor",
     "doc": "Border colour of the backing layer (converted to a CGColor)."
    },
    "borderWidth": {
     "type": "number",
     "doc": "Border line width of the backing layer."
    },
    "shadowOffset": {
     "type": "size",
     "doc": "Shadow offset; on views with their own shadowOffset (e.g. UILabel) that one is used, otherwise the layer's."
    },
    "shadowColor": {
     "type": "color",
     "doc": "Shadow colour; label-style views use their own shadowColor, other views the layer's."
    },
    "shadowOpacity": {
     "type": "number",
     "doc": "Opacity of the layer shadow, 0 to 1."
    },
    "shadowRadius": {
     "type": "number",
     "doc": "Blur radius of the layer shadow."
    }
   },
   "note": "The view's layer, reached with the layer. prefix."
  },
  "UICollectionViewFlowLayout": {
   "superclass": null,
   "nestedOnly": true,
   "properties": {
    "scrollDirection": {
     "type": "enum",
     "enum": "UICollectionViewScrollDirection",
     "doc": "Scroll axis of the flow layout."
    },
    "minimumLineSpacing": {
     "type": "number",
     "doc": "Flow layout: minimum spacing between lines."
    },
    "minimumInteritemSpacing": {
     "type": "number",
     "doc": "Flow layout: minimum spacing between items in a line."
    },
    "itemSize": {
     "type": "size",
     "doc": "Flow layout: default item size."
    },
    "estimatedItemSize": {
     "type": "size",
     "doc": "Flow layout: estimated item size for self-sizing cells."
    },
    "sectionInset": {
     "type": "edgeInsets",
     "doc": "Flow layout: margins around each section."
    },
    "headerReferenceSize": {
     "type": "size",
     "doc": "Flow layout: size of section headers."
    },
    "footerReferenceSize": {
     "type": "size",
     "doc": "Flow layout: size of section footers."
    }
   },
   "note": "The collection view's flow layout, reached with the collectionViewLayout. prefix."
  }
 },
 "types": {
  "string": {
   "doc": "Text; quoted ('..' or \"..\") or bare; L(\"key\") / localized('key') look up a localised string. See values.md."
  },
  "attributedString": {
   "doc": "One or more \"text\" (attr: value, ...) segments, concatenated.",
   "attributes": {
    "font": {
     "type": "font",
     "controlStateParameter": false,
     "doc": "Font of the segment."
    },
    "backgroundColor": {
     "type": "color",
     "controlStateParameter": false,
     "doc": "Highlight colour behind the segment."
    },
    "foregroundColor": {
     "type": "color",
     "controlStateParameter": false,
     "aliases": [
      "color"
     ],
     "doc": "Text colour of the segment."
    },
    "shadowColor": {
     "type": "color",
     "controlStateParameter": false,
     "doc": "Shadow colour (creates/updates an NSShadow)."
    },
    "shadowOffset": {
     "type": "size",
     "controlStateParameter": false,
     "doc": "Shadow offset (creates/updates an NSShadow)."
    },
    "ligature": {
     "type": "number",
     "controlStateParameter": false,
     "doc": "Ligature mode number."
    },
    "kern": {
     "type": "number",
     "controlStateParameter": false,
     "doc": "Extra spacing between characters."
    },
    "strikethroughStyle": {
     "type": "enum",
     "enum": "NSUnderlineStyle",
     "controlStateParameter": false,
     "doc": "Strike-through line style; values combine."
    },
    "underlineStyle": {
     "type": "enum",
     "enum": "NSUnderlineStyle",
     "controlStateParameter": false,
     "doc": "Underline style; values combine."
    },
    "strokeColor": {
     "type": "color",
     "controlStateParameter": false,
     "doc": "Outline colour."
    },
    "strokeWidth": {
     "type": "number",
     "controlStateParameter": false,
     "doc": "Outline width (negative fills and strokes)."
    },
    "baselineOffset": {
     "type": "number",
     "controlStateParameter": false,
     "doc": "Vertical shift from the baseline."
    },
    "underlineColor": {
     "type": "color",
     "controlStateParameter": false,
     "doc": "Colour of the underline."
    },
    "strikethroughColor": {
     "type": "color",
     "controlStateParameter": false,
     "doc": "Colour of the strike-through."
    },
    "obliqueness": {
     "type": "number",
     "controlStateParameter": false,
     "doc": "Skew applied to glyphs."
    },
    "expansion": {
     "type": "number",
     "controlStateParameter": false,
     "doc": "Log-scale horizontal stretch of glyphs."
    }
   }
  },
  "bool": {
   "doc": "YES/NO/true/false (first letter Y, y, T, t or a non-zero leading digit means true), or a comparison expression like 2 > 1."
  },
  "number": {
   "doc": "Number or arithmetic expression (+ - * / ** parentheses), after variable substitution."
  },
  "offset": {
   "doc": "offset(h, v), or bare h, v; one value sets both."
  },
  "rect": {
   "doc": "rect(x,y,w,h), parent/superview[(...)], window[(...)], size(...)/sizeToFit(...) with .left/.right/.top/.bottom/.insets chains."
  },
  "layout": {
   "doc": "ISSLayout attribute list, see layout.md."
  },
  "size": {
   "doc": "size(w, h), or bare w, h; one value sets both."
  },
  "point": {
   "doc": "point(x, y) or bare x, y; parent/superview/window with optional (dx, dy)."
  },
  "edgeInsets": {
   "doc": "insets(top, left, bottom, right), 2 values (vertical, horizontal) or 1 value (all); prefix optional."
  },
  "color": {
   "doc": "Hex, rgb(), rgba(), named colour, colour functions, gradient(), image(...) as pattern."
  },
  "cgColor": {
   "doc": "Same syntax as color; converted to a Core Graphics colour."
  },
  "transform": {
   "doc": "Sequence of rotate(deg), scale(sx[,sy]), translate(tx[,ty]) concatenated left to right."
  },
  "font": {
   "doc": "Font name and size in any order, system/systemBold/systemItalic, url(...), or bigger/larger/smaller/fontWithSize(font, n)."
  },
  "image": {
   "doc": "Image name (bare/quoted), image(name[, caps]), url(...), or any colour value (1x1 image)."
  },
  "enum": {
   "doc": "One symbolic value (case-insensitive, full UIKit name accepted by suffix match, or a number); flag enums take several values separated by spaces or commas."
  },
  "relativeNumber": {
   "doc": "A number of points, N% of the parent, or auto (also *). InterfaCSS 2 flexbox."
  }
 },
 "enums": {
  "UIViewAutoresizing": {
   "values": [
    "none",
    "width",
    "flexibleWidth",
    "height",
    "flexibleHeight",
    "bottom",
    "flexibleBottomMargin",
    "top",
    "flexibleTopMargin",
    "left",
    "flexibleLeftMargin",
    "right",
    "flexibleRightMargin"
   ],
   "flags": true
  },
  "UIViewContentMode": {
   "values": [
    "scaleToFill",
    "scaleAspectFit",
    "scaleAspectFill",
    "redraw",
    "center",
    "top",
    "bottom",
    "left",
    "right",
    "topLeft",
    "topRight",
    "bottomLeft",
    "bottomRight"
   ],
   "flags": false
  },
  "UIViewTintAdjustmentMode": {
   "values": [
    "automatic",
    "normal",
    "dimmed"
   ],
   "flags": false
  },
  "UIControlContentVerticalAlignment": {
   "values": [
    "center",
    "top",
    "bottom",
    "fill"
   ],
   "flags": false
  },
  "UIControlContentHorizontalAlignment": {
   "values": [
    "center",
    "left",
    "right",
    "fill"
   ],
   "flags": false
  },
  "UIScrollViewIndicatorStyle": {
   "values": [
    "default",
    "black",
    "white"
   ],
   "flags": false
  },
  "UIScrollViewDecelerationRate": {
   "values": [
    "normal",
    "fast"
   ],
   "flags": false
  },
  "UIScrollViewKeyboardDismissMode": {
   "values": [
    "none",
    "onDrag",
    "interactive"
   ],
   "flags": false
  },
  "UITableViewCellSeparatorStyle": {
   "values": [
    "none",
    "singleLine",
    "singleLineEtched"
   ],
   "flags": false
  },
  "UIDataDetectorTypes": {
   "values": [
    "all",
    "none",
    "address",
    "calendarEvent",
    "link",
    "phoneNumber"
   ],
   "flags": true,
   "note": "Registered twice in 1.x: as a flag set for UITextView and as a single value for UIWebView; both definitions share the name, so which one the parser picks is not deterministic."
  },
  "UIWebPaginationMode": {
   "values": [
    "unpaginated",
    "lefttoright",
    "toptobottom",
    "bottomtotop",
    "righttoleft"
   ],
   "flags": false,
   "note": "Keys are all lower case in the source; lookup is case-insensitive anyway."
  },
  "UIWebPaginationBreakingMode": {
   "values": [
    "page",
    "column"
   ],
   "flags": false
  },
  "UICollectionViewScrollDirection": {
   "values": [
    "vertical",
    "horizontal"
   ],
   "flags": false
  },
  "UIActivityIndicatorViewStyle": {
   "values": [
    "gray",
    "white",
    "whiteLarge"
   ],
   "flags": false
  },
  "NSTextAlignment": {
   "values": [
    "left",
    "center",
    "right"
   ],
   "flags": false
  },
  "UIBaselineAdjustment": {
   "values": [
    "none",
    "alignBaselines",
    "alignCenters"
   ],
   "flags": false
  },
  "NSLineBreakMode": {
   "values": [
    "wordWrap",
    "wordWrapping",
    "charWrap",
    "charWrapping",
    "clip",
    "clipping",
    "truncateHead",
    "truncatingHead",
    "truncateTail",
    "truncatingTail",
    "truncateMiddle",
    "truncatingMiddle"
   ],
   "flags": false
  },
  "UIProgressViewStyle": {
   "values": [
    "default",
    "bar"
   ],
   "flags": false
  },
  "UITextAutocapitalizationType": {
   "values": [
    "none",
    "allCharacters",
    "sentences",
    "words"
   ],
   "flags": false
  },
  "UITextAutocorrectionType": {
   "values": [
    "default",
    "no",
    "yes"
   ],
   "flags": false
  },
  "UIKeyboardAppearance": {
   "values": [
    "default",
    "alert",
    "dark",
    "light"
   ],
   "flags": false
  },
  "UIKeyboardType": {
   "values": [
    "default",
    "alphabet",
    "asciiCapable",
    "decimalPad",
    "emailAddress",
    "namePhonePad",
    "numberPad",
    "numbersAndPunctuation",
    "phonePad",
    "twitter",
    "URL",
    "webSearch"
   ],
   "flags": false
  },
  "UIReturnKeyType": {
   "values": [
    "default",
    "go",
    "google",
    "join",
    "next",
    "route",
    "search",
    "send",
    "yahoo",
    "done",
    "emergencyCall"
   ],
   "flags": false
  },
  "UITextSpellCheckingType": {
   "values": [
    "default",
    "no",
    "yes"
   ],
   "flags": false
  },
  "UITextBorderStyle": {
   "values": [
    "none",
    "bezel",
    "line",
    "roundedRect"
   ],
   "flags": false
  },
  "UITextFieldViewMode": {
   "values": [
    "never",
    "always",
    "unlessEditing",
    "whileEditing"
   ],
   "flags": false
  },
  "UIBarButtonItemStyle": {
   "values": [
    "plain",
    "bordered",
    "done"
   ],
   "flags": false
  },
  "UITableViewCellSelectionStyle": {
   "values": [
    "none",
    "default",
    "blue",
    "gray"
   ],
   "flags": false
  },
  "UITableViewCellEditingStyle": {
   "values": [
    "none",
    "delete",
    "insert"
   ],
   "flags": false,
   "note": "In 1.x these values are attached to a second definition that is (by mistake) also named selectionStyle on UITableViewCell; there is no usable editingStyle property in 1.x."
  },
  "UITableViewCellAccessoryType": {
   "values": [
    "none",
    "checkmark",
    "detailButton",
    "disclosureButton",
    "disclosureIndicator"
   ],
   "flags": false
  },
  "UIBarStyle": {
   "values": [
    "default",
    "black",
    "blackOpaque",
    "blackTranslucent"
   ],
   "flags": false
  },
  "UISearchBarStyle": {
   "values": [
    "default",
    "minimal",
    "prominent"
   ],
   "flags": false
  },
  "UITabBarItemPositioning": {
   "values": [
    "automatic",
    "centered",
    "fill"
   ],
   "flags": false
  },
  "NSUnderlineStyle": {
   "values": [
    "none",
    "stylenone",
    "single",
    "stylesingle",
    "double",
    "styledouble",
    "thick",
    "stylethick",
    "dash",
    "patterndash",
    "dot",
    "patterndot",
    "dashDot",
    "patterndashDot",
    "dashdotdot",
    "patterndashdotdot",
    "solid",
    "patternsolid"
   ],
   "flags": true,
   "note": "Mixes line styles and dash patterns; several names combine with OR (e.g. 'single dash')."
  },
  "UIControlState": {
   "values": [
    "normal",
    "focused",
    "normalHighlighted",
    "highlighted",
    "highlightedFocused",
    "selected",
    "selectedHighlighted",
    "selectedFocused",
    "selectedHighlightedFocused",
    "disabled"
   ],
   "flags": true,
   "note": "Used only as a property parameter (e.g. titleColor(highlighted)). With the iOS 9+ SDK the 'focused' variants exist and normalHighlighted equals highlighted; with older SDKs normalHighlighted/highlighted map to normal|highlighted and there is no focused."
  },
  "UIBarMetrics": {
   "values": [
    "metricsDefault",
    "metricsLandscapePhone",
    "metricsLandscapePhonePrompt",
    "metricsDefaultPrompt"
   ],
   "flags": false
  },
  "UIBarPosition": {
   "values": [
    "barPositionAny",
    "barPositionBottom",
    "barPositionTop",
    "barPositionTopAttached"
   ],
   "flags": false
  },
  "UISegmentedControlSegment": {
   "values": [
    "segmentAny",
    "segmentLeft",
    "segmentCenter",
    "segmentRight",
    "segmentAlone"
   ],
   "flags": false
  },
  "UISearchBarIcon": {
   "values": [
    "iconBookmark",
    "iconClear",
    "iconResultsList",
    "iconSearch"
   ],
   "flags": false
  },
  "FlexLayoutDirection": {
   "values": [
    "inherit",
    "ltr",
    "rtl"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga direction."
  },
  "FlexDirection": {
   "values": [
    "column",
    "column-reverse",
    "row",
    "row-reverse"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga flex direction."
  },
  "FlexJustify": {
   "values": [
    "flex-start",
    "center",
    "flex-end",
    "space-between",
    "space-around",
    "space-evenly"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga justify."
  },
  "FlexAlign": {
   "values": [
    "auto",
    "flex-start",
    "center",
    "flex-end",
    "stretch",
    "baseline",
    "space-between",
    "space-around"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga align."
  },
  "FlexPosition": {
   "values": [
    "relative",
    "absolute"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga position type."
  },
  "FlexWrap": {
   "values": [
    "no-wrap",
    "wrap",
    "wrap-reverse"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga wrap."
  },
  "FlexOverflow": {
   "values": [
    "visible",
    "hidden",
    "scroll"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga overflow."
  },
  "FlexDisplay": {
   "values": [
    "flex",
    "none"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Yoga display."
  },
  "FontWeight": {
   "values": [
    "ultralight",
    "thin",
    "light",
    "regular",
    "medium",
    "semibold",
    "bold",
    "heavy",
    "black",
    "100",
    "200",
    "300",
    "400",
    "500",
    "600",
    "700",
    "800",
    "900"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "UIFont weights and CSS numeric weights."
  },
  "FontTextStyle": {
   "values": [
    "largeTitle",
    "title1",
    "title2",
    "title3",
    "headline",
    "body",
    "callout",
    "subheadline",
    "subhead",
    "footnote",
    "caption1",
    "caption2"
   ],
   "flags": false,
   "matching": "exact",
   "doc": "Dynamic Type text styles."
  }
 },
 "parameterSets": {
  "controlState": [
   "normal",
   "focused",
   "normalHighlighted",
   "highlighted",
   "highlightedFocused",
   "selected",
   "selectedHighlighted",
   "selectedFocused",
   "selectedHighlightedFocused",
   "disabled"
  ],
  "barMetrics": [
   "metricsDefault",
   "metricsLandscapePhone",
   "metricsLandscapePhonePrompt",
   "metricsDefaultPrompt"
  ],
  "barPosition": [
   "barPositionAny",
   "barPositionBottom",
   "barPositionTop",
   "barPositionTopAttached"
  ],
  "barMetricsAndControlState": [
   "metricsDefault",
   "metricsLandscapePhone",
   "metricsLandscapePhonePrompt",
   "metricsDefaultPrompt",
   "normal",
   "focused",
   "normalHighlighted",
   "highlighted",
   "highlightedFocused",
   "selected",
   "selectedHighlighted",
   "selectedFocused",
   "selectedHighlightedFocused",
   "disabled"
  ],
  "barMetricsPositionAndControlState": [
   "metricsDefault",
   "metricsLandscapePhone",
   "metricsLandscapePhonePrompt",
   "metricsDefaultPrompt",
   "normal",
   "focused",
   "normalHighlighted",
   "highlighted",
   "highlightedFocused",
   "selected",
   "selectedHighlighted",
   "selectedFocused",
   "selectedHighlightedFocused",
   "disabled",
   "barPositionAny",
   "barPositionBottom",
   "barPositionTop",
   "barPositionTopAttached"
  ],
  "barMetricsSegmentAndControlState": [
   "segmentAny",
   "segmentLeft",
   "segmentCenter",
   "segmentRight",
   "segmentAlone",
   "metricsDefault",
   "metricsLandscapePhone",
   "metricsLandscapePhonePrompt",
   "metricsDefaultPrompt",
   "normal",
   "focused",
   "normalHighlighted",
   "highlighted",
   "highlightedFocused",
   "selected",
   "selectedHighlighted",
   "selectedFocused",
   "selectedHighlightedFocused",
   "disabled"
  ],
  "searchBarIcon": [
   "iconBookmark",
   "iconClear",
   "iconResultsList",
   "iconSearch"
  ],
  "searchBarIconAndControlState": [
   "iconBookmark",
   "iconClear",
   "iconResultsList",
   "iconSearch",
   "normal",
   "focused",
   "normalHighlighted",
   "highlighted",
   "highlightedFocused",
   "selected",
   "selectedHighlighted",
   "selectedFocused",
   "selectedHighlightedFocused",
   "disabled"
  ]
 },
 "controlStates": [
  "normal",
  "focused",
  "normalHighlighted",
  "highlighted",
  "highlightedFocused",
  "selected",
  "selectedHighlighted",
  "selectedFocused",
  "selectedHighlightedFocused",
  "disabled"
 ],
 "nestedElements": {
  "imageView": "UIImageView",
  "contentView": "UIView",
  "backgroundView": "UIView",
  "selectedBackgroundView": "UIView",
  "multipleSelectionBackgroundView": "UIView",
  "titleLabel": "UILabel",
  "textLabel": "UILabel",
  "detailTextLabel": "UILabel",
  "inputView": "UIView",
  "inputAccessoryView": "UIView",
  "tableHeaderView": "UIView",
  "tableFooterView": "UIView",
  "customView": "UIView",
  "leftView": "UIView",
  "rightView": "UIView",
  "layer": "CALayer",
  "collectionViewLayout": "UICollectionViewFlowLayout"
 },
 "nestedElementsNote": "layer and collectionViewLayout are key-path prefixes of registered property names (e.g. layer.cornerRadius), not nested-element prefixes; all other entries are the default valid nested-element prefixes (e.g. titleLabel.font).",
 "nestedElementOwners": {
  "imageView": [
   "UIButton",
   "UITableViewCell"
  ],
  "contentView": [
   "UITableViewCell"
  ],
  "backgroundView": [
   "UITableViewCell",
   "UITableView",
   "UICollectionView"
  ],
  "selectedBackgroundView": [
   "UITableViewCell"
  ],
  "multipleSelectionBackgroundView": [
   "UITableViewCell"
  ],
  "titleLabel": [
   "UIButton"
  ],
  "textLabel": [
   "UITableViewCell"
  ],
  "detailTextLabel": [
   "UITableViewCell"
  ],
  "inputView": [
   "UITextField",
   "UITextView"
  ],
  "inputAccessoryView": [
   "UITextField",
   "UITextView"
  ],
  "tableHeaderView": [
   "UITableView"
  ],
  "tableFooterView": [
   "UITableView"
  ],
  "customView": [
   "UIBarButtonItem"
  ],
  "leftView": [
   "UITextField"
  ],
  "rightView": [
   "UITextField"
  ],
  "layer": [
   "UIView",
   "UIBarButtonItem",
   "UITabBarItem"
  ],
  "collectionViewLayout": [
   "UICollectionView"
  ]
 },
 "nestedElementOwnersNote": "The UIKit classes that have each nested element (and their subclasses).",
 "namedColors": [
  "black",
  "darkGray",
  "lightGray",
  "white",
  "gray",
  "red",
  "green",
  "blue",
  "cyan",
  "yellow",
  "magenta",
  "orange",
  "purple",
  "brown",
  "clear",
  "lightText",
  "darkText",
  "groupTableViewBackground",
  "viewFlipsideBackground",
  "scrollViewTexturedBackground",
  "underPageBackground"
 ],
 "namedColorsNote": "1.x resolves a bare identifier X as the UIColor class method named XColor (case-insensitive) at run time; this list is the set present in the iOS SDKs of the 1.x era. Newer SDKs add more (systemRed, label, ...). Unknown names yield magenta.",
 "cssColors": [
  "aliceblue",
  "antiquewhite",
  "aqua",
  "aquamarine",
  "azure",
  "beige",
  "bisque",
  "black",
  "blanchedalmond",
  "blue",
  "blueviolet",
  "brown",
  "burlywood",
  "cadetblue",
  "chartreuse",
  "chocolate",
  "coral",
  "cornflowerblue",
  "cornsilk",
  "crimson",
  "cyan",
  "darkblue",
  "darkcyan",
  "darkgoldenrod",
  "darkgray",
  "darkgreen",
  "darkgrey",
  "darkkhaki",
  "darkmagenta",
  "darkolivegreen",
  "darkorange",
  "darkorchid",
  "darkred",
  "darksalmon",
  "darkseagreen",
  "darkslateblue",
  "darkslategray",
  "darkslategrey",
  "darkturquoise",
  "darkviolet",
  "deeppink",
  "deepskyblue",
  "dimgray",
  "dimgrey",
  "dodgerblue",
  "firebrick",
  "floralwhite",
  "forestgreen",
  "fuchsia",
  "gainsboro",
  "ghostwhite",
  "gold",
  "goldenrod",
  "gray",
  "green",
  "greenyellow",
  "grey",
  "honeydew",
  "hotpink",
  "indianred",
  "indigo",
  "ivory",
  "khaki",
  "lavender",
  "lavenderblush",
  "lawngreen",
  "lemonchiffon",
  "lightblue",
  "lightcoral",
  "lightcyan",
  "lightgoldenrodyellow",
  "lightgray",
  "lightgreen",
  "lightgrey",
  "lightpink",
  "lightsalmon",
  "lightseagreen",
  "lightskyblue",
  "lightslategray",
  "lightslategrey",
  "lightsteelblue",
  "lightyellow",
  "lime",
  "limegreen",
  "linen",
  "magenta",
  "maroon",
  "mediumaquamarine",
  "mediumblue",
  "mediumorchid",
  "mediumpurple",
  "mediumseagreen",
  "mediumslateblue",
  "mediumspringgreen",
  "mediumturquoise",
  "mediumvioletred",
  "midnightblue",
  "mintcream",
  "mistyrose",
  "moccasin",
  "navajowhite",
  "navy",
  "oldlace",
  "olive",
  "olivedrab",
  "orange",
  "orangered",
  "orchid",
  "palegoldenrod",
  "palegreen",
  "paleturquoise",
  "palevioletred",
  "papayawhip",
  "peru",
  "pink",
  "plum",
  "powderblue",
  "purple",
  "rebeccapurple",
  "red",
  "rosybrown",
  "royalblue",
  "saddlebrown",
  "salmon",
  "sandybrown",
  "seagreen",
  "seashell",
  "sienna",
  "silver",
  "skyblue",
  "slateblue",
  "slategray",
  "slategrey",
  "snow",
  "springgreen",
  "steelblue",
  "tan",
  "teal",
  "thistle",
  "tomato",
  "turquoise",
  "violet",
  "wheat",
  "white",
  "whitesmoke",
  "yellow",
  "yellowgreen",
  "transparent",
  "clear",
  "systemRed",
  "systemGreen",
  "systemBlue",
  "systemOrange",
  "systemYellow",
  "systemPink",
  "systemPurple",
  "systemTeal"
 ],
 "cssColorsNote": "InterfaCSS 2 named colours: the CSS colour keywords plus clear, transparent and the iOS system colours.",
 "pseudoClasses": [
  {
   "name": "landscape",
   "params": null,
   "doc": "Interface orientation is landscape (iOS only)."
  },
  {
   "name": "landscapeLeft",
   "params": null,
   "doc": "Interface orientation is landscape-left.",
   "removedIn": "2"
  },
  {
   "name": "landscapeRight",
   "params": null,
   "doc": "Interface orientation is landscape-right.",
   "removedIn": "2"
  },
  {
   "name": "portrait",
   "params": null,
   "doc": "Interface orientation is portrait (either way up)."
  },
  {
   "name": "portraitUpright",
   "params": null,
   "doc": "Portrait, home button at the bottom.",
   "removedIn": "2"
  },
  {
   "name": "portraitUpsideDown",
   "params": null,
   "doc": "Portrait, upside down.",
   "removedIn": "2"
  },
  {
   "name": "pad",
   "params": null,
   "doc": "Running on an iPad-class device."
  },
  {
   "name": "phone",
   "params": null,
   "doc": "Running on an iPhone-class device."
  },
  {
   "name": "tv",
   "params": null,
   "doc": "Running on tvOS (only registered in tvOS builds)."
  },
  {
   "name": "minOSVersion",
   "params": "version",
   "doc": "OS version is at least the given dotted version."
  },
  {
   "name": "maxOSVersion",
   "params": "version",
   "doc": "OS version is at most the given dotted version."
  },
  {
   "name": "deviceModel",
   "params": "string",
   "doc": "Hardware model id starts with the parameter (1.x bug: parameter is dropped, see grammar.md).",
   "removedIn": "2"
  },
  {
   "name": "screenWidth",
   "params": "number",
   "doc": "Portrait screen width in points equals the value."
  },
  {
   "name": "screenWidthLessThan",
   "params": "number",
   "doc": "Portrait screen width is below the value."
  },
  {
   "name": "screenWidthGreaterThan",
   "params": "number",
   "doc": "Portrait screen width is above the value."
  },
  {
   "name": "screenHeight",
   "params": "number",
   "doc": "Portrait screen height equals the value."
  },
  {
   "name": "screenHeightLessThan",
   "params": "number",
   "doc": "Portrait screen height is below the value."
  },
  {
   "name": "screenHeightGreaterThan",
   "params": "number",
   "doc": "Portrait screen height is above the value."
  },
  {
   "name": "regularWidth",
   "params": null,
   "doc": "Horizontal size class is regular."
  },
  {
   "name": "compactWidth",
   "params": null,
   "doc": "Horizontal size class is compact."
  },
  {
   "name": "regularHeight",
   "params": null,
   "doc": "Vertical size class is regular."
  },
  {
   "name": "compactHeight",
   "params": null,
   "doc": "Vertical size class is compact."
  },
  {
   "name": "enabled",
   "params": null,
   "doc": "Element has an enabled flag that is on."
  },
  {
   "name": "disabled",
   "params": null,
   "doc": "Element has an enabled flag that is off."
  },
  {
   "name": "selected",
   "params": null,
   "doc": "Element is selected."
  },
  {
   "name": "highlighted",
   "params": null,
   "doc": "Element is highlighted."
  },
  {
   "name": "root",
   "params": null,
   "doc": "Element is the root view of a view controller."
  },
  {
   "name": "nthChild",
   "params": "an+b",
   "doc": "Position among all sibling subviews matches an+b (1-based)."
  },
  {
   "name": "nthLastChild",
   "params": "an+b",
   "doc": "Same, counted from the end."
  },
  {
   "name": "onlyChild",
   "params": null,
   "doc": "Parent has exactly one subview."
  },
  {
   "name": "firstChild",
   "params": null,
   "doc": "First subview of its parent."
  },
  {
   "name": "lastChild",
   "params": null,
   "doc": "Last subview of its parent."
  },
  {
   "name": "nthOfType",
   "params": "an+b",
   "doc": "Position among siblings of the same canonical type matches an+b."
  },
  {
   "name": "nthLastOfType",
   "params": "an+b",
   "doc": "Same, counted from the end."
  },
  {
   "name": "onlyOfType",
   "params": null,
   "doc": "Only sibling of its canonical type."
  },
  {
   "name": "firstOfType",
   "params": null,
   "doc": "First sibling of its canonical type."
  },
  {
   "name": "lastOfType",
   "params": null,
   "doc": "Last sibling of its canonical type."
  },
  {
   "name": "empty",
   "params": null,
   "doc": "Element has no subviews."
  },
  {
   "name": "ipad",
   "params": null,
   "doc": "InterfaCSS 2 alias of :pad.",
   "since": "2",
   "aliasOf": "pad"
  },
  {
   "name": "tablet",
   "params": null,
   "doc": "InterfaCSS 2 alias of :pad.",
   "since": "2",
   "aliasOf": "pad"
  },
  {
   "name": "iphone",
   "params": null,
   "doc": "InterfaCSS 2 alias of :phone.",
   "since": "2",
   "aliasOf": "phone"
  },
  {
   "name": "appletv",
   "params": null,
   "doc": "InterfaCSS 2 alias of :tv.",
   "since": "2",
   "aliasOf": "tv"
  },
  {
   "name": "not",
   "params": "selector",
   "doc": "Matches elements that match none of the selectors in the list (InterfaCSS 2).",
   "since": "2"
  }
 ]
}
"""#
