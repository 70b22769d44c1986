// The layout preview's page: shows what the extension sends, and sends back the reader's choices.
(function () {
  const vscode = acquireVsCodeApi();
  const $ = (id) => document.getElementById(id);
  const state = vscode.getState() || { mode: 'boxes' };

  function showMode() {
    const text = state.mode === 'text';
    $('drawing').hidden = text;
    $('legend').hidden = text;
    $('text').hidden = !text;
    $('mode').textContent = text ? 'Show boxes' : 'Show text';
  }

  function sendOptions() {
    vscode.postMessage({ type: 'options', device: $('device').value, orientation: $('orientation').value });
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'render') {
      // The drawing is SVG markup built by the extension with every name escaped.
      $('drawing').innerHTML = message.svg;
      $('text').textContent = message.text;
      $('legend').textContent = message.legend;
      $('screen').textContent = message.screen;
      $('device').value = message.device;
      $('orientation').value = message.orientation;
      $('error').hidden = true;
    } else if (message.type === 'error') {
      $('error').textContent = message.message;
      $('error').hidden = false;
    }
  });

  $('device').addEventListener('change', sendOptions);
  $('orientation').addEventListener('change', sendOptions);
  $('mode').addEventListener('click', () => {
    state.mode = state.mode === 'text' ? 'boxes' : 'text';
    vscode.setState(state);
    showMode();
  });
  showMode();
  vscode.postMessage({ type: 'ready' });
})();
