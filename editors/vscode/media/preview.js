// The layout preview's page: shows what the extension sends (the server's picture, parsed as
// SVG, or its text drawing, and the frames) and sends back the reader's choices and the
// page's width, which the picture is drawn for.
(function () {
  const vscode = acquireVsCodeApi();
  const $ = (id) => document.getElementById(id);
  const state = Object.assign({ mode: 'picture', zoom: 'fit', names: true }, vscode.getState() || {});

  function show() {
    const text = state.mode === 'text';
    $('drawing').hidden = text;
    $('frames').hidden = text;
    $('text').hidden = !text;
    $('mode').textContent = text ? 'Show picture' : 'Show text';
    $('zoom').value = state.zoom;
    $('names').checked = state.names;
    $('drawing').classList.toggle('hide-names', !state.names);
  }

  function save() {
    vscode.setState(state);
  }

  function width() {
    return $('drawing').clientWidth || document.body.clientWidth || 0;
  }

  function showError(message) {
    $('error').textContent = message;
    $('error').hidden = false;
  }

  /** The picture, parsed as SVG (never as HTML) and put in the page. */
  function showPicture(svg) {
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const root = parsed.documentElement;
    if (!root || root.nodeName !== 'svg' || parsed.getElementsByTagName('parsererror').length > 0) {
      showError('The server sent a picture that is not SVG.');
      return false;
    }
    $('drawing').replaceChildren(document.importNode(root, true));
    return true;
  }

  function sendOptions() {
    vscode.postMessage({ type: 'options', device: $('device').value, orientation: $('orientation').value });
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (message.type === 'render') {
      $('error').hidden = true;
      showPicture(message.svg);
      $('text').textContent = message.text;
      $('legend').textContent = message.legend;
      $('screen').textContent = message.screen;
      $('device').value = message.device;
      $('orientation').value = message.orientation;
    } else if (message.type === 'error') {
      showError(message.message);
    }
  });

  $('device').addEventListener('change', sendOptions);
  $('orientation').addEventListener('change', sendOptions);
  $('zoom').addEventListener('change', () => {
    state.zoom = $('zoom').value;
    save();
    vscode.postMessage({ type: 'zoom', zoom: state.zoom });
  });
  $('names').addEventListener('change', () => {
    state.names = $('names').checked;
    save();
    show();
  });
  $('mode').addEventListener('click', () => {
    state.mode = state.mode === 'text' ? 'picture' : 'text';
    save();
    show();
  });
  // The picture is drawn for the page's width: a new width once resizing pauses.
  let resizing = null;
  window.addEventListener('resize', () => {
    clearTimeout(resizing);
    resizing = setTimeout(() => vscode.postMessage({ type: 'resize', width: width() }), 150);
  });
  show();
  vscode.postMessage({ type: 'ready', width: width(), zoom: state.zoom });
})();
