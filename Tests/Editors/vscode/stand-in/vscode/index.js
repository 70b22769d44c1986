'use strict';
// A stand-in for the parts of the `vscode` API the extension and the language client use, for
// tests under plain node (VS Code itself cannot be installed here). It keeps documents,
// settings (with the defaults the extension's package.json contributes, as VS Code does),
// panels and messages in memory; `__test` lets a test open and edit documents, change settings
// and read what the extension did.

const fs = require('fs');
const path = require('path');

class EventEmitter {
  constructor() {
    this.listeners = new Set();
    this.event = (listener) => {
      this.listeners.add(listener);
      return new Disposable(() => this.listeners.delete(listener));
    };
  }
  fire(value) {
    for (const listener of [...this.listeners]) listener(value);
  }
  dispose() {
    this.listeners.clear();
  }
}

class Disposable {
  constructor(callOnDispose) {
    this.callOnDispose = callOnDispose;
  }
  dispose() {
    if (this.callOnDispose) this.callOnDispose();
    this.callOnDispose = null;
  }
}

class Uri {
  constructor(scheme, filePath) {
    this.scheme = scheme;
    this.path = filePath;
    this.fsPath = scheme === 'file' ? filePath : '';
  }
  static file(filePath) {
    return new Uri('file', path.resolve(filePath));
  }
  static parse(text) {
    const match = /^([a-z]+):\/\/(.*)$/.exec(text);
    if (!match) throw new Error(`not a URI: ${text}`);
    return new Uri(match[1], decodeURIComponent(match[2]));
  }
  static joinPath(base, ...segments) {
    return new Uri(base.scheme, path.posix.join(base.path, ...segments));
  }
  toString() {
    return `${this.scheme}://${encodeURI(this.path)}`;
  }
}

/** A glob relative to a folder, as `vscode.RelativePattern`. */
class RelativePattern {
  constructor(base, pattern) {
    this.baseUri = typeof base === 'string' ? Uri.file(base) : base.uri || base;
    this.base = this.baseUri.fsPath;
    this.pattern = pattern;
  }
}

const ViewColumn = { Active: -1, Beside: -2, One: 1, Two: 2 };
const StatusBarAlignment = { Left: 1, Right: 2 };
const ColorThemeKind = { Light: 1, Dark: 2, HighContrast: 3, HighContrastLight: 4 };

class TextDocument {
  constructor(uri, languageId, text) {
    this.uri = uri;
    this.languageId = languageId;
    this.text = text;
    this.version = 1;
  }
  getText() {
    return this.text;
  }
}

/** `*` within a folder, `**` across folders, `?` one character: a glob as a regular expression. */
function globRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

// The settings VS Code would have: the user's by full key ('stylelsp.preview.device': 'ipad')
// over the defaults of the installed extension's package.json.
const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../../../editors/vscode/package.json'), 'utf8'));
const defaults = Object.fromEntries(
  Object.entries(manifest.contributes.configuration.properties).map(([key, property]) => [key, property.default]));
let settings = {};

/** The value of a full key: set, else its default, else the object of the keys under it. */
function settingValue(key) {
  if (Object.prototype.hasOwnProperty.call(settings, key)) return settings[key];
  if (Object.prototype.hasOwnProperty.call(defaults, key)) return defaults[key];
  const below = [...new Set([...Object.keys(defaults), ...Object.keys(settings)])].filter((k) => k.startsWith(key + '.'));
  if (below.length === 0) return undefined;
  const object = {};
  for (const full of below) {
    const parts = full.slice(key.length + 1).split('.');
    let current = object;
    for (const part of parts.slice(0, -1)) current = current[part] = current[part] || {};
    current[parts[parts.length - 1]] = settingValue(full);
  }
  return object;
}

const events = {
  open: new EventEmitter(),
  close: new EventEmitter(),
  change: new EventEmitter(),
  configuration: new EventEmitter(),
  activeEditor: new EventEmitter(),
  trust: new EventEmitter(),
  theme: new EventEmitter(),
};
const state = { documents: [], panels: [], statusItems: [], messages: [], commands: new Map(), executed: [], answer: undefined };

const workspace = {
  get textDocuments() {
    return state.documents;
  },
  workspaceFolders: undefined,
  isTrusted: true,
  /** As VS Code's: `get(key)` gives the setting, else the contributed default; `fallback` only
   * for keys nobody contributes. */
  getConfiguration(section) {
    const full = (key) => (section ? `${section}.${key}` : key);
    return {
      get(key, fallback) {
        const value = settingValue(full(key));
        return value === undefined ? fallback : value;
      },
      has(key) {
        return settingValue(full(key)) !== undefined;
      },
    };
  },
  onDidOpenTextDocument: events.open.event,
  onDidCloseTextDocument: events.close.event,
  onDidChangeTextDocument: events.change.event,
  onDidChangeConfiguration: events.configuration.event,
  onDidGrantWorkspaceTrust: events.trust.event,
  createFileSystemWatcher() {
    const created = new EventEmitter(), deleted = new EventEmitter(), changed = new EventEmitter();
    return { onDidCreate: created.event, onDidDelete: deleted.event, onDidChange: changed.event, dispose() {} };
  },
  /** Only `**` + `/NAME`: files named NAME under the workspace folders. */
  async findFiles(include) {
    const name = include.replace(/^\*\*\//, '');
    const found = [];
    const walk = (directory) => {
      for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
        const full = path.join(directory, entry.name);
        if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
        else if (entry.name === name) found.push(Uri.file(full));
      }
    };
    for (const folder of workspace.workspaceFolders || []) walk(folder.uri.fsPath);
    return found;
  },
  async openTextDocument(uri) {
    return state.documents.find((d) => d.uri.toString() === uri.toString()) || __test.openDocument(uri.fsPath);
  },
};

function createWebviewPanel(viewType, title, showOptions, options) {
  const received = new EventEmitter(), disposed = new EventEmitter();
  const panel = {
    viewType, title, showOptions, options, revealed: [], posted: [], disposed: false,
    webview: {
      html: '',
      cspSource: 'vscode-resource:',
      asWebviewUri: (uri) => `vscode-webview://${uri.path}`,
      postMessage(message) {
        panel.posted.push(message);
        return Promise.resolve(true);
      },
      onDidReceiveMessage: received.event,
    },
    reveal(column, preserveFocus) {
      panel.revealed.push({ column, preserveFocus });
    },
    onDidDispose: disposed.event,
    dispose() {
      panel.disposed = true;
      disposed.fire();
    },
    /** What the page's script would send. */
    receive(message) {
      received.fire(message);
    },
  };
  state.panels.push(panel);
  return panel;
}

const window = {
  activeTextEditor: undefined,
  activeColorTheme: { kind: ColorThemeKind.Light },
  onDidChangeActiveTextEditor: events.activeEditor.event,
  onDidChangeActiveColorTheme: events.theme.event,
  createStatusBarItem(alignment, priority) {
    const item = { alignment, priority, text: '', tooltip: '', command: undefined, visible: false,
      show() { item.visible = true; }, hide() { item.visible = false; }, dispose() {} };
    state.statusItems.push(item);
    return item;
  },
  createWebviewPanel,
  async showErrorMessage(message, ...items) {
    state.messages.push({ kind: 'error', message, items });
    return state.answer;
  },
  async showInformationMessage(message, ...items) {
    state.messages.push({ kind: 'information', message, items });
    return state.answer;
  },
};

const commands = {
  /** As VS Code: a command registered twice is an error. */
  registerCommand(name, callback) {
    if (state.commands.has(name)) throw new Error(`command '${name}' already exists`);
    state.commands.set(name, callback);
    return new Disposable(() => state.commands.delete(name));
  },
  async executeCommand(name, ...args) {
    state.executed.push([name, ...args]);
    const callback = state.commands.get(name);
    return callback ? callback(...args) : undefined;
  },
};

const languages = {
  /** As VS Code does: the document is closed and opened again with the new language. */
  async setTextDocumentLanguage(document, languageId) {
    const index = state.documents.indexOf(document);
    const changed = new TextDocument(document.uri, languageId, document.text);
    state.documents[index] = changed;
    events.close.fire(document);
    events.open.fire(changed);
    return changed;
  },
  async getLanguages() {
    return ['plaintext', 'css', 'xml', 'interfacss'];
  },
  /** 10 when a filter of `selector` (scheme, language, pattern: an absolute glob or a
   * RelativePattern) takes the document, else 0. */
  match(selector, document) {
    const matches = (filter) => {
      if (filter.scheme && filter.scheme !== document.uri.scheme) return false;
      if (filter.language && filter.language !== document.languageId) return false;
      if (filter.pattern instanceof RelativePattern) {
        const relative = path.relative(filter.pattern.base, document.uri.fsPath).split(path.sep).join('/');
        return !relative.startsWith('..') && globRegExp(filter.pattern.pattern).test(relative);
      }
      if (typeof filter.pattern === 'string') return globRegExp(filter.pattern).test(document.uri.fsPath);
      return true;
    };
    return selector.some(matches) ? 10 : 0;
  },
};

/** The events of `activationEvents` that a workspace fires, as VS Code decides: `onLanguage:ID`
 * when a document of that language opens, `workspaceContains:GLOB` when a workspace folder has
 * a file it matches, `*` always. `folders`: paths; `languages`: of the documents opened. */
function firedActivationEvents(activationEvents, { folders = [], languages: opened = [] }) {
  const files = [];
  const walk = (root, directory) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(root, full);
      else files.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  for (const folder of folders) walk(folder, folder);
  return activationEvents.filter((event) => {
    const [kind, argument] = [event.slice(0, event.indexOf(':')), event.slice(event.indexOf(':') + 1)];
    if (event === '*') return true;
    if (kind === 'onLanguage') return opened.includes(argument);
    if (kind === 'workspaceContains') return files.some((file) => globRegExp(argument).test(file));
    return false;
  });
}

const __test = {
  state,
  manifest,
  firedActivationEvents,
  setSettings(values) {
    settings = { ...values };
  },
  /** Changes settings and tells the extension, as the settings editor does. */
  changeSettings(values) {
    settings = { ...settings, ...values };
    events.configuration.fire({ affectsConfiguration: (section) => Object.keys(values).some((key) => key === section || key.startsWith(section + '.')) });
  },
  openDocument(file, languageId, text) {
    const extension = path.extname(file);
    const language = languageId || { '.css': 'css', '.xml': 'xml', '.icss': 'interfacss', '.iss': 'interfacss' }[extension] || 'plaintext';
    const document = new TextDocument(Uri.file(file), language, text === undefined ? fs.readFileSync(file, 'utf8') : text);
    state.documents.push(document);
    events.open.fire(document);
    return document;
  },
  /** The current document for a file (a language change replaces the object). */
  document(file) {
    return state.documents.find((d) => d.uri.fsPath === path.resolve(file));
  },
  showEditor(document) {
    window.activeTextEditor = { document };
    events.activeEditor.fire(window.activeTextEditor);
  },
  editDocument(document, text) {
    document.text = text;
    document.version += 1;
    events.change.fire({ document, contentChanges: [{ text }] });
  },
  grantTrust() {
    workspace.isTrusted = true;
    events.trust.fire();
  },
  setColorTheme(kind) {
    window.activeColorTheme = { kind };
    events.theme.fire(window.activeColorTheme);
  },
  reset() {
    settings = {};
    for (const emitter of Object.values(events)) emitter.dispose();
    state.documents = [];
    state.panels = [];
    state.statusItems = [];
    state.messages = [];
    state.commands = new Map();
    state.executed = [];
    state.answer = undefined;
    window.activeTextEditor = undefined;
    window.activeColorTheme = { kind: ColorThemeKind.Light };
    workspace.workspaceFolders = undefined;
    workspace.isTrusted = true;
  },
};

module.exports = {
  EventEmitter, Disposable, Uri, RelativePattern, ViewColumn, StatusBarAlignment, ColorThemeKind,
  workspace, window, commands, languages, __test,
};
