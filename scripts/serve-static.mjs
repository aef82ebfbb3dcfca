// A tiny static file server with CORS, used to serve one remote from its own origin (as production does)
// in the end-to-end suite and the benchmark. Usage: node scripts/serve-static.mjs <dir> <port>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
  console.error('usage: serve-static.mjs <dir> <port>');
  process.exit(2);
}
const rootDir = path.resolve(dir);
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html; charset=utf-8',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

http
  .createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(rootDir, pathname === '/' ? 'index.html' : pathname);
    if (!file.startsWith(rootDir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('not found');
      return;
    }
    const hashed = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    fs.createReadStream(file).pipe(response);
  })
  .listen(Number(port), '127.0.0.1');
