'use strict';
// Draws the preview's views (the `views` frames of `style/preview`) as SVG boxes, and the page
// around them. Pure functions: the preview panel sends their output to the webview.

const DEVICES = [
  'iphone-se', 'iphone-8', 'iphone-8-plus', 'iphone-13-mini', 'iphone-15', 'iphone-15-pro-max',
  'ipad', 'ipad-air', 'ipad-pro-11', 'ipad-pro-13',
];

// Box colours by depth (outline, fill), repeating for deeper trees.
const PALETTE = [
  ['#3b82f6', 'rgba(59,130,246,0.10)'],
  ['#10b981', 'rgba(16,185,129,0.12)'],
  ['#f59e0b', 'rgba(245,158,11,0.14)'],
  ['#ef4444', 'rgba(239,68,68,0.12)'],
  ['#8b5cf6', 'rgba(139,92,246,0.12)'],
];

function escapeXML(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function number(value) {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** Every view with its frame in screen coordinates, depth first, superviews before subviews. */
function flatten(views, originX = 0, originY = 0, depth = 0, parent = null, out = []) {
  for (const view of views || []) {
    const f = view.frame;
    const box = { view, depth, x: originX + f.x, y: originY + f.y, width: f.width, height: f.height };
    // Reaching outside the superview (UIKit does not clip by default, the text drawing marks it `~`).
    box.outside = parent != null &&
      (box.x < parent.x || box.y < parent.y || box.x + box.width > parent.x + parent.width || box.y + box.height > parent.y + parent.height);
    out.push(box);
    flatten(view.children, box.x, box.y, depth + 1, box, out);
  }
  return out;
}

/** The frame of a view as the text legend writes it: `16,44 343×40`. */
function frameText(frame) {
  return `${number(frame.x)},${number(frame.y)} ${number(frame.width)}×${number(frame.height)}`;
}

/** The SVG drawing of a preview: the screen, then each view as a labelled box. */
function renderSVG(preview) {
  const width = preview.width, height = preview.height;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" class="screen" viewBox="-1 -1 ${number(width + 2)} ${number(height + 2)}" ` +
      `width="${number(width + 2)}" height="${number(height + 2)}" role="img" aria-label="${escapeXML(screenText(preview))}">`,
    `<rect class="screen-frame" x="0" y="0" width="${number(width)}" height="${number(height)}" fill="#ffffff" stroke="#6b7280" stroke-width="1"/>`,
  ];
  for (const box of flatten(preview.views)) {
    const [stroke, fill] = PALETTE[box.depth % PALETTE.length];
    const view = box.view;
    const title = `${view.name} (${view.type}) ${frameText(view.frame)}`;
    parts.push(
      `<g class="view${box.outside ? ' outside' : ''}" data-name="${escapeXML(view.name)}">` +
        `<title>${escapeXML(title)}</title>` +
        `<rect x="${number(box.x)}" y="${number(box.y)}" width="${number(box.width)}" height="${number(box.height)}" ` +
        `fill="${fill}" stroke="${stroke}" stroke-width="1"${box.outside ? ' stroke-dasharray="4 2"' : ''}/>` +
        `<text x="${number(box.x + 3)}" y="${number(box.y + 11)}" font-size="10" fill="${stroke}">${escapeXML(view.name)}</text>` +
        '</g>'
    );
  }
  parts.push('</svg>');
  return parts.join('\n');
}

function screenText(preview) {
  return `${number(preview.width)}×${number(preview.height)} pt, ${preview.orientation}`;
}

/** The frame list under the drawing: one line per view, indented by depth. */
function renderLegend(preview) {
  return flatten(preview.views)
    .map((box) => `${'  '.repeat(box.depth)}${box.view.name} (${box.view.type})  ${frameText(box.view.frame)}`)
    .join('\n');
}

/** What the webview shows for one answer of `style/preview`. */
function renderMessage(preview, options) {
  return {
    type: 'render',
    svg: renderSVG(preview),
    text: preview.text,
    legend: renderLegend(preview),
    screen: screenText(preview),
    views: flatten(preview.views).length,
    device: options.device || '',
    orientation: options.orientation || preview.orientation,
  };
}

/** The page: a toolbar (device, orientation, boxes or text), the drawing and the frame list. */
function renderPage({ cspSource, nonce, scriptUri, styleUri, title }) {
  const deviceOptions = ['<option value="">Project default</option>']
    .concat(DEVICES.map((d) => `<option value="${d}">${d}</option>`))
    .join('');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src ${cspSource} data:; style-src ${cspSource}; script-src 'nonce-${nonce}';">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${styleUri}">
<title>${escapeXML(title)}</title>
</head>
<body>
<header class="toolbar">
  <label>Device <select id="device">${deviceOptions}</select></label>
  <label>Orientation <select id="orientation"><option value="portrait">Portrait</option><option value="landscape">Landscape</option></select></label>
  <button id="mode" type="button" title="Switch between the boxes and the text drawing">Show text</button>
  <span id="screen" class="screen-size"></span>
</header>
<p id="error" class="error" hidden></p>
<main>
  <div id="drawing" class="drawing"></div>
  <pre id="text" class="text" hidden></pre>
  <pre id="legend" class="legend"></pre>
</main>
<script nonce="${nonce}" src="${scriptUri}"></script>
</body>
</html>`;
}

module.exports = { DEVICES, flatten, frameText, renderSVG, renderLegend, renderMessage, renderPage, escapeXML };
