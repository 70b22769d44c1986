'use strict';
// The InterfaCSS extension: language detection for project stylesheets, the style-lsp client,
// the layout preview, and a status bar item that says how to install a missing server.

const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const project = require('./project');
const { findServer, INSTALL_STEPS } = require('./server');
const { SECTION, serverSettings, answerConfiguration } = require('./settings');
const { LayoutPreview } = require('./preview');

const LANGUAGE = 'interfacss';

class StyleExtension {
  constructor(context) {
    this.context = context;
    this.client = null;
    this.problem = null;
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
      vscode.workspace.onDidChangeConfiguration((event) => {
        if (event.affectsConfiguration(`${SECTION}.server.path`)) this.restart();
        else if (event.affectsConfiguration(`${SECTION}.preview`)) this.preview.refresh();
      })
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
      selector.push({ scheme: 'file', language: 'xml', pattern: `${folder.split(path.sep).join('/')}/**/*.xml` });
    }
    return selector;
  }

  async start() {
    const folder = (vscode.workspace.workspaceFolders || [])[0];
    const found = findServer({
      configured: vscode.workspace.getConfiguration(SECTION).get('server.path', ''),
      workspaceFolder: folder ? folder.uri.fsPath : null,
    });
    if (!found.path) {
      this.showProblem(found.problem);
      return;
    }
    const client = new LanguageClient('stylelsp', 'InterfaCSS', { command: found.path, args: [] }, {
      documentSelector: await this.documentSelector(),
      synchronize: { configurationSection: SECTION },
      middleware: {
        workspace: {
          configuration: (params) =>
            answerConfiguration(params, (section, scopeUri) =>
              vscode.workspace.getConfiguration(section, scopeUri ? vscode.Uri.parse(scopeUri) : undefined)),
        },
      },
    });
    this.client = client;
    try {
      await client.start();
    } catch (error) {
      if (this.client === client) this.client = null;
      this.showProblem(`${found.path} failed to start: ${(error && error.message) || error}`);
      return;
    }
    this.problem = null;
    this.status.hide();
  }

  async stop() {
    const client = this.client;
    this.client = null;
    try {
      if (client) await client.stop();
    } catch (error) {
      // A client that never started cannot stop; it is gone either way.
    }
  }

  async restart() {
    await this.stop();
    await this.start();
    this.preview.refresh();
  }

  async projectsChanged() {
    for (const document of vscode.workspace.textDocuments) await this.detectLanguage(document);
    await this.restart();
  }

  showProblem(problem) {
    this.problem = problem;
    this.status.text = '$(warning) style-lsp missing';
    this.status.tooltip = `${problem}\n\n${INSTALL_STEPS}`;
    this.status.command = 'stylelsp.serverHelp';
    this.status.show();
  }

  async serverHelp() {
    const problem = this.problem || 'The InterfaCSS language server is running.';
    const choice = await vscode.window.showErrorMessage(`${problem} ${INSTALL_STEPS}`, 'Open Settings', 'Retry');
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

module.exports = { activate, deactivate, StyleExtension };
