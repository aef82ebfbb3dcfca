// How scripts/shape-report.mjs sorts the code: which area a file belongs to, whether it is a test, and
// how many lines it has that are not blank.

/** TypeScript and JavaScript sources. */
function isSource(file) {
  return /\.(ts|tsx|js|cjs|mjs)$/.test(file);
}

/** A test file, a test's helpers (`*test-support*`), or the server's test harness (server/src/test). */
function isTest(file) {
  return (
    /\.test\.(ts|tsx|js|cjs|mjs)$/.test(file) ||
    /test-support/.test(file) ||
    file.startsWith('server/src/test/')
  );
}

/**
 * The area a path (relative to the root, with /) counts under: each server module, the server's other
 * folders, each remote, each package, the host.
 */
function areaOfPath(file) {
  const parts = file.split('/');
  if (parts[0] === 'server') {
    if (parts[1] === 'src' && parts[2] === 'modules' && parts.length > 4) return `server/modules/${parts[3]}`;
    if (parts[1] === 'src') return parts.length > 3 ? `server/${parts[2]}` : 'server/src (files)';
    return parts.length > 2 ? `server/${parts[1]}` : 'server (files)';
  }
  if (parts[0] === 'remotes' || parts[0] === 'packages') return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

/** Lines with something on them. */
function codeLines(text) {
  return text.split('\n').filter((line) => line.trim() !== '').length;
}

module.exports = { areaOfPath, codeLines, isSource, isTest };
