'use strict';
// The preview page's script (media/preview.js) run in a sandbox with a minimal page: it shows
// what the extension sends and sends back the reader's choices.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const vm = require('vm');
const { EXTENSION } = require('./helpers');

const SCRIPT = fs.readFileSync(path.join(EXTENSION, 'media/preview.js'), 'utf8');

/** The page's elements (by id), the script's messages and saved state, and a way to send it one. */
function loadPage(savedState) {
  const elements = {};
  for (const id of ['device', 'orientation', 'mode', 'screen', 'error', 'drawing', 'text', 'legend']) {
    const listeners = {};
    elements[id] = {
      id, hidden: false, textContent: '', innerHTML: '', value: '',
      addEventListener: (type, listener) => { listeners[type] = listener; },
      fire: (type) => listeners[type](),
    };
  }
  const page = { elements, posted: [], state: savedState, onMessage: null };
  const context = {
    acquireVsCodeApi: () => ({
      // Messages cross to the extension as copies (and out of the sandbox's realm).
      postMessage: (message) => page.posted.push(JSON.parse(JSON.stringify(message))),
      getState: () => page.state,
      setState: (state) => { page.state = JSON.parse(JSON.stringify(state)); },
    }),
    document: { getElementById: (id) => elements[id] },
    window: { addEventListener: (type, listener) => { if (type === 'message') page.onMessage = listener; } },
  };
  vm.runInNewContext(SCRIPT, context);
  page.receive = (message) => page.onMessage({ data: message });
  return page;
}

const shown = (page) => Object.fromEntries(Object.entries(page.elements).map(([id, e]) => [id, e.hidden]));

test('it says it is ready and shows the boxes first', () => {
  const page = loadPage(undefined);
  assert.deepEqual(page.posted, [{ type: 'ready' }]);
  assert.deepEqual(shown(page), { device: false, orientation: false, mode: false, screen: false, error: false, drawing: false, text: true, legend: false });
  assert.equal(page.elements.mode.textContent, 'Show text');
});

test('a drawing fills the page; an error is shown until the next drawing', () => {
  const page = loadPage(undefined);
  page.receive({ type: 'error', message: 'The preview failed: x' });
  assert.deepEqual([page.elements.error.hidden, page.elements.error.textContent], [false, 'The preview failed: x']);
  page.receive({ type: 'render', svg: '<svg/>', text: 'drawing', legend: 'frames', screen: '375×667 pt, portrait', device: 'ipad', orientation: 'landscape' });
  const e = page.elements;
  assert.deepEqual([e.drawing.innerHTML, e.text.textContent, e.legend.textContent, e.screen.textContent, e.device.value, e.orientation.value, e.error.hidden],
    ['<svg/>', 'drawing', 'frames', '375×667 pt, portrait', 'ipad', 'landscape', true]);
});

test('choosing a device or orientation asks the extension for that screen', () => {
  const page = loadPage(undefined);
  page.elements.device.value = 'iphone-15';
  page.elements.orientation.value = 'portrait';
  page.elements.device.fire('change');
  page.elements.orientation.value = 'landscape';
  page.elements.orientation.fire('change');
  assert.deepEqual(page.posted.slice(1), [
    { type: 'options', device: 'iphone-15', orientation: 'portrait' },
    { type: 'options', device: 'iphone-15', orientation: 'landscape' },
  ]);
});

test('the text drawing is one click away, and the choice is kept with the page', () => {
  const page = loadPage(undefined);
  page.elements.mode.fire('click');
  assert.deepEqual([page.elements.drawing.hidden, page.elements.legend.hidden, page.elements.text.hidden, page.elements.mode.textContent],
    [true, true, false, 'Show boxes']);
  assert.deepEqual(page.state, { mode: 'text' });
  const reopened = loadPage(page.state);
  assert.deepEqual([reopened.elements.text.hidden, reopened.elements.mode.textContent], [false, 'Show boxes']);
  reopened.elements.mode.fire('click');
  assert.deepEqual([reopened.elements.drawing.hidden, reopened.elements.text.hidden, reopened.state], [false, true, { mode: 'boxes' }]);
});
