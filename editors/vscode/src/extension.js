'use strict';
// The InterfaCSS extension: language detection for project stylesheets, the style-lsp client,
// the layout preview, and a status bar item that says how to install a missing server.

const path = require('path');
const vscode = require('vscode');
const project = require('./project');
const { findServer, INSTALL_STEPS } = require('./server');
const { SECTION, serverSettings, answerConfiguration } = require('./settings');
const { LayoutPreview } = require('./preview');

const LANGUAGE = 'interfacss';

/** What to do when the language client library is not there: the extension's folder was
 * copied into VS Code's extensions without `npm install`. */
const MISSING_LIBRARY =
  'The InterfaCSS extension cannot start its language client: vscode-languageclient is not installed beside it. ' +
  'Install the extension from a .vsix (see editors/vscode/README.md), or run `npm ci` in its folder and reload the window.';

/** `vscode-languageclient`'s LanguageClient, or null when it is not installed. */
function languageClientClass() {
  try {
    return require('vscode-languageclient/node').LanguageClient;
  } catch (error) {
    if (error && error.code === 'MODULE_NOT_FOUND') return null;
    throw error;
  }
}

class StyleExtension {
  constructor(context) {
    this.context = context;
    this.client = null;
    this.problem = null;
    // Starting and stopping the client, one after another: a restart asked for while another
    // runs waits for it, so the old client is gone before a new one starts.
    this.lifecycle = Promise.resolve();
    // Documents switched to InterfaCSS once; a reader who switches one back keeps their choice.
    this.switched = new Set();
    this.status = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Right, 100);
    this.status.name = 'InterfaCSS language server';
    this.preview = new LayoutPreview({
      extensionUri: context.extensionUri,
      client: () => this.client,
      defaults: () => serverSettings(vscode.workspace.getConfiguration(SECTION)).preview,
    });
    const subscriptions = context.subscriptions;
    subscriptions.push(
      this.status,
      this.preview,
      vscode.commands.registerCommand('stylelsp.showPreview', (uri) => this.showPreview(uri)),
      vscode.commands.registerCommand('stylelsp.restartServer', () => this.restart()),
      vscode.commands.registerCommand('stylelsp.serverHelp', () => this.serverHelp()),
      vscode.workspace.onDidOpenTextDocument((document) => this.detectLanguage(document)),
      vscode.workspace.onDidChangeConfiguration((event) => this.settingsChanged(event)),
      // Trusted now: a server path from the workspace's settings may be used.
      vscode.workspace.onDidGrantWorkspaceTrust(() => this.restart()),
      vscode.window.onDidChangeActiveColorTheme(() => this.preview.refresh())
    );
    // A project marked or unmarked changes which files are served.
    const markers = vscode.workspace.createFileSystemWatcher(`**/${project.CONFIG_FILE}`, false, true, false);
    subscriptions.push(markers, markers.onDidCreate(() => this.projectsChanged()), markers.onDidDelete(() => this.projectsChanged()));
  }

  /** Switches a document to InterfaCSS when it is one (see project.classify), and an Inno Setup
   * script that was opened as InterfaCSS back to Inno Setup. */
  async detectLanguage(document) {
    if (document.uri.scheme !== 'file') return;
    const file = document.uri.fsPath;
    const extension = path.extname(file).toLowerCase();
    if (extension === '.css' && !vscode.workspace.getConfiguration(SECTION).get('detectProjectStylesheets', true)) return;
    if (!['.css', '.iss', '.icss'].includes(extension)) return;
    const key = document.uri.toString();
    const wanted = project.classify(file, document.getText().slice(0, 8192));
    if (wanted === LANGUAGE && document.languageId !== LANGUAGE && !this.switched.has(key)) {
      this.switched.add(key);
      await vscode.languages.setTextDocumentLanguage(document, LANGUAGE);
    } else if (wanted === null && extension === '.iss' && document.languageId === LANGUAGE) {
      const languages = await vscode.languages.getLanguages();
      const innoSetup = ['innosetup', 'iss'].find((id) => languages.includes(id)) || 'plaintext';
      await vscode.languages.setTextDocumentLanguage(document, innoSetup);
    }
  }

  /** Settings reach the server only by `workspace/configuration`: told that they changed,
   * it asks again. */
  settingsChanged(event) {
    if (event.affectsConfiguration(`${SECTION}.server.path`)) {
      this.restart();
      return;
    }
    if (!event.affectsConfiguration(`${SECTION}.preview`) && !event.affectsConfiguration(`${SECTION}.rules`)) return;
    if (this.client) this.client.sendNotification('workspace/didChangeConfiguration', { settings: null }).catch(() => {});
    if (event.affectsConfiguration(`${SECTION}.preview`)) this.preview.refresh();
  }

  /** The documents the server gets: InterfaCSS ones, and the XML files of marked projects (in
   * the workspace, or above a workspace folder opened inside one). */
  async documentSelector() {
    const markers = await vscode.workspace.findFiles(`**/${project.CONFIG_FILE}`, '**/node_modules/**');
    const projects = new Set(markers.map((marker) => path.dirname(marker.fsPath)));
    for (const folder of vscode.workspace.workspaceFolders || []) {
      const above = project.findConfiguration(folder.uri.fsPath);
      if (above) projects.add(path.dirname(above));
    }
    const selector = [{ scheme: 'file', language: LANGUAGE }];
    for (const folder of [...projects].sort()) {
      selector.push({ scheme: 'file', language: 'xml', pattern: new vscode.RelativePattern(vscode.Uri.file(folder), '**/*.xml') });
    }
    return selector;
  }

  /** Runs `task` once the start or stop before it is done. */
  enqueue(task) {
    const run = this.lifecycle.then(task, task);
    this.lifecycle = run.catch(() => {});
    return run;
  }

  start() {
    return this.enqueue(() => this.startClient());
  }

  stop() {
    return this.enqueue(() => this.stopClient());
  }

  /** Stops the client, then starts a new one (after any start or stop already asked for). */
  restart() {
    return this.enqueue(async () => {
      await this.stopClient();
      await this.startClient();
      this.preview.refresh();
    });
  }

  async startClient() {
    const LanguageClient = languageClientClass();
    if (!LanguageClient) {
      this.showProblem(MISSING_LIBRARY);
      return;
    }
    const folder = (vscode.workspace.workspaceFolders || [])[0];
    // In Restricted Mode VS Code gives only the user's `server.path` (a restricted setting),
    // and a path relative to the untrusted workspace is not run either.
    const found = findServer({
      configured: vscode.workspace.getConfiguration(SECTION).get('server.path', ''),
      workspaceFolder: folder ? folder.uri.fsPath : null,
      trusted: vscode.workspace.isTrusted !== false,
    });
    if (!found.path) {
      this.showProblem(found.problem);
      return;
    }
    const client = new LanguageClient('stylelsp', 'InterfaCSS', { command: found.path, args: [] }, {
      documentSelector: await this.documentSelector(),
      // The server tells when what its previews are drawn from changed (`style/projectChanged`).
      initializationOptions: { projectChanged: true },
      middleware: {
        workspace: {
          configuration: (params) =>
            answerConfiguration(params, (section, scopeUri) =>
              vscode.workspace.getConfiguration(section, scopeUri ? vscode.Uri.parse(scopeUri) : undefined)),
        },
      },
    });
    client.onNotification('style/projectChanged', (params) => this.preview.projectChanged(params));
    try {
      await client.start();
    } catch (error) {
      await client.dispose().catch(() => {});
      this.showProblem(`${found.path} failed to start: ${(error && error.message) || error}`);
      return;
    }
    this.client = client;
    this.problem = null;
    this.status.hide();
  }

  async stopClient() {
    const client = this.client;
    this.client = null;
    try {
      if (client) await client.dispose();
    } catch (error) {
      // A client that never started cannot stop; it is gone either way.
    }
  }

  async projectsChanged() {
    for (const document of vscode.workspace.textDocuments) await this.detectLanguage(document);
    await this.restart();
  }

  showProblem(problem) {
    this.problem = problem;
    this.status.text = problem === MISSING_LIBRARY ? '$(warning) vscode-languageclient missing' : '$(warning) style-lsp missing';
    this.status.tooltip = problem === MISSING_LIBRARY ? problem : `${problem}\n\n${INSTALL_STEPS}`;
    this.status.command = 'stylelsp.serverHelp';
    this.status.show();
  }

  async serverHelp() {
    const problem = this.problem || 'The InterfaCSS language server is running.';
    const message = problem === MISSING_LIBRARY ? problem : `${problem} ${INSTALL_STEPS}`;
    const choice = await vscode.window.showErrorMessage(message, 'Open Settings', 'Retry');
    if (choice === 'Open Settings') await vscode.commands.executeCommand('workbench.action.openSettings', `${SECTION}.server.path`);
    else if (choice === 'Retry') await this.restart();
  }

  async showPreview(uri) {
    let document;
    if (uri instanceof vscode.Uri) {
      document = await vscode.workspace.openTextDocument(uri);
    } else {
      const editor = vscode.window.activeTextEditor;
      document = editor && editor.document;
    }
    if (!document || document.languageId !== LANGUAGE) {
      vscode.window.showInformationMessage('The layout preview shows an InterfaCSS stylesheet: open one first.');
      return;
    }
    // A start or restart under way: the preview waits for its client.
    await this.lifecycle;
    if (!this.client) {
      await this.serverHelp();
      return;
    }
    return this.preview.show(document);
  }
}

let extension = null;

/** Returns the extension's state (used by the tests). */
async function activate(context) {
  extension = new StyleExtension(context);
  for (const document of vscode.workspace.textDocuments) await extension.detectLanguage(document);
  await extension.start();
  return extension;
}

async function deactivate() {
  if (extension) await extension.stop();
  extension = null;
}

module.exports = { activate, deactivate, StyleExtension, MISSING_LIBRARY };
