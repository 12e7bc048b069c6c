// For the browser tests (web-test-runner.config.mjs, test/browser/cdn.test.ts): builds the
// drop-in bundles as the build does (scripts/cdn.mjs; unminified, so in about 10 s) into
// .cache/cdn-test/, and serves them from a second origin, as a CDN would: on 127.0.0.1 only,
// a port of the system's choosing, `Access-Control-Allow-Origin: *` (module scripts from
// another origin are fetched in CORS mode), nothing outside that folder.

import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { cdnConfig } from './cdn.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIR = path.join(root, '.cache/cdn-test');

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Builds the drop-in bundles and starts their server.
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
export async function cdnOrigin() {
  rmSync(DIR, { recursive: true, force: true });
  const defineEntries = readdirSync(path.join(root, 'src/define'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => path.join(root, 'src/define', f));
  const config = cdnConfig({ defineEntries, dir: DIR, minify: false, sourcemap: false });
  const bundle = await rollup(config);
  try {
    await bundle.write(config.output);
  } finally {
    await bundle.close();
  }
  const server = createServer((req, res) => {
    const file = path.join(DIR, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    let body;
    try {
      if (!file.startsWith(`${DIR}${path.sep}`)) throw new Error('outside');
      body = readFileSync(file);
    } catch {
      res.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end();
      return;
    }
    res
      .writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-store',
      })
      .end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
