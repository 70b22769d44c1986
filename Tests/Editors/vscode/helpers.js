'use strict';
// Shared by the extension's tests: temporary projects (with the built server or a broken one),
// and waiting for something to happen.

const fs = require('fs');
const os = require('os');
const path = require('path');

const ROOT = path.resolve(__dirname, '../../..');
const EXTENSION = path.join(ROOT, 'editors/vscode');

/** Put among `makeTree`'s files: the built server there (a link to it). */
const SERVER = Symbol('the built style-lsp');

/** A temporary folder with `files` ({relative path: text, or SERVER}) written into it. */
function makeTree(files) {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'stylelsp-vscode-')));
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    if (text === SERVER) {
      fs.symlinkSync(serverBinary(), file);
      continue;
    }
    fs.writeFileSync(file, text);
    if (relative.endsWith('style-lsp')) fs.chmodSync(file, 0o755);
  }
  return root;
}

/** The built server, from STYLE_LSP (set by Tests/Editors/run.sh). */
function serverBinary() {
  const binary = process.env.STYLE_LSP;
  if (!binary || !fs.existsSync(binary)) throw new Error(`STYLE_LSP must name the built style-lsp (it is '${binary}')`);
  return binary;
}

/** Waits until `condition()` is true, polling; fails with `what` after `timeout` ms. */
async function waitFor(what, condition, timeout = 10000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

module.exports = { ROOT, EXTENSION, SERVER, makeTree, serverBinary, waitFor };
