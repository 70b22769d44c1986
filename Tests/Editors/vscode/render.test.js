'use strict';
// What the preview page is sent for an answer of `style/preview`, and the page itself.

const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { EXTENSION } = require('./helpers');
const { renderMessage, renderPage } = require(path.join(EXTENSION, 'src/render.js'));

test('an answer becomes the server\'s picture, text drawing and legend, with the screen and the choices', () => {
  const preview = {
    text: '+-box-+\n', legend: '375×667 pt, portrait\n  box (UIView)  0,0 10×10\n', svg: '<svg/>', width: 375, height: 667.5, orientation: 'portrait', views: [],
  };
  assert.deepEqual(renderMessage(preview, { device: 'iphone-se', orientation: 'portrait' }, 'fit'), {
    type: 'render', svg: '<svg/>', text: '+-box-+\n', legend: '375×667 pt, portrait\n  box (UIView)  0,0 10×10\n',
    screen: '375×667.5 pt, portrait', device: 'iphone-se', orientation: 'portrait', zoom: 'fit',
  });
  // The project's device: the picker says so; the orientation is the answer's.
  assert.deepEqual(renderMessage({ ...preview, orientation: 'landscape' }, {}, 'actual').device, '');
  assert.deepEqual(renderMessage({ ...preview, orientation: 'landscape' }, {}, 'actual').orientation, 'landscape');
});

test('the page: a strict content security policy, the script by nonce, the controls', () => {
  const page = renderPage({ cspSource: 'vscode-resource:', nonce: 'N0NCE', scriptUri: 'S.js', styleUri: 'S.css', title: 'Preview <a>' });
  assert.match(page, /content="default-src 'none'; img-src vscode-resource: data:; style-src vscode-resource:; script-src 'nonce-N0NCE';"/);
  assert.match(page, /<script nonce="N0NCE" src="S.js"><\/script>/);
  assert.match(page, /<title>Preview &lt;a&gt;<\/title>/);
  // Nothing inline the policy would refuse: no style attributes or elements, no inline scripts.
  assert.doesNotMatch(page, /style="|<style|<script>/);
  assert.deepEqual([...page.matchAll(/id="([a-z]+)"/g)].map((m) => m[1]), [
    'device', 'orientation', 'zoom', 'names', 'mode', 'screen', 'error', 'drawing', 'text', 'frames', 'legend',
  ]);
  assert.deepEqual([...page.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]), [
    '', 'iphone-se', 'iphone-8', 'iphone-8-plus', 'iphone-13-mini', 'iphone-15', 'iphone-15-pro-max',
    'ipad', 'ipad-air', 'ipad-pro-11', 'ipad-pro-13', 'portrait', 'landscape', 'fit', 'actual',
  ]);
});
