// The embedding side of the cost of federation (scripts/bench-federation.mjs): what a foreign page holding
// only the snippet of docs/embedding.md loads to show one embedded area, and each remote's remoteEntry.js
// as served (the .gz the build writes beside it).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from './run.mjs';

/** docs/embedding.md's snippet (its first html block with a <portal-area>), pointed at `portalBase`. */
function embeddingSnippet(portalBase) {
  const doc = fs.readFileSync(path.join(root, 'docs/embedding.md'), 'utf8');
  const block = [...doc.matchAll(/```html\n([\s\S]*?)```/g)]
    .map((m) => m[1])
    .find((b) => b.includes('<portal-area'));
  if (!block) throw new Error('docs/embedding.md has no html snippet with <portal-area>');
  return block.replaceAll('https://portal.example.com', portalBase);
}

/** Serves, on 127.0.0.1:port, a page of its own holding only the snippet; resolves to a function that stops it. */
export async function serveEmbeddingPage(port, portalBase) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Intranet</title></head>
<body><h1>Our intranet</h1>${embeddingSnippet(portalBase)}</body></html>`;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(resolve));
}

/**
 * In a new browser context: the page at `pageUrl`, hr signs in inside the element, until the leave summary
 * shows. Every script response until then: count, bytes as transferred (body and headers), and the loader's.
 */
export async function measureEmbeddedArea(browser, pageUrl, { login, password }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({
            url: response.url(),
            bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          })),
      );
    });
    await page.goto(pageUrl);
    const area = page.locator('portal-area');
    await area.getByLabel('Login').fill(login);
    await area.getByLabel('Password').fill(password);
    await area.getByRole('button', { name: 'Sign in' }).click();
    await area.getByRole('heading', { name: 'Leave summary' }).waitFor({ timeout: 60_000 });
    const loaded = await Promise.all(scripts);
    const loader = loaded.find((script) => new URL(script.url).pathname.endsWith('/embed.js'));
    return {
      scripts: loaded.length,
      bytes: loaded.reduce((sum, script) => sum + script.bytes, 0),
      loaderBytes: loader?.bytes ?? 0,
    };
  } finally {
    await context.close();
  }
}

/** Each remote's remoteEntry.js, raw and as its precompressed .gz, from the builds measured. */
export function remoteEntrySizes(remotes) {
  return remotes.map((name) => {
    const file = path.join(root, 'remotes', name, 'dist/remoteEntry.js');
    return { name, bytes: fs.statSync(file).size, gzip: fs.statSync(`${file}.gz`).size };
  });
}
