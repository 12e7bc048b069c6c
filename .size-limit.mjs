// The first-load budget (issue 20), checked by size-limit in `npm test` (`npm run test:size`):
// each table's first load (its drop-in entry and every chunk it imports statically) at most
// 40 KB, and all four tables on one page at most 60 KB; brotli, quality 11, each file on its
// own (@size-limit/file), KB of 1024 bytes. `test:size` first builds the drop-in bundles,
// minified as published, into .cache/size-limit/cdn (scripts/rollup.size.mjs), so the check
// never reads a stale dist/. A feature that needs more loads it on demand (a dynamic import).
import { FIRST_LOAD_BUDGET, firstLoads, readDropIn } from './scripts/first-load.mjs';

export const SIZE_DIR = '.cache/size-limit/cdn';

const { tables, page } = firstLoads(await readDropIn(SIZE_DIR));
const paths = (set) => [...set].sort().map((f) => `${SIZE_DIR}/${f}`);

export default [
  ...[...tables].map(([entry, files]) => ({
    name: `<${entry.replace(/\.js$/, '')}> first load`,
    path: paths(files),
    limit: `${FIRST_LOAD_BUDGET.table} B`,
  })),
  { name: `all ${tables.size} tables on one page`, path: paths(page), limit: `${FIRST_LOAD_BUDGET.page} B` },
];
