'use strict';
// The preview page's script (media/preview.js) run in a sandbox with a minimal page: it shows
// what the extension sends (the picture parsed as SVG) and sends back the reader's choices and
// the page's width.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { EXTENSION } = require('./helpers');

const SCRIPT = fs.readFileSync(path.join(EXTENSION, 'media/preview.js'), 'utf8');
const IDS = ['device', 'orientation', 'zoom', 'names', 'mode', 'screen', 'error', 'drawing', 'text', 'frames', 'legend'];

/** The page's elements (by id), the script's messages and saved state, and ways to send it a
 * message, resize it and run its timers. */
function loadPage(savedState) {
  const elements = {};
  for (const id of IDS) {
    const listeners = {};
    const classes = new Set();
    elements[id] = {
      id, hidden: false, textContent: '', value: '', checked: false, children: [], clientWidth: id === 'drawing' ? 600 : 0,
      classList: { toggle: (name, on) => (on ? classes.add(name) : classes.delete(name)), contains: (name) => classes.has(name) },
      replaceChildren: (...nodes) => { elements[id].children = nodes; },
      addEventListener: (type, listener) => { listeners[type] = listener; },
      fire: (type) => listeners[type](),
    };
  }
  const page = { elements, posted: [], state: savedState, onMessage: null, onResize: null, timers: [] };
  // What the browser's parser makes of the picture: an SVG root, or a parser error.
  class DOMParser {
    parseFromString(text, type) {
      assert.equal(type, 'image/svg+xml');
      const svg = /^<svg[\s>]/.test(text) && text.trimEnd().endsWith('</svg>');
      return {
        documentElement: { nodeName: svg ? 'svg' : 'parsererror', source: text },
        getElementsByTagName: (name) => (name === 'parsererror' && !svg ? [{}] : []),
      };
    }
  }
  const context = {
    acquireVsCodeApi: () => ({
      // Messages cross to the extension as copies (and out of the sandbox's realm).
      postMessage: (message) => page.posted.push(JSON.parse(JSON.stringify(message))),
      getState: () => page.state,
      setState: (state) => { page.state = JSON.parse(JSON.stringify(state)); },
    }),
    DOMParser,
    document: { getElementById: (id) => elements[id], importNode: (node) => ({ imported: node.source }), body: { clientWidth: 0 } },
    window: { addEventListener: (type, listener) => { if (type === 'message') page.onMessage = listener; if (type === 'resize') page.onResize = listener; } },
    setTimeout: (callback) => page.timers.push(callback),
    clearTimeout: () => { page.timers = []; },
  };
  vm.runInNewContext(SCRIPT, context);
  page.receive = (message) => page.onMessage({ data: message });
  page.runTimers = () => page.timers.splice(0).forEach((callback) => callback());
  return page;
}

const shown = (page) => Object.fromEntries(Object.entries(page.elements).map(([id, e]) => [id, e.hidden]));

test('it says it is ready, with its width and zoom, and shows the picture first', () => {
  const page = loadPage(undefined);
  assert.deepEqual(page.posted, [{ type: 'ready', width: 600, zoom: 'fit' }]);
  assert.deepEqual(shown(page), {
    device: false, orientation: false, zoom: false, names: false, mode: false, screen: false, error: false,
    drawing: false, text: true, frames: false, legend: false,
  });
  assert.deepEqual([page.elements.mode.textContent, page.elements.zoom.value, page.elements.names.checked], ['Show text', 'fit', true]);
});

test('a picture fills the page, parsed as SVG; what is not SVG is an error; an error shows until the next picture', () => {
  const page = loadPage(undefined);
  page.receive({ type: 'error', message: 'The preview failed: x' });
  assert.deepEqual([page.elements.error.hidden, page.elements.error.textContent], [false, 'The preview failed: x']);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg"><g class="outlines"/></svg>';
  page.receive({ type: 'render', svg, text: 'drawing', legend: 'frames', screen: '375×667 pt, portrait', device: 'ipad', orientation: 'landscape', zoom: 'fit' });
  const e = page.elements;
  assert.deepEqual([e.drawing.children, e.text.textContent, e.legend.textContent, e.screen.textContent, e.device.value, e.orientation.value, e.error.hidden],
    [[{ imported: svg }], 'drawing', 'frames', '375×667 pt, portrait', 'ipad', 'landscape', true]);
  page.receive({ type: 'render', svg: '<p>not a picture</p>', text: '', legend: '', screen: '', device: '', orientation: 'portrait', zoom: 'fit' });
  assert.deepEqual([e.drawing.children, e.error.hidden, e.error.textContent], [[{ imported: svg }], false, 'The server sent a picture that is not SVG.']);
});

test('choosing a device, an orientation or a zoom asks the extension for that picture', () => {
  const page = loadPage(undefined);
  page.elements.device.value = 'iphone-15';
  page.elements.orientation.value = 'portrait';
  page.elements.device.fire('change');
  page.elements.orientation.value = 'landscape';
  page.elements.orientation.fire('change');
  page.elements.zoom.value = 'actual';
  page.elements.zoom.fire('change');
  assert.deepEqual(page.posted.slice(1), [
    { type: 'options', device: 'iphone-15', orientation: 'portrait' },
    { type: 'options', device: 'iphone-15', orientation: 'landscape' },
    { type: 'zoom', zoom: 'actual' },
  ]);
  assert.deepEqual(page.state, { mode: 'picture', zoom: 'actual', names: true });
});

test('resizing the page sends its new width once resizing pauses', () => {
  const page = loadPage(undefined);
  page.elements.drawing.clientWidth = 300;
  page.onResize();
  page.elements.drawing.clientWidth = 280;
  page.onResize();
  assert.deepEqual(page.posted.slice(1), []);
  page.runTimers();
  assert.deepEqual(page.posted.slice(1), [{ type: 'resize', width: 280 }]);
});

test('names and the text drawing are one click away, and the choices are kept with the page', () => {
  const page = loadPage(undefined);
  page.elements.names.checked = false;
  page.elements.names.fire('change');
  assert.equal(page.elements.drawing.classList.contains('hide-names'), true);
  page.elements.mode.fire('click');
  assert.deepEqual([page.elements.drawing.hidden, page.elements.frames.hidden, page.elements.text.hidden, page.elements.mode.textContent],
    [true, true, false, 'Show picture']);
  assert.deepEqual(page.state, { mode: 'text', zoom: 'fit', names: false });
  const reopened = loadPage(page.state);
  assert.deepEqual([reopened.elements.text.hidden, reopened.elements.mode.textContent, reopened.elements.names.checked], [false, 'Show picture', false]);
  assert.equal(reopened.elements.drawing.classList.contains('hide-names'), true);
  reopened.elements.mode.fire('click');
  assert.deepEqual([reopened.elements.drawing.hidden, reopened.elements.text.hidden, reopened.state.mode], [false, true, 'picture']);
});
