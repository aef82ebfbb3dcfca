import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { BASE_URL, ROOT } from './portal';

/** The snippet integrators copy from docs/embedding.md: the first html block with a <portal-area>. */
export function embeddingSnippet(): string {
  const doc = fs.readFileSync(path.join(ROOT, 'docs/embedding.md'), 'utf8');
  const block = [...doc.matchAll(/```html\n([\s\S]*?)```/g)]
    .map((m) => m[1]!)
    .find((b) => b.includes('<portal-area'));
  if (!block) throw new Error('docs/embedding.md has no html snippet with <portal-area>');
  return block.replaceAll('https://portal.example.com', BASE_URL);
}

/**
 * An integrator's page: its own styles (a probe heading and a `.flex` class the portal's utilities also
 * define) and, at /embed, the snippet; at /plain the same page without it, for comparison.
 */
export function foreignPage(snippet: string | null): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Foreign page</title>
    <style>
      body { margin: 0; padding: 16px; font-family: Georgia, serif; background: rgb(253, 246, 227); color: rgb(59, 47, 47); }
      h1 { font-size: 30px; margin: 12px 0; }
      .flex { display: block; border: 2px dashed rgb(124, 45, 18); padding: 8px; }
    </style>
  </head>
  <body>
    <h1 id="probe">Our intranet</h1>
    <p class="flex" id="probe-flex">Page text with the page's own .flex class.</p>
    ${snippet ?? ''}
  </body>
</html>`;
}

/** The page at `url`: its own path's, else that of a `/prefix/*` key (the page serves every path below it). */
function pageAt(pages: Record<string, string>, url: string): string | undefined {
  if (pages[url]) return pages[url];
  const below = Object.keys(pages).find(
    (key) => key.endsWith('/*') && (url === key.slice(0, -2) || url.startsWith(key.slice(0, -1))),
  );
  return below ? pages[below] : undefined;
}

/**
 * Serves `pages` (path -> html) on 127.0.0.1:port; resolves to a function that stops it. A key ending in
 * `/*` is a page whose address the embedded area extends (history="browser"): it answers below that path too.
 */
export async function serveForeignPage(
  port: number,
  pages: Record<string, string>,
): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const page = pageAt(pages, (request.url ?? '/').split('?')[0]!);
    response.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(page ?? 'not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
