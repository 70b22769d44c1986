'use strict';
// The preview drawn as SVG boxes: positions in screen coordinates, names escaped, views reaching
// outside their superview marked.

const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const fs = require('fs');
const { EXTENSION, ROOT, realPreview } = require('./helpers');
const { renderSVG, renderLegend, renderMessage, renderPage } = require(path.join(EXTENSION, 'src/render.js'));

const view = (name, type, x, y, width, height, children = []) =>
  ({ name, type, id: null, classes: [], frame: { x, y, width, height }, children });

test('a small tree, whole', () => {
  const preview = {
    width: 100, height: 80, orientation: 'portrait', text: '',
    views: [view('card', 'UIView', 10, 10, 80, 40, [view('<b>&', 'UILabel', 5, 5, 20.5, 10), view('wide', 'UIView', 70, 5, 30, 10)])],
  };
  assert.equal(renderSVG(preview), [
    '<svg xmlns="http://www.w3.org/2000/svg" class="screen" viewBox="-1 -1 102 82" width="102" height="82" role="img" aria-label="100×80 pt, portrait">',
    '<rect class="screen-frame" x="0" y="0" width="100" height="80" fill="#ffffff" stroke="#6b7280" stroke-width="1"/>',
    '<g class="view" data-name="card"><title>card (UIView) 10,10 80×40</title><rect x="10" y="10" width="80" height="40" fill="rgba(59,130,246,0.10)" stroke="#3b82f6" stroke-width="1"/><text x="13" y="21" font-size="10" fill="#3b82f6">card</text></g>',
    '<g class="view" data-name="&lt;b&gt;&amp;"><title>&lt;b&gt;&amp; (UILabel) 5,5 20.5×10</title><rect x="15" y="15" width="20.5" height="10" fill="rgba(16,185,129,0.12)" stroke="#10b981" stroke-width="1"/><text x="18" y="26" font-size="10" fill="#10b981">&lt;b&gt;&amp;</text></g>',
    '<g class="view outside" data-name="wide"><title>wide (UIView) 70,5 30×10</title><rect x="80" y="15" width="30" height="10" fill="rgba(16,185,129,0.12)" stroke="#10b981" stroke-width="1" stroke-dasharray="4 2"/><text x="83" y="26" font-size="10" fill="#10b981">wide</text></g>',
    '</svg>',
  ].join('\n'));
  assert.equal(renderLegend(preview), 'card (UIView)  10,10 80×40\n  <b>& (UILabel)  5,5 20.5×10\n  wide (UIView)  70,5 30×10');
});

test('the example dashboard from the real server: every view a box at its screen position', () => {
  const file = path.join(ROOT, 'examples/Dashboard.css');
  const preview = realPreview(fs.readFileSync(file, 'utf8'), 'Dashboard.css');
  const message = renderMessage(preview, {});
  const boxes = [...message.svg.matchAll(/data-name="([^"]*)">.*?<rect x="([^"]*)" y="([^"]*)" width="([^"]*)" height="([^"]*)"/g)]
    .map((m) => m.slice(1).join(' '));
  assert.deepEqual(boxes, [
    'header 0 0 375 96', 'title 16 44 343 40', 'chart 16 108 343 220', 'caption 16 336 113 21',
    'toolbar 0 603 375 64', 'action 20 613 271 44', 'more 295 613 64 44',
  ]);
  assert.deepEqual({ ...message, svg: undefined, text: undefined }, {
    type: 'render', svg: undefined, text: undefined, screen: '375×667 pt, portrait', views: 7, device: '', orientation: 'portrait',
    legend: [
      'header (UIView)  0,0 375×96', '  title (UILabel)  16,44 343×40', 'chart (UIView)  16,108 343×220',
      'caption (UILabel)  16,336 113×21', 'toolbar (UIView)  0,603 375×64', '  action (UIButton)  20,10 271×44',
      '  more (UIButton)  295,10 64×44',
    ].join('\n'),
  });
  assert.equal(message.text, preview.text);
  assert.ok(message.text.startsWith('+-header---'), message.text);
});

test('the page: a strict content security policy, the script by nonce, the controls', () => {
  const page = renderPage({ cspSource: 'vscode-resource:', nonce: 'N0NCE', scriptUri: 'S.js', styleUri: 'S.css', title: 'Preview <a>' });
  assert.match(page, /content="default-src 'none'; img-src vscode-resource: data:; style-src vscode-resource:; script-src 'nonce-N0NCE';"/);
  assert.match(page, /<script nonce="N0NCE" src="S.js"><\/script>/);
  assert.match(page, /<title>Preview &lt;a&gt;<\/title>/);
  assert.deepEqual([...page.matchAll(/id="([a-z]+)"/g)].map((m) => m[1]), ['device', 'orientation', 'mode', 'screen', 'error', 'drawing', 'text', 'legend']);
  assert.deepEqual([...page.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]), [
    '', 'iphone-se', 'iphone-8', 'iphone-8-plus', 'iphone-13-mini', 'iphone-15', 'iphone-15-pro-max',
    'ipad', 'ipad-air', 'ipad-pro-11', 'ipad-pro-13', 'portrait', 'landscape',
  ]);
});
