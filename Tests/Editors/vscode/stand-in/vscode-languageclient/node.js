'use strict';
// A stand-in for `vscode-languageclient/node` (npm packages cannot be installed here): it records
// how the extension builds its client and routes requests to a handler the test sets, instead of
// starting a process.

class LanguageClient {
  constructor(id, name, serverOptions, clientOptions) {
    Object.assign(this, { id, name, serverOptions, clientOptions, running: false, requests: [] });
    LanguageClient.instances.push(this);
  }

  async start() {
    if (LanguageClient.startError) throw LanguageClient.startError;
    this.running = true;
  }

  async stop() {
    this.running = false;
  }

  async sendRequest(method, params) {
    if (!this.running) throw new Error('Client is not running');
    this.requests.push({ method, params });
    return LanguageClient.handler(method, params);
  }

  /** A request from the server, answered as the library does: through the middleware if the
   * extension set one. */
  async serverRequest(method, params) {
    const middleware = (this.clientOptions.middleware || {}).workspace || {};
    if (method === 'workspace/configuration' && middleware.configuration) {
      return middleware.configuration(params, {}, () => params.items.map(() => null));
    }
    throw new Error(`the stand-in does not answer ${method}`);
  }
}

LanguageClient.instances = [];
LanguageClient.startError = null;
LanguageClient.handler = async (method) => {
  throw new Error(`no handler for ${method}`);
};

module.exports = { LanguageClient };
