'use strict';
// Finding the style-lsp executable: the `stylelsp.server.path` setting, else `style-lsp` on PATH.

const path = require('path');
const fs = require('fs');
const os = require('os');

const EXECUTABLE = process.platform === 'win32' ? 'style-lsp.exe' : 'style-lsp';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch (error) {
    return false;
  }
}

/**
 * The absolute path of the server, or null with the reason in `problem`.
 * `configured`: the setting ('' for none); `~` and paths relative to `workspaceFolder` work,
 * unless the workspace is not trusted (`trusted` false): nothing in it is run then.
 */
function findServer({ configured = '', env = process.env, workspaceFolder = null, trusted = true, check = isExecutable } = {}) {
  const setting = configured.trim();
  if (setting) {
    let file = setting.startsWith('~/') ? path.join(os.homedir(), setting.slice(2)) : setting;
    if (!path.isAbsolute(file) && !trusted) {
      return { path: null, problem: `stylelsp.server.path is ${setting}, relative to a workspace VS Code does not trust (Restricted Mode): trust the workspace, or give an absolute path.` };
    }
    if (!path.isAbsolute(file) && workspaceFolder) file = path.join(workspaceFolder, file);
    if (check(file)) return { path: path.resolve(file) };
    return { path: null, problem: `stylelsp.server.path is set to ${setting}, which is not an executable file.` };
  }
  for (const directory of (env.PATH || '').split(path.delimiter)) {
    if (!directory) continue;
    const file = path.join(directory, EXECUTABLE);
    if (check(file)) return { path: file };
  }
  return { path: null, problem: `${EXECUTABLE} was not found on PATH.` };
}

/** What to tell someone whose server is missing. */
const INSTALL_STEPS =
  'Build it in a StyleLSP checkout with `swift build -c release` and put `.build/release/style-lsp` on ' +
  'your PATH (`install .build/release/style-lsp /usr/local/bin/`), or set stylelsp.server.path to it.';

module.exports = { findServer, INSTALL_STEPS, EXECUTABLE };
