'use strict';
// The layout preview beside the editor: a webview showing the server's picture of the
// InterfaCSS document being edited (`style/preview` with `svg`, the same picture as
// `style-lsp preview --format svg`) or its text drawing, drawn again as you type and when the
// server says the project changed.

const path = require('path');
const crypto = require('crypto');
const vscode = require('vscode');
const { renderMessage, renderPage } = require('./render');

// The server answers a request overtaken by an edit with ContentModified; the edit brings its own.
const CONTENT_MODIFIED = -32801;

function titleOf(document) {
  return `Preview ${path.basename(document.uri.fsPath || document.uri.path)}`;
}

class LayoutPreview {
  /**
   * `client()` gives the running language client (or null), `defaults()` the settings'
   * `{device, orientation}`; `delay` is how long typing must pause before the preview is
   * asked for again, in milliseconds.
   */
  constructor({ extensionUri, client, defaults, delay = 200 }) {
    this.extensionUri = extensionUri;
    this.client = client;
    this.defaults = defaults;
    this.delay = delay;
    this.panel = null;
    this.uri = null;
    this.options = {};
    // `fit`: the picture as wide as the page (its names and marks drawn for that size);
    // `actual`: one pixel per point.
    this.zoom = 'fit';
    this.pageWidth = null;
    // The picture's width in points (the screen and the device around it), from the last one.
    this.pictureWidth = 415;
    this.timer = null;
    this.generation = 0;
    this.subscriptions = [];
  }

  /** Opens the preview of `document` beside it, or shows the open one for it. */
  show(document) {
    if (this.panel) {
      this.follow(document);
      this.panel.reveal(vscode.ViewColumn.Beside, true);
      return this.panel;
    }
    this.uri = document.uri.toString();
    const title = titleOf(document);
    const media = vscode.Uri.joinPath(this.extensionUri, 'media');
    this.panel = vscode.window.createWebviewPanel(
      'stylelsp.preview', title, { viewColumn: vscode.ViewColumn.Beside, preserveFocus: true },
      { enableScripts: true, retainContextWhenHidden: true, localResourceRoots: [media] });
    const webview = this.panel.webview;
    webview.html = renderPage({
      cspSource: webview.cspSource,
      nonce: crypto.randomBytes(16).toString('base64'),
      scriptUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'preview.js')),
      styleUri: webview.asWebviewUri(vscode.Uri.joinPath(media, 'preview.css')),
      title,
    });
    this.subscriptions = [
      webview.onDidReceiveMessage((message) => this.receive(message)),
      vscode.workspace.onDidChangeTextDocument((event) => {
        if (event.document.uri.toString() === this.uri) this.schedule();
      }),
      vscode.window.onDidChangeActiveTextEditor((editor) => {
        // The preview follows the InterfaCSS document being edited.
        if (editor && editor.document.languageId === 'interfacss' && editor.document.uri.toString() !== this.uri) {
          this.follow(editor.document);
        }
      }),
      this.panel.onDidDispose(() => this.closed()),
    ];
    this.refresh();
    return this.panel;
  }

  /** Shows `document` in the open panel, where it is. */
  follow(document) {
    this.uri = document.uri.toString();
    this.panel.title = titleOf(document);
    this.refresh();
  }

  receive(message) {
    switch (message.type) {
      case 'ready':
        this.pageWidth = message.width || null;
        this.zoom = message.zoom === 'actual' ? 'actual' : 'fit';
        this.refresh();
        break;
      case 'options':
        this.options = { device: message.device || undefined, orientation: message.orientation || undefined };
        this.refresh();
        break;
      case 'zoom':
        this.zoom = message.zoom === 'actual' ? 'actual' : 'fit';
        this.refresh();
        break;
      case 'resize': {
        // Drawn again for the new width only when it changes the picture's size noticeably.
        const before = this.scale();
        this.pageWidth = message.width || null;
        if (this.zoom === 'fit' && Math.abs(this.scale() - before) > 0.02) this.schedule();
        break;
      }
    }
  }

  /** `style/projectChanged`: the preview's document is among those whose preview changed. */
  projectChanged(params) {
    if (this.panel && params && Array.isArray(params.documents) && params.documents.includes(this.uri)) this.schedule();
  }

  /** Asks again once typing pauses for `delay`. */
  schedule() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.refresh(), this.delay);
  }

  /** Pixels per point of the picture: fitting the page's width, or 1. */
  scale() {
    if (this.zoom === 'actual' || !this.pageWidth) return 1;
    return Math.min(2, Math.max(0.05, Math.floor((this.pageWidth / this.pictureWidth) * 100) / 100));
  }

  /** The system appearance the app is drawn in: VS Code's theme's. */
  theme() {
    const kind = vscode.window.activeColorTheme ? vscode.window.activeColorTheme.kind : 1;
    return kind === vscode.ColorThemeKind.Dark || kind === vscode.ColorThemeKind.HighContrast ? 'dark' : 'light';
  }

  /** The request's params: the reader's choices over the settings; unset ones left out. */
  params() {
    const defaults = this.defaults();
    const params = { textDocument: { uri: this.uri } };
    const device = this.options.device || defaults.device;
    const orientation = this.options.orientation || defaults.orientation;
    if (device) params.device = device;
    if (orientation) params.orientation = orientation;
    params.svg = { theme: this.theme(), scale: this.scale() };
    return params;
  }

  /** Asks the server for the preview and shows it; a stale answer is dropped. */
  async refresh() {
    clearTimeout(this.timer);
    if (!this.panel || !this.uri) return;
    const generation = ++this.generation;
    const client = this.client();
    if (!client) {
      this.post({ type: 'error', message: 'The language server is not running (InterfaCSS: Set Up the Language Server).' });
      return;
    }
    const params = this.params();
    try {
      const preview = await client.sendRequest('style/preview', params);
      if (generation !== this.generation || !this.panel) return;
      const width = /viewBox="0 0 ([\d.]+) /.exec(preview.svg || '');
      if (width) this.pictureWidth = Number(width[1]);
      this.post(renderMessage(preview, params, this.zoom));
      // The first picture of a screen tells its width: fitted again when it was guessed wrong.
      if (this.zoom === 'fit' && Math.abs(this.scale() - params.svg.scale) > 0.02) this.refresh();
    } catch (error) {
      if (generation !== this.generation || !this.panel) return;
      if (error && error.code === CONTENT_MODIFIED) {
        this.schedule();
        return;
      }
      this.post({ type: 'error', message: `The preview failed: ${(error && error.message) || error}` });
    }
  }

  post(message) {
    if (this.panel) this.panel.webview.postMessage(message);
  }

  closed() {
    clearTimeout(this.timer);
    for (const subscription of this.subscriptions) subscription.dispose();
    this.subscriptions = [];
    this.panel = null;
    this.uri = null;
  }

  dispose() {
    if (this.panel) this.panel.dispose();
    this.closed();
  }
}

module.exports = { LayoutPreview, CONTENT_MODIFIED };
