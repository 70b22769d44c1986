'use strict';
// The extension activated against the stand-in `vscode` API and language client: the status
// bar when the server is missing, how the client is built, the settings it answers, which
// documents become InterfaCSS, and the layout preview following the edits.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');
const { EXTENSION, ROOT, makeTree, realPreview, waitFor } = require('./helpers');
const { activate, deactivate } = require(path.join(EXTENSION, 'src/extension.js'));
const { INSTALL_STEPS } = require(path.join(EXTENSION, 'src/server.js'));

const { state } = vscode.__test;
const savedPATH = process.env.PATH;
const DASHBOARD = fs.readFileSync(path.join(ROOT, 'examples/Dashboard.css'), 'utf8');

/** A workspace folder with a marked project, a fake server on PATH (unless `server` is false). */
async function start({ server = true, settings = {}, files = {} } = {}) {
  vscode.__test.reset();
  LanguageClient.instances = [];
  LanguageClient.startError = null;
  const root = makeTree({
    'bin/style-lsp': '#!/bin/sh\n', 'empty/README': '',
    'app/.stylelsp.json': JSON.stringify({ include: ['Styles/**/*.css'], exclude: ['**/web/**'] }),
    ...files,
  });
  process.env.PATH = path.join(root, server ? 'bin' : 'empty');
  vscode.workspace.workspaceFolders = [{ uri: vscode.Uri.file(root), name: 'root', index: 0 }];
  vscode.__test.setSettings(settings);
  const context = { subscriptions: [], extensionUri: vscode.Uri.file(EXTENSION) };
  const extension = await activate(context);
  return { root, extension, context };
}

test.afterEach(async () => {
  await deactivate();
  process.env.PATH = savedPATH;
});

test('without a server: a status bar item with the fix, and its command', async () => {
  const { root, extension } = await start({ server: false });
  assert.equal(LanguageClient.instances.length, 0);
  const [item] = state.statusItems;
  assert.deepEqual({ text: item.text, command: item.command, visible: item.visible, tooltip: item.tooltip }, {
    text: '$(warning) style-lsp missing', command: 'stylelsp.serverHelp', visible: true,
    tooltip: `style-lsp was not found on PATH.\n\n${INSTALL_STEPS}`,
  });

  state.answer = 'Open Settings';
  await vscode.commands.executeCommand('stylelsp.serverHelp');
  assert.deepEqual(state.messages.at(-1), {
    kind: 'error', message: `style-lsp was not found on PATH. ${INSTALL_STEPS}`, items: ['Open Settings', 'Retry'],
  });
  assert.deepEqual(state.executed.at(-1), ['workbench.action.openSettings', 'stylelsp.server.path']);

  // Installed meanwhile: Retry starts it and hides the item.
  process.env.PATH = path.join(root, 'bin');
  state.answer = 'Retry';
  await vscode.commands.executeCommand('stylelsp.serverHelp');
  assert.equal(LanguageClient.instances.length, 1);
  assert.equal(extension.client, LanguageClient.instances[0]);
  assert.equal(item.visible, false);
});

test('a server that fails to start is reported in the status bar', async () => {
  vscode.__test.reset();
  LanguageClient.instances = [];
  const root = makeTree({ 'bin/style-lsp': '#!/bin/sh\n' });
  process.env.PATH = path.join(root, 'bin');
  LanguageClient.startError = new Error('spawn EACCES');
  const extension = await activate({ subscriptions: [], extensionUri: vscode.Uri.file(EXTENSION) });
  assert.equal(extension.client, null);
  assert.equal(state.statusItems[0].visible, true);
  assert.equal(state.statusItems[0].tooltip, `${path.join(root, 'bin/style-lsp')} failed to start: spawn EACCES\n\n${INSTALL_STEPS}`);
});

test('the client: style-lsp from PATH, InterfaCSS documents and the XML of marked projects, the stylelsp settings', async () => {
  const { root, context } = await start();
  const [client] = LanguageClient.instances;
  assert.equal(client.id, 'stylelsp');
  assert.equal(client.name, 'InterfaCSS');
  assert.deepEqual(client.serverOptions, { command: path.join(root, 'bin/style-lsp'), args: [] });
  assert.deepEqual(client.clientOptions.documentSelector, [
    { scheme: 'file', language: 'interfacss' },
    { scheme: 'file', language: 'xml', pattern: `${root}/app/**/*.xml` },
  ]);
  assert.deepEqual(client.clientOptions.synchronize, { configurationSection: 'stylelsp' });
  assert.equal(client.running, true);
  assert.deepEqual([...state.commands.keys()], ['stylelsp.showPreview', 'stylelsp.restartServer', 'stylelsp.serverHelp']);
  assert.ok(context.subscriptions.length >= 7);
});

test('a workspace folder inside a marked project and others holding one: the XML of each is served', async () => {
  vscode.__test.reset();
  LanguageClient.instances = [];
  const root = makeTree({
    'bin/style-lsp': '#!/bin/sh\n', 'ios/.stylelsp.json': '{}', 'ios/App/Styles/a.css': '', 'more/b/.stylelsp.json': '{}',
  });
  process.env.PATH = path.join(root, 'bin');
  vscode.workspace.workspaceFolders = [
    { uri: vscode.Uri.file(path.join(root, 'ios/App')), name: 'App', index: 0 },
    { uri: vscode.Uri.file(path.join(root, 'more')), name: 'more', index: 1 },
  ];
  await activate({ subscriptions: [], extensionUri: vscode.Uri.file(EXTENSION) });
  assert.deepEqual(LanguageClient.instances[0].clientOptions.documentSelector, [
    { scheme: 'file', language: 'interfacss' },
    { scheme: 'file', language: 'xml', pattern: `${root}/ios/**/*.xml` },
    { scheme: 'file', language: 'xml', pattern: `${root}/more/b/**/*.xml` },
  ]);
});

test('the client answers workspace/configuration from the settings', async () => {
  await start({ settings: { 'stylelsp.preview.device': 'iphone-se', 'stylelsp.rules': { 'unknown-property': 'error' } } });
  const answer = await LanguageClient.instances[0].serverRequest('workspace/configuration', {
    items: [{ section: 'stylelsp', scopeUri: 'file:///x/a.css' }, { section: 'stylelsp.rules' }, { section: 'css' }],
  });
  assert.deepEqual(answer, [
    { preview: { device: 'iphone-se', orientation: null }, rules: { 'unknown-property': 'error' } },
    { 'unknown-property': 'error' },
    null,
  ]);
});

test('changing stylelsp.server.path restarts the client with the new executable', async () => {
  const { root } = await start({ files: { 'other/style-lsp': '#!/bin/sh\n' } });
  vscode.__test.changeSettings({ 'stylelsp.server.path': 'other/style-lsp' });
  await waitFor('a second client', () => LanguageClient.instances.length === 2);
  await waitFor('it to run', () => LanguageClient.instances[1].running);
  assert.equal(LanguageClient.instances[0].running, false);
  assert.equal(LanguageClient.instances[1].serverOptions.command, path.join(root, 'other/style-lsp'));
});

test('which documents become InterfaCSS', async () => {
  const inno = '[Setup]\nAppName=Demo\n';
  const { root } = await start({
    files: {
      'app/Styles/main.css': 'UILabel { alpha: 1; }\n', 'app/Styles/web/site.css': 'body { color: red; }\n',
      'app/Other/x.css': '', 'site/site.css': 'body {}\n', 'site/setup.iss': inno, 'site/theme.iss': '.a { alpha: 1; }\n',
      'site/theme.icss': '.a { alpha: 1; }\n', 'app/Styles/opened-before.css': '',
    },
  });
  const open = (file, language) => vscode.__test.openDocument(path.join(root, file), language);
  open('app/Styles/main.css');
  open('app/Styles/web/site.css');
  open('app/Other/x.css');
  open('site/site.css');
  open('site/setup.iss', 'interfacss');
  open('site/theme.iss', 'innosetup');
  open('site/theme.icss');
  await new Promise((resolve) => setImmediate(resolve));
  const languages = () => state.documents.map((d) => [path.relative(root, d.uri.fsPath), d.languageId]);
  assert.deepEqual(languages(), [
    ['app/Styles/main.css', 'interfacss'], ['app/Styles/web/site.css', 'css'], ['app/Other/x.css', 'css'],
    ['site/site.css', 'css'], ['site/setup.iss', 'plaintext'], ['site/theme.iss', 'interfacss'], ['site/theme.icss', 'interfacss'],
  ]);

  // Switched back by hand: the choice stays.
  await vscode.languages.setTextDocumentLanguage(vscode.__test.document(path.join(root, 'app/Styles/main.css')), 'css');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(vscode.__test.document(path.join(root, 'app/Styles/main.css')).languageId, 'css');

  // Detection turned off: project stylesheets stay CSS.
  vscode.__test.changeSettings({ 'stylelsp.detectProjectStylesheets': false });
  open('app/Styles/opened-before.css');
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(vscode.__test.document(path.join(root, 'app/Styles/opened-before.css')).languageId, 'css');
});

test('documents open before activation are detected too', async () => {
  vscode.__test.reset();
  const root = makeTree({ 'bin/style-lsp': '#!/bin/sh\n', 'p/.stylelsp.json': '{}', 'p/a.css': '' });
  process.env.PATH = path.join(root, 'bin');
  vscode.__test.openDocument(path.join(root, 'p/a.css'));
  await activate({ subscriptions: [], extensionUri: vscode.Uri.file(EXTENSION) });
  assert.equal(vscode.__test.document(path.join(root, 'p/a.css')).languageId, 'interfacss');
});

test('the layout preview: opened beside, drawn from the server, redrawn as you type and as you choose a device', async () => {
  const { root, extension } = await start({ files: { 'app/Styles/Dashboard.css': DASHBOARD } });
  const requests = [];
  let failNext = null;
  LanguageClient.handler = async (method, params) => {
    assert.equal(method, 'style/preview');
    requests.push(params);
    if (failNext) {
      const error = failNext;
      failNext = null;
      throw error;
    }
    const document = vscode.__test.document(path.join(root, 'app/Styles/Dashboard.css'));
    return realPreview(document.getText(), 'Dashboard.css', params);
  };
  extension.preview.delay = 50;
  vscode.__test.openDocument(path.join(root, 'app/Styles/Dashboard.css'));
  await new Promise((resolve) => setImmediate(resolve));
  const document = vscode.__test.document(path.join(root, 'app/Styles/Dashboard.css'));
  assert.equal(document.languageId, 'interfacss');
  const uri = document.uri.toString();
  vscode.__test.showEditor(document);

  await vscode.commands.executeCommand('stylelsp.showPreview');
  const [panel] = state.panels;
  assert.deepEqual({ viewType: panel.viewType, title: panel.title, showOptions: panel.showOptions, options: panel.options }, {
    viewType: 'stylelsp.preview', title: 'Preview Dashboard.css',
    showOptions: { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
    options: { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [vscode.Uri.joinPath(vscode.Uri.file(EXTENSION), 'media')] },
  });
  assert.match(panel.webview.html, /<script nonce="[^"]+" src="vscode-webview:\/\/[^"]*\/media\/preview.js"><\/script>/);

  const renders = () => panel.posted.filter((m) => m.type === 'render');
  await waitFor('the first drawing', () => renders().length === 1);
  assert.deepEqual(requests, [{ textDocument: { uri } }]);
  const chart = (message) => /data-name="chart">.*?<rect ([^/]*)\//.exec(message.svg)[1];
  assert.equal(chart(renders()[0]), 'x="16" y="108" width="343" height="220" fill="rgba(59,130,246,0.10)" stroke="#3b82f6" stroke-width="1"');

  // Typing: one request once the typing pauses, and the chart is drawn at its new height.
  vscode.__test.editDocument(document, DASHBOARD.replace('height(220)', 'height(1)'));
  vscode.__test.editDocument(document, DASHBOARD.replace('height(220)', 'height(12)'));
  vscode.__test.editDocument(document, DASHBOARD.replace('height(220)', 'height(120)'));
  await waitFor('the drawing after the edit', () => renders().length === 2);
  assert.equal(requests.length, 2);
  assert.match(chart(renders()[1]), /^x="16" y="108" width="343" height="120" /);
  assert.match(renders()[1].text, /chart \(UIView\)  16,108 343×120/);

  // The page's device and orientation pickers.
  panel.receive({ type: 'options', device: 'ipad', orientation: 'landscape' });
  await waitFor('the iPad drawing', () => renders().length === 3);
  assert.deepEqual(requests.at(-1), { textDocument: { uri }, device: 'ipad', orientation: 'landscape' });
  assert.deepEqual([renders()[2].screen, renders()[2].device, renders()[2].orientation], ['1024×768 pt, landscape', 'ipad', 'landscape']);

  // An answer overtaken by an edit is asked for again; other failures are shown on the page.
  failNext = Object.assign(new Error('the document changed'), { code: -32801 });
  panel.receive({ type: 'options', device: '', orientation: 'portrait' });
  await waitFor('the drawing after ContentModified', () => renders().length === 4);
  assert.deepEqual(requests.slice(-2), [{ textDocument: { uri }, orientation: 'portrait' }, { textDocument: { uri }, orientation: 'portrait' }]);
  failNext = Object.assign(new Error(`${uri} is not open`), { code: -32602 });
  panel.receive({ type: 'ready' });
  await waitFor('the error', () => panel.posted.at(-1).type === 'error');
  assert.deepEqual(panel.posted.at(-1), { type: 'error', message: `The preview failed: ${uri} is not open` });

  // Another InterfaCSS editor: the panel follows it where it is; the command shows it again.
  const other = vscode.__test.openDocument(path.join(root, 'app/Styles/Other.css'), 'interfacss', '#box { frame: parent(10, 10); }\n');
  vscode.__test.showEditor(other);
  await waitFor('the request for the other document', () => requests.at(-1).textDocument.uri === other.uri.toString());
  assert.deepEqual([panel.title, panel.revealed], ['Preview Other.css', []]);
  await vscode.commands.executeCommand('stylelsp.showPreview');
  assert.deepEqual(panel.revealed, [{ column: vscode.ViewColumn.Beside, preserveFocus: true }]);
  assert.equal(state.panels.length, 1);

  // Closed: edits no longer ask.
  const asked = requests.length;
  panel.dispose();
  vscode.__test.editDocument(document, DASHBOARD);
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(requests.length, asked);
});

test('the preview takes its defaults from the settings and follows them', async () => {
  const { root, extension } = await start({
    settings: { 'stylelsp.preview.device': 'iphone-se' }, files: { 'app/Styles/Dashboard.css': DASHBOARD },
  });
  const requests = [];
  LanguageClient.handler = async (method, params) => {
    requests.push(params);
    return realPreview(DASHBOARD, 'Dashboard.css', params);
  };
  const document = vscode.__test.openDocument(path.join(root, 'app/Styles/Dashboard.css'), 'interfacss');
  await vscode.commands.executeCommand('stylelsp.showPreview', document.uri);
  const [panel] = state.panels;
  await waitFor('the drawing', () => panel.posted.length === 1);
  assert.equal(panel.posted[0].screen, '375×667 pt, portrait');
  vscode.__test.changeSettings({ 'stylelsp.preview.orientation': 'landscape' });
  await waitFor('the landscape drawing', () => panel.posted.length === 2);
  assert.deepEqual(requests, [
    { textDocument: { uri: document.uri.toString() }, device: 'iphone-se' },
    { textDocument: { uri: document.uri.toString() }, device: 'iphone-se', orientation: 'landscape' },
  ]);
  assert.equal(panel.posted[1].screen, '667×375 pt, landscape');
  assert.ok(extension.preview.panel);
});

test('the preview command on something that is not InterfaCSS says so', async () => {
  const { root } = await start({ files: { 'site/site.css': 'body {}\n' } });
  const document = vscode.__test.openDocument(path.join(root, 'site/site.css'));
  vscode.__test.showEditor(document);
  await vscode.commands.executeCommand('stylelsp.showPreview');
  assert.equal(state.panels.length, 0);
  assert.deepEqual(state.messages.at(-1), {
    kind: 'information', message: 'The layout preview shows an InterfaCSS stylesheet: open one first.', items: [],
  });
});
