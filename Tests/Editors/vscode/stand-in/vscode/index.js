'use strict';
// A stand-in for the parts of the `vscode` API the extension uses, for tests under plain node
// (VS Code itself cannot be installed here). It keeps documents, settings, panels and messages
// in memory; `__test` lets a test open and edit documents and read what the extension did.

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

const ViewColumn = { Active: -1, Beside: -2, One: 1, Two: 2 };
const StatusBarAlignment = { Left: 1, Right: 2 };

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

// Settings by section key ('stylelsp.preview.device': 'ipad').
let settings = {};
const events = {
  open: new EventEmitter(),
  close: new EventEmitter(),
  change: new EventEmitter(),
  configuration: new EventEmitter(),
  activeEditor: new EventEmitter(),
};
const state = { documents: [], panels: [], statusItems: [], messages: [], commands: new Map(), executed: [], answer: undefined };

const workspace = {
  get textDocuments() {
    return state.documents;
  },
  workspaceFolders: undefined,
  getConfiguration(section) {
    return {
      get(key, fallback) {
        const full = section ? `${section}.${key}` : key;
        return Object.prototype.hasOwnProperty.call(settings, full) ? settings[full] : fallback;
      },
    };
  },
  onDidOpenTextDocument: events.open.event,
  onDidCloseTextDocument: events.close.event,
  onDidChangeTextDocument: events.change.event,
  onDidChangeConfiguration: events.configuration.event,
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
  onDidChangeActiveTextEditor: events.activeEditor.event,
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
  registerCommand(name, callback) {
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
};

const __test = {
  state,
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
    workspace.workspaceFolders = undefined;
  },
};

module.exports = {
  EventEmitter, Disposable, Uri, ViewColumn, StatusBarAlignment, workspace, window, commands, languages, __test,
};
