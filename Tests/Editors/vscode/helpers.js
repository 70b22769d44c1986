'use strict';
// Shared by the extension's tests: temporary projects, a fake server executable, the real
// style-lsp's preview, and waiting for something to happen.

const fs = require('fs');
const os = require('os');
const path = require('path');
const { spawnSync } = require('child_process');

const ROOT = path.resolve(__dirname, '../../..');
const EXTENSION = path.join(ROOT, 'editors/vscode');

/** A temporary folder with `files` ({relative path: text}) written into it. */
function makeTree(files) {
  const root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'stylelsp-vscode-')));
  for (const [relative, text] of Object.entries(files)) {
    const file = path.join(root, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
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

/** What `style/preview` answers for `text` with `params`, from the real `style-lsp preview`:
 * the `--format json` frames with the text drawing added, as the server builds its answer. */
function realPreview(text, fileName, params = {}) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'stylelsp-preview-'));
  const file = path.join(directory, fileName);
  fs.writeFileSync(file, text);
  const options = [];
  if (params.device) options.push('--device', params.device);
  if (params.orientation === 'landscape') options.push('--landscape');
  const run = (format) => {
    const result = spawnSync(serverBinary(), ['preview', file, ...options, '--format', format], { encoding: 'utf8', timeout: 30000 });
    if (result.status !== 0) throw new Error(`style-lsp preview failed (${result.status}): ${result.stderr}`);
    return result.stdout;
  };
  const preview = { text: run('text'), ...JSON.parse(run('json')) };
  fs.rmSync(directory, { recursive: true, force: true });
  return preview;
}

/** Waits until `condition()` is true, polling; fails with `what` after `timeout` ms. */
async function waitFor(what, condition, timeout = 10000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeout) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

module.exports = { ROOT, EXTENSION, makeTree, serverBinary, realPreview, waitFor };
