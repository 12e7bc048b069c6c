// The drop-in build as published (minified, scripts/cdn.mjs) into .cache/size-limit/cdn, for the
// size guard (.size-limit.mjs): `npm run test:size` builds it, then checks it.
import { rmSync } from 'node:fs';
import { cdn } from '../rollup.config.mjs';

const dir = '.cache/size-limit/cdn';
rmSync(dir, { recursive: true, force: true });

// Sourcemaps stay on: each published file ends with its `//# sourceMappingURL` comment, which counts.
export default { ...cdn, output: { ...cdn.output, dir } };
