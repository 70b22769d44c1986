'use strict';
// The extension's package: package.json, grammar and language configuration well formed and
// pointing at files that exist; every script valid JavaScript.

const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');
const { ROOT, EXTENSION, serverBinary } = require('./helpers');

const manifest = JSON.parse(fs.readFileSync(path.join(EXTENSION, 'package.json'), 'utf8'));

test('package.json declares the InterfaCSS language for .icss and .iss, with its grammar and configuration', () => {
  assert.deepEqual(manifest.contributes.languages, [{
    id: 'interfacss',
    aliases: ['InterfaCSS', 'interfacss'],
    extensions: ['.icss', '.iss'],
    configuration: './language-configuration.json',
  }]);
  assert.deepEqual(manifest.contributes.grammars, [{
    language: 'interfacss', scopeName: 'source.interfacss', path: './syntaxes/interfacss.tmLanguage.json',
  }]);
  const grammar = JSON.parse(fs.readFileSync(path.join(EXTENSION, 'syntaxes/interfacss.tmLanguage.json'), 'utf8'));
  assert.equal(grammar.scopeName, 'source.interfacss');
  const configuration = JSON.parse(fs.readFileSync(path.join(EXTENSION, 'language-configuration.json'), 'utf8'));
  assert.deepEqual(configuration.comments, { lineComment: '//', blockComment: ['/*', '*/'] });
  assert.deepEqual(configuration.brackets, [['{', '}'], ['(', ')']]);
  for (const pattern of Object.values(configuration.indentationRules).concat(configuration.wordPattern)) new RegExp(pattern);
});

test('package.json: entry point, activation, workspace trust, commands, menus and settings', () => {
  assert.ok(fs.existsSync(path.join(EXTENSION, manifest.main)), manifest.main);
  // Never for plain web CSS or XML: InterfaCSS documents, and projects marked as InterfaCSS.
  assert.deepEqual(manifest.activationEvents, ['onLanguage:interfacss', 'workspaceContains:**/.stylelsp.json']);
  assert.deepEqual(manifest.capabilities.untrustedWorkspaces.supported, 'limited');
  assert.deepEqual(manifest.capabilities.untrustedWorkspaces.restrictedConfigurations, ['stylelsp.server.path']);
  assert.deepEqual(manifest.contributes.commands.map((c) => [c.command, `${c.category}: ${c.title}`]), [
    ['stylelsp.showPreview', 'InterfaCSS: Show Layout Preview'],
    ['stylelsp.restartServer', 'InterfaCSS: Restart Language Server'],
    ['stylelsp.serverHelp', 'InterfaCSS: Set Up the Language Server'],
  ]);
  assert.deepEqual(Object.keys(manifest.contributes.configuration.properties), [
    'stylelsp.server.path', 'stylelsp.detectProjectStylesheets', 'stylelsp.preview.device',
    'stylelsp.preview.orientation', 'stylelsp.rules', 'stylelsp.trace.server',
  ]);
  assert.deepEqual(Object.keys(manifest.dependencies), ['vscode-languageclient']);
  assert.match(manifest.engines.vscode, /^\^1\.\d+\.\d+$/);
});

test('packaging: `npm ci` installs what the lock file pins, `npm run package` makes the .vsix', () => {
  const lock = JSON.parse(fs.readFileSync(path.join(EXTENSION, 'package-lock.json'), 'utf8'));
  assert.equal(lock.lockfileVersion, 3);
  assert.deepEqual(lock.packages[''], { name: manifest.name, version: manifest.version, dependencies: manifest.dependencies, engines: manifest.engines });
  // Every package pinned to a registry tarball and its hash, and every dependency of each there.
  const packages = Object.entries(lock.packages).filter(([name]) => name);
  for (const [name, entry] of packages) {
    assert.match(entry.resolved, new RegExp(`^https://registry\\.npmjs\\.org/${name.slice('node_modules/'.length)}/-/.*-${entry.version}\\.tgz$`), name);
    assert.match(entry.integrity, /^sha512-[A-Za-z0-9+/]{86}==$/, name);
    for (const dependency of Object.keys(entry.dependencies || {})) assert.ok(lock.packages[`node_modules/${dependency}`], `${name} needs ${dependency}`);
  }
  assert.equal(lock.packages['node_modules/vscode-languageclient'].version, '9.0.1');
  assert.equal(manifest.devDependencies, undefined);
  assert.equal(manifest.scripts.package, 'npx --yes @vscode/vsce@3 package --allow-missing-repository --skip-license');
  const readme = fs.readFileSync(path.join(EXTENSION, 'README.md'), 'utf8');
  assert.ok(readme.includes('npm ci && npm run package'), 'the README names how to build the .vsix');
  assert.ok(readme.includes('Extensions: Install from VSIX…'), 'the README names how to install it');
});

test('the devices the settings and the preview offer are the ones the server knows', () => {
  const { DEVICES } = require(path.join(EXTENSION, 'src/render.js'));
  const result = spawnSync(serverBinary(), ['preview', path.join(ROOT, 'examples/Dashboard.css'), '--device', 'none'], { encoding: 'utf8' });
  const known = /known devices: (.*)$/m.exec(result.stderr);
  assert.ok(known, result.stderr);
  assert.deepEqual(DEVICES, known[1].trim().split(', '));
  assert.deepEqual(manifest.contributes.configuration.properties['stylelsp.preview.device'].enum, [''].concat(DEVICES));
});

test('every script passes node --check', () => {
  const scripts = [];
  for (const folder of ['src', 'media']) {
    for (const name of fs.readdirSync(path.join(EXTENSION, folder))) {
      if (name.endsWith('.js')) scripts.push(path.join(EXTENSION, folder, name));
    }
  }
  assert.deepEqual(scripts.map((s) => path.relative(EXTENSION, s)).sort(), [
    'media/preview.js', 'src/extension.js', 'src/preview.js', 'src/project.js', 'src/render.js', 'src/server.js', 'src/settings.js',
  ]);
  for (const script of scripts) execFileSync(process.execPath, ['--check', script]);
});
