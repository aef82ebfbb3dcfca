import vm from 'node:vm';

/**
 * Jest (on Node 20) cannot require ES-module-only packages, and the shared jest config transpiles only a
 * fixed list of them. Node itself can (require(esm) is built into Node >= 20.19), so each ESM-only
 * dependency of the server's stack is handed to jest as the module Node's own require loads. Jest stands
 * in for the 'module' built-in, hence the detour through vm to reach Node's main context.
 * Import this module before anything that loads fastify or its plugins.
 */
export const nativeRequire = (
  vm.runInThisContext("process.getBuiltinModule('node:module')") as typeof import('node:module')
).createRequire(__filename);

/** Each ESM-only package, with the chain of packages that leads to it from the server. */
const ESM_ONLY: { name: string; via: string[] }[] = [
  { name: 'content-disposition', via: ['@fastify/static'] }, // @fastify/static >= 10.1.4
  { name: 'cookie', via: ['fastify', 'light-my-request'] }, // fastify.inject()
];

for (const { name, via } of ESM_ONLY) {
  const parent = via.reduce<string>((from, next) => require.resolve(next, { paths: [from] }), __dirname);
  const file = require.resolve(name, { paths: [parent] });
  jest.doMock(file, () => nativeRequire(file));
}
