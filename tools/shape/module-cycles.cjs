// Which server modules import each other, in a circle: a module's files (tests and their helpers left
// out) import another module through `../<module>/`. Strongly connected groups of two or more modules are
// the cycles; module-cycles.test.cjs holds them to the ones still to be broken.
const fs = require('node:fs');
const path = require('node:path');

/** An import of another module from a file `depth` folders below its module's own. */
const importAt = (depth) => new RegExp(`from '(?:\\.\\./){${depth + 1}}([a-z0-9-]+)/`, 'g');

/** Each module's imports of other modules, from the files below `modulesDir`. */
function moduleImports(modulesDir) {
  const graph = new Map();
  for (const module of fs.readdirSync(modulesDir).sort()) {
    const dir = path.join(modulesDir, module);
    if (!fs.statSync(dir).isDirectory()) continue;
    const targets = new Set();
    const walk = (folder, depth) => {
      for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) walk(full, depth + 1);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.|test-support/.test(entry.name)) {
          // `../<module>/` from the module's folder, `../../<module>/` from a subfolder, and so on.
          for (const match of fs.readFileSync(full, 'utf8').matchAll(importAt(depth)))
            if (match[1] !== module) targets.add(match[1]);
        }
      }
    };
    walk(dir, 0);
    graph.set(module, targets);
  }
  return graph;
}

/** The groups of modules that reach each other (Tarjan), each sorted, groups of one left out. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const state = new Map();
  const groups = [];
  const visit = (node) => {
    state.set(node, { index, low: index, onStack: true });
    index += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!state.has(next)) {
        visit(next);
        state.get(node).low = Math.min(state.get(node).low, state.get(next).low);
      } else if (state.get(next).onStack)
        state.get(node).low = Math.min(state.get(node).low, state.get(next).index);
    }
    if (state.get(node).low === state.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        state.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return groups.sort((a, b) => a[0].localeCompare(b[0]));
}

/** The shortest chain of imports from one module to another (both ends included), or null if none. */
function importPath(graph, from, to) {
  const cameFrom = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const node = queue.shift();
    if (node === to) {
      const chain = [];
      for (let step = node; step !== null; step = cameFrom.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of graph.get(node) ?? [])
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
  }
  return null;
}

module.exports = { cycles, importPath, moduleImports };
