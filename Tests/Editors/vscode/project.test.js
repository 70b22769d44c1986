'use strict';
// Which files are InterfaCSS, where the server is, and what the server is told of the settings:
// the extension's pure functions.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { EXTENSION, makeTree } = require('./helpers');
const project = require(path.join(EXTENSION, 'src/project.js'));
const { findServer } = require(path.join(EXTENSION, 'src/server.js'));
const { answerConfiguration } = require(path.join(EXTENSION, 'src/settings.js'));

test('globs read as the server reads them', () => {
  const { cases } = JSON.parse(fs.readFileSync(path.join(__dirname, '../glob-cases.json'), 'utf8'));
  assert.deepEqual(cases.map(([glob, file]) => [glob, file, project.globMatches(glob, file)]), cases);
});

test('classify: .icss and .iss are InterfaCSS, .css only in a marked project and its include, XML of such a project', () => {
  const root = makeTree({
    'app/.stylelsp.json': JSON.stringify({ include: ['Styles/**/*.css'], exclude: ['**/web/**'], stylesheets: ['Legacy/old.css'] }),
    'app/Styles/main.css': '', 'app/Styles/web/site.css': '', 'app/Other/x.css': '', 'app/Legacy/old.css': '',
    'app/Views/Main.xml': '', 'plain/.stylelsp.json': '{ not json', 'plain/a.css': '', 'web/site.css': '', 'web/page.xml': '',
  });
  const inno = '; Script\n[Setup]\nAppName=My Program\n';
  const cases = [
    ['app/Styles/main.css', '', 'interfacss'],
    ['app/Styles/web/site.css', '', null],
    ['app/Other/x.css', '', null],
    ['app/Legacy/old.css', '', 'interfacss'],
    ['app/Views/Main.xml', '', 'xml'],
    ['plain/a.css', '', 'interfacss'],
    ['web/site.css', '', null],
    ['web/page.xml', '', null],
    ['web/theme.icss', '', 'interfacss'],
    ['web/theme.iss', 'UILabel { alpha: 1; }', 'interfacss'],
    ['web/installer.iss', inno, null],
    ['app/Styles/installer.iss', inno, 'interfacss'],
  ];
  assert.deepEqual(cases.map(([file, text]) => [file, text, project.classify(path.join(root, file), text)]), cases);
});

test('findServer: the setting, else PATH; a clear problem when missing', () => {
  const root = makeTree({ 'bin/style-lsp': '#!/bin/sh\n', 'other/style-lsp': '#!/bin/sh\n', 'empty/README': '' });
  const env = { PATH: [path.join(root, 'empty'), path.join(root, 'bin')].join(path.delimiter) };
  assert.deepEqual(findServer({ env }), { path: path.join(root, 'bin/style-lsp') });
  assert.deepEqual(findServer({ env, configured: path.join(root, 'other/style-lsp') }), { path: path.join(root, 'other/style-lsp') });
  assert.deepEqual(findServer({ env, configured: 'other/style-lsp', workspaceFolder: root }), { path: path.join(root, 'other/style-lsp') });
  assert.deepEqual(findServer({ env, configured: '/nowhere/style-lsp' }), {
    path: null, problem: 'stylelsp.server.path is set to /nowhere/style-lsp, which is not an executable file.',
  });
  assert.deepEqual(findServer({ env: { PATH: path.join(root, 'empty') } }), { path: null, problem: 'style-lsp was not found on PATH.' });
  // An untrusted workspace: nothing in it is run; an absolute path and PATH still are.
  assert.deepEqual(findServer({ env, configured: 'other/style-lsp', workspaceFolder: root, trusted: false }), {
    path: null,
    problem: 'stylelsp.server.path is other/style-lsp, relative to a workspace VS Code does not trust (Restricted Mode): trust the workspace, or give an absolute path.',
  });
  assert.deepEqual(findServer({ env, configured: path.join(root, 'other/style-lsp'), trusted: false }), { path: path.join(root, 'other/style-lsp') });
  assert.deepEqual(findServer({ env, trusted: false }), { path: path.join(root, 'bin/style-lsp') });
});

test('workspace/configuration is answered with the stylesheet settings, section by section', () => {
  const values = {
    'stylelsp.preview.device': 'ipad', 'stylelsp.preview.orientation': ' ', 'stylelsp.rules': { 'unused-variable': 'off' },
  };
  const scopes = [];
  const getConfiguration = (section, scope) => {
    scopes.push([section, scope]);
    return { get: (key, fallback) => (`${section}.${key}` in values ? values[`${section}.${key}`] : fallback) };
  };
  const answer = answerConfiguration({
    items: [{ section: 'stylelsp', scopeUri: 'file:///p/a.css' }, { section: 'stylelsp.preview' }, { section: 'stylelsp.rules' },
      { section: 'stylelsp.preview.device' }, { section: 'stylelsp.nothing' }, { section: 'editor' }, {}],
  }, getConfiguration);
  const whole = { preview: { device: 'ipad', orientation: null }, rules: { 'unused-variable': 'off' } };
  assert.deepEqual(answer, [whole, whole.preview, whole.rules, 'ipad', null, null, whole]);
  assert.deepEqual(scopes[0], ['stylelsp', 'file:///p/a.css']);
});
