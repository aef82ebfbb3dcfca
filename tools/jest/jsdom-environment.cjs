// jest's jsdom environment, safe in a worker whose Node global has gained a JavaScript global that Node 20
// lacks. The server tests load pdf-parse through Node's own require, and its pdf.js polyfills `Iterator`
// on the worker process's global. jsdom, loaded later in that worker, lists every such global it finds on
// the process and reads each from the window's fresh context, where `Iterator` does not exist: every jsdom
// file after it in that worker failed with "ReferenceError: Iterator is not defined". Those globals are
// hidden while the window is made (jsdom fixes its list when it first loads, inside the constructor) and
// put back at once, so the server tests that rely on them keep them.
const vm = require('node:vm');
const path = require('node:path');
const JsdomEnvironment = require('jest-environment-jsdom').default;

const jsdomGlobalsFile = require.resolve('jsdom/lib/jsdom/browser/js-globals.json', {
  paths: [path.dirname(require.resolve('jest-environment-jsdom'))],
});

const jsdomGlobals = Object.keys(require(jsdomGlobalsFile));
const inNewContext = new Set(vm.runInNewContext('Object.getOwnPropertyNames(globalThis)'));

/** jsdom's JavaScript globals that this process has but a new context lacks: polyfills. */
function polyfilledGlobals() {
  return jsdomGlobals.filter((name) => name in globalThis && !inNewContext.has(name));
}

class PortalJsdomEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    const hidden = polyfilledGlobals().map((name) => [
      name,
      Object.getOwnPropertyDescriptor(globalThis, name),
    ]);
    for (const [name] of hidden) delete globalThis[name];
    try {
      super(config, context);
    } finally {
      for (const [name, descriptor] of hidden)
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    }
  }
}

module.exports = PortalJsdomEnvironment;
