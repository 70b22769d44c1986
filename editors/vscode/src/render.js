'use strict';
// The preview page and what it is sent for each answer of `style/preview`. Pure functions: the
// preview panel sends their output to the webview. The picture itself is the server's.

const DEVICES = [
  'iphone-se', 'iphone-8', 'iphone-8-plus', 'iphone-13-mini', 'iphone-15', 'iphone-15-pro-max',
  'ipad', 'ipad-air', 'ipad-pro-11', 'ipad-pro-13',
];

function escapeXML(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

function number(value) {
  return Number.isInteger(value) ? String(value) : String(Math.round(value * 100) / 100);
}

/** `375×667 pt, portrait`. */
function screenText(preview) {
  return `${number(preview.width)}×${number(preview.height)} pt, ${preview.orientation}`;
}

/** What the page shows for one answer of `style/preview` asked with `params`. */
function renderMessage(preview, params, zoom) {
  return {
    type: 'render',
    svg: preview.svg || '',
    text: preview.text,
    legend: preview.legend,
    screen: screenText(preview),
    device: params.device || '',
    orientation: params.orientation || preview.orientation,
    zoom,
  };
}

/** The page: a toolbar (device, orientation, zoom, names, picture or text), the picture or the
 * text drawing, and the frames with their notes. */
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
  <label>Zoom <select id="zoom"><option value="fit">Fit width</option><option value="actual">1:1</option></select></label>
  <label title="Each view's outline and name over the picture"><input id="names" type="checkbox" checked> Names</label>
  <button id="mode" type="button" title="Switch between the picture and the text drawing">Show text</button>
  <span id="screen" class="screen-size"></span>
</header>
<p id="error" class="error" hidden></p>
<main>
  <div id="drawing" class="drawing"></div>
  <pre id="text" class="text" hidden></pre>
  <details id="frames" class="frames" open><summary>Frames</summary><pre id="legend" class="legend"></pre></details>
</main>
<script nonce="${nonce}" src="${scriptUri}"></script>
</body>
</html>`;
}

module.exports = { DEVICES, renderMessage, renderPage, screenText, escapeXML };
