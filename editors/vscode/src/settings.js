'use strict';
// The settings the server pulls with `workspace/configuration`, section `stylelsp`:
// { preview: { device, orientation }, rules: { code: severity } }. Empty settings are null, so
// the project's `.stylelsp.json` applies.

const SECTION = 'stylelsp';

/** The `stylelsp` section as the server reads it; `configuration` is a `WorkspaceConfiguration`. */
function serverSettings(configuration) {
  const text = (key) => {
    const value = configuration.get(key, '');
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };
  const rules = configuration.get('rules', {});
  return {
    preview: { device: text('preview.device'), orientation: text('preview.orientation') },
    rules: rules && typeof rules === 'object' && !Array.isArray(rules) ? { ...rules } : {},
  };
}

/**
 * The answer to a `workspace/configuration` request: for each item, the `stylelsp` section (or
 * the part of it `stylelsp.preview`-style names) in the item's scope; null for other sections.
 * `getConfiguration(section, scopeUri)` is `vscode.workspace.getConfiguration`.
 */
function answerConfiguration(params, getConfiguration) {
  return params.items.map((item) => {
    const section = item.section || SECTION;
    if (section !== SECTION && !section.startsWith(SECTION + '.')) return null;
    let value = serverSettings(getConfiguration(SECTION, item.scopeUri));
    for (const key of section.split('.').slice(1)) value = value == null ? null : value[key];
    return value === undefined ? null : value;
  });
}

module.exports = { SECTION, serverSettings, answerConfiguration };
