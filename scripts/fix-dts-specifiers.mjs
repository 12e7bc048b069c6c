// Part of `npm run build:types`. The sources import without extensions (`from './game'`,
// moduleResolution "bundler"), and tsc copies those specifiers into dist/types/**/*.d.ts.
// A consumer on `"moduleResolution": "node16"/"nodenext"` cannot resolve them in an ESM package,
// and with skipLibCheck the types silently become `any`. Add the extension Node would need:
// './game' -> './game.js', '../bots' -> '../bots/index.js'.

import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist/types';
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

let changed = 0;
for (const file of readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))) {
  if (!file.endsWith('.d.ts') || !statSync(file).isFile()) continue;
  const text = readFileSync(file, 'utf8');
  const fixed = text.replace(SPECIFIER, (whole, lead, quote, spec) => {
    const withExtension = resolve(path.dirname(file), spec);
    if (withExtension === undefined) {
      throw new Error(`${file}: cannot resolve "${spec}" to a declaration file`);
    }
    return `${lead}${quote}${withExtension}${quote}`;
  });
  if (fixed !== text) {
    writeFileSync(file, fixed);
    changed += 1;
  }
}
console.log(`fix-dts-specifiers: added .js extensions in ${changed} declaration file(s) under ${dir}`);

/** The Node-ESM form of a relative specifier, or undefined when no declaration matches. */
function resolve(from, spec) {
  if (/\.(js|mjs|cjs|json)$/.test(spec)) return spec;
  if (existsSync(path.join(from, `${spec}.d.ts`))) return `${spec}.js`;
  if (existsSync(path.join(from, spec, 'index.d.ts'))) return `${spec.replace(/\/$/, '')}/index.js`;
  return undefined;
}
