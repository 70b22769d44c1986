'use strict';
// A stand-in for `vscode-languageclient/node` 9 (npm packages cannot be installed here) that
// does with a real server what the library does (client/src/common of
// microsoft/vscode-languageserver-node): it starts the server process and speaks framed
// JSON-RPC with it; `initialize` with the client's capabilities (pull diagnostics left out: the
// server then pushes them); the documents its selector takes opened, changed and closed; the
// server's commands registered with VS Code (a second registration fails, as in VS Code);
// `workspace/configuration` answered through the middleware; the settings pushed with
// `workspace/didChangeConfiguration` when `synchronize.configurationSection` is set, with
// the package.json defaults, as `SyncConfigurationFeature` pushes them; `stop` and `dispose`
// shut the server down. `LanguageClient.intercept` lets a test answer a request instead.

const { spawn } = require('child_process');
const vscode = require('vscode');

class ResponseError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** A deep copy as plain JSON, as the library's `toJSONObject`. */
function toJSONObject(value) {
  return value === undefined ? undefined : JSON.parse(JSON.stringify(value));
}

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions });
    this.state = 'stopped';
    this.disposed = false;
    this.handlers = new Map();
    this.pending = new Map();
    this.nextId = 1;
    this.subscriptions = [];
    /** What the server sent: notifications, and requests with what they were answered. */
    this.received = [];
    LanguageClient.instances.push(this);
  }

  isRunning() {
    return this.state === 'running';
  }

  onNotification(method, handler) {
    this.handlers.set(method, handler);
    return new vscode.Disposable(() => this.handlers.delete(method));
  }

  async start() {
    if (this.disposed) throw new Error('Client got disposed and can\'t be restarted.');
    if (this.state !== 'stopped') return;
    this.state = 'starting';
    const { command, args = [] } = this.serverOptions;
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    this.process = child;
    let buffer = Buffer.alloc(0);
    child.stdout.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/Content-Length: (\d+)/i.exec(buffer.slice(0, end).toString('ascii'))[1]);
        if (buffer.length < end + 4 + length) return;
        const message = JSON.parse(buffer.slice(end + 4, end + 4 + length).toString('utf8'));
        buffer = buffer.slice(end + 4 + length);
        this.receive(message);
      }
    });
    child.stderr.on('data', () => {});
    child.stdin.on('error', () => {});
    this.exited = new Promise((resolve) => {
      child.on('error', (error) => resolve({ error }));
      child.on('exit', (code, signal) => resolve({ code, signal }));
    });
    this.exited.then(() => {
      for (const { reject } of this.pending.values()) reject(new Error('Connection to server got closed.'));
      this.pending.clear();
    });
    try {
      const folders = vscode.workspace.workspaceFolders || [];
      const initialized = this.request('initialize', {
        processId: process.pid,
        clientInfo: { name: 'Visual Studio Code', version: '1.95.0' },
        locale: 'en',
        rootPath: folders[0] ? folders[0].uri.fsPath : null,
        rootUri: folders[0] ? folders[0].uri.toString() : null,
        workspaceFolders: folders.length ? folders.map((f) => ({ uri: f.uri.toString(), name: f.name })) : null,
        initializationOptions: this.clientOptions.initializationOptions,
        trace: 'off',
        capabilities: LanguageClient.capabilities,
      });
      // A server that exits (or never starts) rejects it: the connection closes.
      const result = await initialized;
      this.initializeResult = result;
      this.notify('initialized', {});
      // ExecuteCommandFeature: the server's commands become VS Code's.
      const commands = ((result.capabilities || {}).executeCommandProvider || {}).commands || [];
      for (const name of commands) {
        this.subscriptions.push(vscode.commands.registerCommand(name, (...args) =>
          this.sendRequest('workspace/executeCommand', { command: name, arguments: args })));
      }
      this.syncDocuments();
      const section = (this.clientOptions.synchronize || {}).configurationSection;
      if (section !== undefined) this.registerConfigurationSync(section);
      this.state = 'running';
    } catch (error) {
      this.state = 'stopped';
      this.cleanUp();
      child.kill();
      throw error;
    }
  }

  async stop() {
    if (this.state !== 'running') return;
    this.state = 'stopping';
    this.cleanUp();
    try {
      await this.request('shutdown', null);
      this.notify('exit', null);
    } catch (error) {
      // Gone already.
    }
    const exit = await Promise.race([this.exited, new Promise((resolve) => setTimeout(() => resolve(null), 2000))]);
    if (!exit) this.process.kill();
    this.state = 'stopped';
  }

  async dispose() {
    await this.stop();
    this.disposed = true;
  }

  cleanUp() {
    for (const subscription of this.subscriptions) subscription.dispose();
    this.subscriptions = [];
  }

  // MARK: - Requests and notifications

  async sendRequest(method, params) {
    if (this.state !== 'running') throw new Error('Client is not running');
    if (LanguageClient.intercept) {
      const answer = LanguageClient.intercept(method, params);
      if (answer !== undefined) return answer;
    }
    return this.request(method, params);
  }

  async sendNotification(method, params) {
    if (this.state !== 'running') throw new Error('Client is not running');
    this.notify(method, params);
  }

  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.write({ jsonrpc: '2.0', id, method, params });
    });
  }

  notify(method, params) {
    this.write({ jsonrpc: '2.0', method, params });
  }

  write(message) {
    const body = Buffer.from(JSON.stringify(message), 'utf8');
    if (this.process.stdin.writable) this.process.stdin.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, 'ascii'), body]));
  }

  async receive(message) {
    if (message.id !== undefined && message.method === undefined) {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (!waiting) return;
      if (message.error) waiting.reject(new ResponseError(message.error.code, message.error.message, message.error.data));
      else waiting.resolve(message.result);
      return;
    }
    if (message.id === undefined) {
      this.received.push({ method: message.method, params: message.params });
      const handler = this.handlers.get(message.method);
      if (handler) handler(message.params);
      return;
    }
    let reply;
    try {
      reply = { jsonrpc: '2.0', id: message.id, result: await this.serverRequest(message.method, message.params) };
    } catch (error) {
      reply = { jsonrpc: '2.0', id: message.id, error: { code: error.code || -32603, message: error.message } };
    }
    this.received.push({ method: message.method, params: message.params, answer: reply.result });
    this.write(reply);
  }

  /** A request from the server, answered as the library does. */
  async serverRequest(method, params) {
    switch (method) {
      case 'workspace/configuration': {
        // ConfigurationFeature, through the middleware when the extension set one.
        const standard = (request) => request.items.map((item) => {
          const section = item.section || undefined;
          if (!section) return null;
          const index = section.lastIndexOf('.');
          const value = index < 0
            ? vscode.workspace.getConfiguration(undefined).get(section)
            : vscode.workspace.getConfiguration(section.slice(0, index)).get(section.slice(index + 1));
          return value === undefined ? null : toJSONObject(value);
        });
        const middleware = (this.clientOptions.middleware || {}).workspace || {};
        return middleware.configuration ? middleware.configuration(params, {}, standard) : standard(params);
      }
      case 'client/registerCapability':
        for (const registration of params.registrations) {
          // SyncConfigurationFeature: with a section, the settings are pushed; without, null.
          if (registration.method === 'workspace/didChangeConfiguration') this.registerConfigurationSync((registration.registerOptions || {}).section);
        }
        return null;
      case 'client/unregisterCapability':
      case 'window/workDoneProgress/create':
      case 'workspace/inlayHint/refresh':
      case 'workspace/diagnostic/refresh':
      case 'workspace/semanticTokens/refresh':
      case 'window/showMessageRequest':
        return null;
      default:
        throw new ResponseError(-32601, `Unhandled method ${method}`);
    }
  }

  // MARK: - What the library keeps the server told of

  /** TextDocumentSyncFeature: the documents the selector takes, as they open, change and close. */
  syncDocuments() {
    const selector = this.clientOptions.documentSelector || [];
    const taken = (document) => vscode.languages.match(selector, document) > 0;
    const open = new Set();
    const didOpen = (document) => {
      if (!taken(document) || open.has(document)) return;
      open.add(document);
      this.notify('textDocument/didOpen', {
        textDocument: { uri: document.uri.toString(), languageId: document.languageId, version: document.version, text: document.getText() },
      });
    };
    for (const document of vscode.workspace.textDocuments) didOpen(document);
    this.subscriptions.push(
      vscode.workspace.onDidOpenTextDocument(didOpen),
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (!open.has(event.document)) return;
        this.notify('textDocument/didChange', {
          textDocument: { uri: event.document.uri.toString(), version: event.document.version },
          contentChanges: [{ text: event.document.getText() }],
        });
      }),
      vscode.workspace.onDidCloseTextDocument((document) => {
        if (!open.delete(document)) return;
        this.notify('textDocument/didClose', { textDocument: { uri: document.uri.toString() } });
      }));
  }

  /** SyncConfigurationFeature.register: `workspace/didChangeConfiguration` now (with a section)
   * and whenever the settings change. */
  registerConfigurationSync(section) {
    const sections = section === undefined ? undefined : [].concat(section);
    const send = (event) => {
      if (sections && event && !sections.some((s) => event.affectsConfiguration(s))) return;
      this.notify('workspace/didChangeConfiguration', { settings: sections ? LanguageClient.settingsOf(sections) : null });
    };
    this.subscriptions.push(vscode.workspace.onDidChangeConfiguration(send));
    if (sections) send(undefined);
  }

  /** SyncConfigurationFeature.extractSettingsInformation: each section's settings, whole. */
  static settingsOf(sections) {
    const result = {};
    for (const key of sections) {
      const index = key.indexOf('.');
      const value = index >= 0
        ? vscode.workspace.getConfiguration(key.slice(0, index)).get(key.slice(index + 1))
        : vscode.workspace.getConfiguration(undefined).get(key);
      if (!value) continue;
      const parts = key.split('.');
      let current = result;
      for (const part of parts.slice(0, -1)) current = current[part] = current[part] || {};
      current[parts[parts.length - 1]] = toJSONObject(value);
    }
    return result;
  }
}

/** The client capabilities vscode-languageclient 9 announces that the server reads (pull
 * diagnostics aside). */
LanguageClient.capabilities = {
  general: { positionEncodings: ['utf-16'] },
  workspace: {
    configuration: true,
    workspaceFolders: true,
    didChangeConfiguration: { dynamicRegistration: true },
    didChangeWatchedFiles: { dynamicRegistration: true, relativePatternSupport: true },
    inlayHint: { refreshSupport: true },
    executeCommand: { dynamicRegistration: true },
  },
  textDocument: {
    synchronization: { dynamicRegistration: true, didSave: true },
    completion: { completionItem: { snippetSupport: true, resolveSupport: { properties: ['documentation', 'detail'] } } },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    publishDiagnostics: { relatedInformation: true, versionSupport: false, tagSupport: { valueSet: [1, 2] } },
    codeAction: { resolveSupport: { properties: ['edit'] } },
    inlayHint: { dynamicRegistration: true },
  },
  window: { workDoneProgress: true },
};
LanguageClient.instances = [];
LanguageClient.intercept = null;

module.exports = { LanguageClient, ResponseError };
