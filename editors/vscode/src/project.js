'use strict';
// Which files are InterfaCSS: `*.icss` and `*.iss` always (unless an `.iss` file is an Inno Setup
// script), `*.css` inside a project marked by `.stylelsp.json` and matched by its
// `include`/`exclude`, and the view-definition XML of such a project. Pure functions over paths,
// with the file system passed in, so the tests need no editor.

const path = require('path');
const fs = require('fs');

const CONFIG_FILE = '.stylelsp.json';

/** The nearest `.stylelsp.json` in `directory` or above it, or null. */
function findConfiguration(directory, exists = fs.existsSync) {
  let current = path.resolve(directory);
  for (;;) {
    const candidate = path.join(current, CONFIG_FILE);
    if (exists(candidate)) return candidate;
    const parent = path.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}

/** Reads a configuration's `include`, `exclude` and `stylesheets`. A file that cannot be read
 * still marks the project (the server reports what is wrong with it). */
function readConfiguration(file, read = (f) => fs.readFileSync(f, 'utf8')) {
  let json = {};
  try {
    json = JSON.parse(read(file));
  } catch (error) {
    json = {};
  }
  const strings = (value) => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : null);
  return {
    directory: path.dirname(file),
    include: strings(json.include) || ['**/*.css'],
    exclude: strings(json.exclude) || [],
    stylesheets: strings(json.stylesheets) || [],
  };
}

/** A glob as the server reads it: relative to the configuration's folder, `*` within one folder,
 * `**` across folders, `?` one character; a pattern without `/` matches a file name anywhere. */
function globToRegExp(glob) {
  let pattern = glob.startsWith('./') ? glob.slice(2) : glob;
  if (pattern.endsWith('/')) pattern += '**';
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '*' && pattern[i + 1] === '*') {
      const slash = pattern[i + 2] === '/';
      source += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') {
      source += '[^/]*';
    } else if (c === '?') {
      source += '[^/]';
    } else {
      source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    }
  }
  return { regexp: new RegExp('^' + source + '$'), nameOnly: !pattern.includes('/') };
}

function globMatches(glob, relativePath) {
  const { regexp, nameOnly } = globToRegExp(glob);
  return regexp.test(nameOnly ? path.posix.basename(relativePath) : relativePath);
}

/** Whether the configuration counts `file` (absolute) among its InterfaCSS stylesheets. */
function includes(configuration, file) {
  const relative = path.relative(configuration.directory, file).split(path.sep).join('/');
  if (configuration.stylesheets.some((s) => path.resolve(configuration.directory, s) === file)) return true;
  if (!configuration.include.some((glob) => globMatches(glob, relative))) return false;
  return !configuration.exclude.some((glob) => globMatches(glob, relative));
}

// Inno Setup scripts (also `*.iss`) start their settings with a `[Setup]` section.
const INNO_SETUP_SECTION = /^\s*\[(Setup|Files|Run|Code|Icons|Languages|Tasks|Registry)\]\s*$/im;

/**
 * The language a file should have: 'interfacss', 'xml' (a view definition of an InterfaCSS
 * project, served as such), or null (not ours: leave it alone).
 * `text` is the beginning of the file, used only for `.iss`.
 */
function classify(file, text = '', exists = fs.existsSync, read) {
  const extension = path.extname(file).toLowerCase();
  const configurationFile = () => findConfiguration(path.dirname(file), exists);
  switch (extension) {
    case '.icss':
      return 'interfacss';
    case '.iss':
      return INNO_SETUP_SECTION.test(text) && !configurationFile() ? null : 'interfacss';
    case '.css': {
      const found = configurationFile();
      return found && includes(readConfiguration(found, read), file) ? 'interfacss' : null;
    }
    case '.xml':
      return configurationFile() ? 'xml' : null;
    default:
      return null;
  }
}

module.exports = { CONFIG_FILE, findConfiguration, readConfiguration, globMatches, includes, classify };
