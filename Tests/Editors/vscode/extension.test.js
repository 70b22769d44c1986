'use strict';
// The extension activated against the stand-in `vscode` API and a stand-in language client
// that drives the real, built style-lsp as vscode-languageclient 9 does: the status bar when
// the server is missing, how the client is built and restarted, the settings (pulled, and the
// push the library sends), which documents become InterfaCSS, the layout preview following
// edits and the project, activation, workspace trust, a missing library.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');
const vscode = require('vscode');
const { LanguageClient, ResponseError } = require('vscode-languageclient/node');
const { EXTENSION, ROOT, SERVER, makeTree, waitFor } = require('./helpers');
const { activate, deactivate, MISSING_LIBRARY } = require(path.join(EXTENSION, 'src/extension.js'));
const { INSTALL_STEPS } = require(path.join(EXTENSION, 'src/server.js'));

const { state } = vscode.__test;
const savedPATH = process.env.PATH;
const DASHBOARD = fs.readFileSync(path.join(ROOT, 'examples/Dashboard.css'), 'utf8');

/** An extension context; VS Code disposes its subscriptions when the extension deactivates. */
const contexts = [];
function newContext() {
  const context = { subscriptions: [], extensionUri: vscode.Uri.file(EXTENSION) };
  contexts.push(context);
  return context;
}

/** Deactivates the extension as VS Code does. */
async function deactivated() {
  await deactivate();
  for (const context of contexts.splice(0)) for (const subscription of context.subscriptions) subscription.dispose();
}

/** A workspace folder with a marked project and the server on PATH (a missing one unless `server`). */
async function start({ server = true, settings = {}, files = {} } = {}) {
  vscode.__test.reset();
  LanguageClient.instances = [];
  LanguageClient.intercept = null;
  const root = makeTree({
    'bin/style-lsp': SERVER, 'empty/README': '',
    'app/.stylelsp.json': JSON.stringify({ include: ['Styles/**/*.css'], exclude: ['**/web/**'] }),
    ...files,
  });
  process.env.PATH = path.join(root, server ? 'bin' : 'empty');
  vscode.workspace.workspaceFolders = [{ uri: vscode.Uri.file(root), name: 'root', index: 0 }];
  vscode.__test.setSettings(settings);
  const context = newContext();
  const extension = await activate(context);
  return { root, extension, context };
}

/** The running clients. */
const running = () => LanguageClient.instances.filter((client) => client.isRunning());

/** The picture's rect of the view `name` (its background), from an SVG. */
function viewRect(svg, name) {
  const match = new RegExp(`data-name="${name}">\\n<title>[^<]*</title>\\n<rect ([^/]*)/>`).exec(svg);
  return match && match[1];
}

test.afterEach(async () => {
  await deactivated();
  for (const client of LanguageClient.instances) await client.dispose();
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
  assert.equal(extension.client.isRunning(), true);
  assert.equal(item.visible, false);
});

test('a server that fails to start is reported in the status bar, and no client is left', async () => {
  const { root, extension } = await start({ server: false, files: { 'broken/style-lsp': '#!/bin/sh\nexit 3\n' } });
  process.env.PATH = path.join(root, 'broken');
  await vscode.commands.executeCommand('stylelsp.restartServer');
  assert.equal(extension.client, null);
  assert.deepEqual(running(), []);
  assert.equal(state.statusItems[0].visible, true);
  assert.equal(state.statusItems[0].tooltip,
    `${path.join(root, 'broken/style-lsp')} failed to start: Connection to server got closed.\n\n${INSTALL_STEPS}`);
});

test('the client: style-lsp from PATH, InterfaCSS documents and the XML of marked projects, settings pulled, the server\'s command', async () => {
  const { root, extension, context } = await start();
  const [client] = LanguageClient.instances;
  assert.equal(client.id, 'stylelsp');
  assert.equal(client.name, 'InterfaCSS');
  assert.deepEqual(client.serverOptions, { command: path.join(root, 'bin/style-lsp'), args: [] });
  assert.deepEqual(client.clientOptions.documentSelector, [
    { scheme: 'file', language: 'interfacss' },
    { scheme: 'file', language: 'xml', pattern: new vscode.RelativePattern(vscode.Uri.file(path.join(root, 'app')), '**/*.xml') },
  ]);
  // No push of the settings (`synchronize.configurationSection`): the server pulls them.
  assert.equal(client.clientOptions.synchronize, undefined);
  assert.deepEqual(client.clientOptions.initializationOptions, { projectChanged: true });
  assert.equal(extension.client, client);
  assert.equal(client.isRunning(), true);
  assert.deepEqual([...state.commands.keys()], ['stylelsp.showPreview', 'stylelsp.restartServer', 'stylelsp.serverHelp', 'style.preview']);
  assert.ok(context.subscriptions.length >= 9);
});

test('a workspace folder inside a marked project and others holding one: the XML of each is served', async () => {
  const { root } = await start({ files: { 'ios/.stylelsp.json': '{}', 'ios/App/Styles/a.css': '', 'more/b/.stylelsp.json': '{}' } });
  await deactivated();
  vscode.workspace.workspaceFolders = [
    { uri: vscode.Uri.file(path.join(root, 'ios/App')), name: 'App', index: 0 },
    { uri: vscode.Uri.file(path.join(root, 'more')), name: 'more', index: 1 },
  ];
  await activate(newContext());
  const pattern = (folder) => new vscode.RelativePattern(vscode.Uri.file(path.join(root, folder)), '**/*.xml');
  assert.deepEqual(LanguageClient.instances.at(-1).clientOptions.documentSelector, [
    { scheme: 'file', language: 'interfacss' },
    { scheme: 'file', language: 'xml', pattern: pattern('ios') },
    { scheme: 'file', language: 'xml', pattern: pattern('more/b') },
  ]);
  // The XML of a marked project reaches the server; other XML does not.
  const selector = LanguageClient.instances.at(-1).clientOptions.documentSelector;
  const views = vscode.__test.openDocument(path.join(root, 'ios/App/Views/main.xml'), 'xml', '<view/>');
  const feed = vscode.__test.openDocument(path.join(root, 'elsewhere/feed.xml'), 'xml', '<rss/>');
  assert.deepEqual([vscode.languages.match(selector, views), vscode.languages.match(selector, feed)], [10, 0]);
});

test('settings reach the server by workspace/configuration, asked again when they change', async () => {
  const { root, extension } = await start({
    settings: { 'stylelsp.preview.device': 'iphone-se', 'stylelsp.rules': { 'unknown-property': 'error' } },
    files: { 'app/Styles/screen.css': '#box { frame: rect(0, 0, 10, 10); }\n' },
  });
  const client = extension.client;
  const pulls = () => client.received.filter((message) => message.method === 'workspace/configuration');
  await waitFor('the server to pull the settings', () => pulls().length === 1);
  assert.deepEqual(pulls()[0], {
    method: 'workspace/configuration', params: { items: [{ section: 'stylelsp' }] },
    answer: [{ preview: { device: 'iphone-se', orientation: null }, rules: { 'unknown-property': 'error' } }],
  });
  const document = vscode.__test.openDocument(path.join(root, 'app/Styles/screen.css'));
  await waitFor('the document to be InterfaCSS', () => vscode.__test.document(document.uri.fsPath).languageId === 'interfacss');
  const uri = document.uri.toString();
  // The server's own preview (the command generic clients use) follows its settings.
  const width = async () => (await vscode.commands.executeCommand('style.preview', uri)).width;
  assert.equal(await width(), 375);
  vscode.__test.changeSettings({ 'stylelsp.preview.device': 'ipad' });
  await waitFor('the server to pull them again', () => pulls().length === 2);
  assert.deepEqual(pulls()[1].answer, [{ preview: { device: 'ipad', orientation: null }, rules: { 'unknown-property': 'error' } }]);
  assert.equal(await width(), 768);
});

test('the push vscode-languageclient sends for a configuration section, defaults and all, breaks nothing', async () => {
  const { root, extension } = await start({ files: { 'app/Styles/Dashboard.css': DASHBOARD } });
  // What SyncConfigurationFeature sends for `synchronize: {configurationSection: 'stylelsp'}`:
  // the section whole, with package.json's "" defaults.
  const push = LanguageClient.settingsOf(['stylelsp']);
  assert.deepEqual(push, {
    stylelsp: {
      server: { path: '' }, detectProjectStylesheets: true, preview: { device: '', orientation: '' }, rules: {}, trace: { server: 'off' },
    },
  });
  await extension.client.sendNotification('workspace/didChangeConfiguration', { settings: push });
  const document = vscode.__test.openDocument(path.join(root, 'app/Styles/Dashboard.css'));
  await waitFor('the document to be InterfaCSS', () => vscode.__test.document(document.uri.fsPath).languageId === 'interfacss');
  vscode.__test.showEditor(vscode.__test.document(document.uri.fsPath));
  await vscode.commands.executeCommand('stylelsp.showPreview');
  const [panel] = state.panels;
  panel.receive({ type: 'ready', width: 415, zoom: 'fit' });
  await waitFor('a drawing', () => panel.posted.some((m) => m.type === 'render'));
  assert.deepEqual(panel.posted.filter((m) => m.type === 'error'), []);
  assert.equal(panel.posted.find((m) => m.type === 'render').screen, '375×667 pt, portrait');
  const result = await vscode.commands.executeCommand('style.preview', document.uri.toString());
  assert.deepEqual([result.width, result.height, result.orientation], [375, 667, 'portrait']);
});

test('changing stylelsp.server.path restarts the client with the new executable', async () => {
  const { root } = await start({ files: { 'other/style-lsp': SERVER } });
  vscode.__test.changeSettings({ 'stylelsp.server.path': 'other/style-lsp' });
  await waitFor('a second client', () => LanguageClient.instances.length === 2 && LanguageClient.instances[1].isRunning());
  assert.equal(LanguageClient.instances[0].isRunning(), false);
  assert.equal(LanguageClient.instances[1].serverOptions.command, path.join(root, 'other/style-lsp'));
});

test('two restarts back to back: one after the other, the old client gone before the next starts, one client left', async () => {
  const { extension } = await start();
  const first = vscode.commands.executeCommand('stylelsp.restartServer');
  const second = vscode.commands.executeCommand('stylelsp.restartServer');
  await Promise.all([first, second]);
  assert.equal(LanguageClient.instances.length, 3);
  assert.deepEqual(running(), [LanguageClient.instances[2]]);
  assert.equal(extension.client, LanguageClient.instances[2]);
  assert.equal(state.statusItems[0].visible, false);
  // The server's command, registered by each client in turn (a second registration would have
  // failed the start), works through the last.
  assert.deepEqual((await vscode.commands.executeCommand('style.preview', 'file:///nowhere.css').catch((error) => error.message)),
    'file:///nowhere.css is not open');
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
  const root = makeTree({ 'bin/style-lsp': SERVER, 'p/.stylelsp.json': '{}', 'p/a.css': '' });
  process.env.PATH = path.join(root, 'bin');
  vscode.__test.openDocument(path.join(root, 'p/a.css'));
  await activate(newContext());
  assert.equal(vscode.__test.document(path.join(root, 'p/a.css')).languageId, 'interfacss');
});

/** Opens `file` (made InterfaCSS by the extension), shows it, opens the preview at `width`. */
async function openPreview(root, file, width = 415) {
  vscode.__test.openDocument(path.join(root, file));
  await waitFor('the document to be InterfaCSS', () => vscode.__test.document(path.join(root, file)).languageId === 'interfacss');
  const document = vscode.__test.document(path.join(root, file));
  vscode.__test.showEditor(document);
  await vscode.commands.executeCommand('stylelsp.showPreview');
  const panel = state.panels.at(-1);
  panel.receive({ type: 'ready', width, zoom: 'fit' });
  const renders = () => panel.posted.filter((m) => m.type === 'render');
  return { document, panel, renders };
}

test('the layout preview: the server\'s picture beside the editor, drawn again as you type and as you choose a device', async () => {
  const { root, extension } = await start({ files: { 'app/Styles/Dashboard.css': DASHBOARD } });
  extension.preview.delay = 50;
  const requests = [];
  let failNext = null;
  LanguageClient.intercept = (method, params) => {
    if (method !== 'style/preview') return undefined;
    requests.push(params);
    if (!failNext) return undefined;
    const error = failNext;
    failNext = null;
    return Promise.reject(error);
  };
  const { document, panel, renders } = await openPreview(root, 'app/Styles/Dashboard.css');
  const uri = document.uri.toString();
  assert.deepEqual({ viewType: panel.viewType, title: panel.title, showOptions: panel.showOptions, options: panel.options }, {
    viewType: 'stylelsp.preview', title: 'Preview Dashboard.css',
    showOptions: { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
    options: { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [vscode.Uri.joinPath(vscode.Uri.file(EXTENSION), 'media')] },
  });
  assert.match(panel.webview.html, /<script nonce="[^"]+" src="vscode-webview:\/\/[^"]*\/media\/preview.js"><\/script>/);

  await waitFor('the first drawing', () => renders().length >= 1);
  // The first request, before the page said its width; then for the page's width (415: 1:1).
  assert.deepEqual(requests.at(-1), { textDocument: { uri }, svg: { theme: 'light', scale: 1 } });
  const first = renders().at(-1);
  assert.equal(viewRect(first.svg, 'chart'), 'x="16" y="108" width="343" height="220" fill="#f2f2f2"');
  assert.match(first.legend, /^375×667 pt, portrait\n {2}header \(UIView\) {2}0,0 375×96\n/);
  assert.match(first.text, /^\+-header-/);
  assert.deepEqual([first.screen, first.device, first.orientation, first.zoom], ['375×667 pt, portrait', '', 'portrait', 'fit']);

  // Typing: asked again once the typing pauses (never drawn for the text between), and the
  // chart is drawn at its new height.
  vscode.__test.editDocument(document, DASHBOARD.replace('height(220)', 'height(1)'));
  vscode.__test.editDocument(document, DASHBOARD.replace('height(220)', 'height(12)'));
  vscode.__test.editDocument(document, DASHBOARD.replace('height(220)', 'height(120)'));
  const chart = (height) => `x="16" y="108" width="343" height="${height}" fill="#f2f2f2"`;
  await waitFor('the drawing after the edit', () => viewRect(renders().at(-1).svg, 'chart') === chart(120));
  assert.deepEqual(renders().map((render) => viewRect(render.svg, 'chart')).filter((rect) => rect !== chart(220) && rect !== chart(120)), []);
  assert.match(renders().at(-1).legend, /chart \(UIView\) {2}16,108 343×120/);

  // The page's device and orientation pickers; the picture fits the page's width.
  // (The first iPad picture is drawn for an iPhone's width: it is drawn again for the page's.)
  panel.receive({ type: 'options', device: 'ipad', orientation: 'landscape' });
  await waitFor('the iPad drawing', () => /viewBox="0 0 1064 808" width="414.96" height="315.12"/.test(renders().at(-1).svg));
  assert.deepEqual(requests.at(-1), { textDocument: { uri }, device: 'ipad', orientation: 'landscape', svg: { theme: 'light', scale: 0.39 } });
  assert.equal(renders().at(-1).screen, '1024×768 pt, landscape');
  // 1:1.
  panel.receive({ type: 'zoom', zoom: 'actual' });
  await waitFor('the drawing at 1:1', () => renders().at(-1).zoom === 'actual');
  assert.match(renders().at(-1).svg, /viewBox="0 0 1064 808" width="1064" height="808"/);

  // An answer overtaken by an edit is asked for again; other failures are shown on the page.
  failNext = new ResponseError(-32801, 'the document changed');
  const asked = requests.length;
  panel.receive({ type: 'options', device: '', orientation: 'portrait' });
  await waitFor('the drawing after ContentModified', () => requests.length === asked + 2 && renders().at(-1).screen === '375×667 pt, portrait');
  failNext = new ResponseError(-32602, `${uri} is not open`);
  panel.receive({ type: 'zoom', zoom: 'fit' });
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
  const count = requests.length;
  panel.dispose();
  vscode.__test.editDocument(document, DASHBOARD);
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(requests.length, count);
});

test('the preview takes its defaults from the settings and its theme from VS Code\'s', async () => {
  const { root } = await start({ settings: { 'stylelsp.preview.device': 'iphone-se' }, files: { 'app/Styles/Dashboard.css': DASHBOARD } });
  const { panel, renders } = await openPreview(root, 'app/Styles/Dashboard.css');
  await waitFor('the drawing', () => renders().length >= 1);
  assert.match(renders().at(-1).svg, /class="style-preview light"/);
  vscode.__test.changeSettings({ 'stylelsp.preview.orientation': 'landscape' });
  await waitFor('the landscape drawing', () => renders().at(-1).screen === '667×375 pt, landscape');
  vscode.__test.setColorTheme(vscode.ColorThemeKind.Dark);
  await waitFor('the dark drawing', () => /class="style-preview dark"/.test(renders().at(-1).svg));
  assert.equal(panel.posted.filter((m) => m.type === 'error').length, 0);
});

test('a preview opened as the file opens shows the project\'s views, and is drawn again when a view definition changes', async () => {
  const css = '#title { frame: rect(10, 30, 200, 30); text: "Hi"; }\n#box { frame: rect(10, 80, 100, 100); backgroundColor: #123456; }\n';
  const xml = '<view id="root"><label id="title"/><view id="box"/></view>\n';
  const { root, extension } = await start({ files: { 'app/Styles/screen.css': css, 'app/Styles/screen.xml': xml } });
  extension.preview.delay = 50;
  const { renders } = await openPreview(root, 'app/Styles/screen.css');
  await waitFor('the drawing', () => renders().length >= 1);
  // Drawn from the view definition (its root view), not from the stylesheet's nesting.
  assert.match(renders().at(-1).legend, /^375×667 pt, portrait\n {2}root \(UIView\) {2}0,0 375×667\n/);
  assert.equal(viewRect(renders().at(-1).svg, 'box'), 'x="10" y="80" width="100" height="100" fill="#123456"');
  // The view definition edited: the server says so, and the preview is drawn again.
  const count = renders().length;
  const views = vscode.__test.openDocument(path.join(root, 'app/Styles/screen.xml'));
  vscode.__test.editDocument(views, '<view id="root"><label id="title"/><view id="box"><view id="inner"/></view></view>\n');
  await waitFor('the drawing with the new view', () => renders().length > count && /inner \(UIView\)/.test(renders().at(-1).legend));
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

test('activation: InterfaCSS documents and projects with a .stylelsp.json, never a plain web project', () => {
  const events = vscode.__test.manifest.activationEvents;
  const web = makeTree({ 'index.html': '<p/>', 'css/site.css': 'body {}', 'feed.xml': '<rss/>', 'site.scss': '' });
  assert.deepEqual(vscode.__test.firedActivationEvents(events, { folders: [web], languages: ['html', 'css', 'xml', 'scss'] }), []);
  const marked = makeTree({ 'ios/App/.stylelsp.json': '{}', 'ios/App/main.css': '' });
  assert.deepEqual(vscode.__test.firedActivationEvents(events, { folders: [marked], languages: [] }), ['workspaceContains:**/.stylelsp.json']);
  assert.deepEqual(vscode.__test.firedActivationEvents(events, { folders: [web], languages: ['interfacss'] }), ['onLanguage:interfacss']);
});

test('Restricted Mode: a server path relative to the untrusted workspace is not run until it is trusted', async () => {
  vscode.__test.reset();
  LanguageClient.instances = [];
  const root = makeTree({ 'tools/style-lsp': SERVER, 'empty/README': '', 'app/.stylelsp.json': '{}' });
  process.env.PATH = path.join(root, 'empty');
  vscode.workspace.workspaceFolders = [{ uri: vscode.Uri.file(root), name: 'root', index: 0 }];
  vscode.workspace.isTrusted = false;
  vscode.__test.setSettings({ 'stylelsp.server.path': 'tools/style-lsp' });
  const extension = await activate(newContext());
  assert.equal(extension.client, null);
  assert.equal(state.statusItems[0].tooltip,
    'stylelsp.server.path is tools/style-lsp, relative to a workspace VS Code does not trust (Restricted Mode): trust the workspace, or give an absolute path.'
      + `\n\n${INSTALL_STEPS}`);
  vscode.__test.grantTrust();
  await waitFor('the client', () => extension.client && extension.client.isRunning());
  assert.equal(extension.client.serverOptions.command, path.join(root, 'tools/style-lsp'));
});

test('copied without npm install: activation says what is missing and how to install', () => {
  // Only the vscode stand-in on the module path, as in VS Code without node_modules.
  const modules = makeTree({});
  fs.symlinkSync(path.join(__dirname, 'stand-in/vscode'), path.join(modules, 'vscode'));
  const script = `
    const vscode = require('vscode');
    require(${JSON.stringify(path.join(EXTENSION, 'src/extension.js'))})
      .activate({ subscriptions: [], extensionUri: vscode.Uri.file(${JSON.stringify(EXTENSION)}) })
      .then(() => console.log(JSON.stringify(vscode.__test.state.statusItems.map((item) => [item.visible, item.text, item.tooltip]))));`;
  const result = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, NODE_PATH: modules }, encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  assert.deepEqual(JSON.parse(result.stdout), [[true, '$(warning) vscode-languageclient missing', MISSING_LIBRARY]]);
});
