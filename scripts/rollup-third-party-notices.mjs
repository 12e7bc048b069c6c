// Rollup plugin for the drop-in bundles (dist/cdn/*.js), which inline third-party packages
// (lit, boardgame.io, immer, redux, …). Their licences (MIT, BSD-3-Clause) ask that the notice
// travel with every copy, so each bundle gets
//   - <bundle>.LICENSE.txt beside it naming every bundled package and its version, with the
//     full licence texts,
//   - a one-line banner pointing to that file (kept by terser: `/*!`), as webpack's
//     terser plugin writes it.
// In a chunked build, each chunk that holds third-party code gets its own. A module may hold
// code bundled elsewhere (a bot worker's script as a string, scripts/bot-worker.mjs): it lists
// those files in `meta.bundles`, and their packages count as the chunk's.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function thirdPartyNotices() {
  const packagesOf = (ctx, chunkModuleIds) => {
    const found = new Map();
    const moduleIds = chunkModuleIds.flatMap((id) => [id, ...(ctx.getModuleInfo(id)?.meta?.bundles ?? [])]);
    for (const raw of moduleIds) {
      const id = raw.replace(/^\0/, '').replace(/\?.*$/, '');
      const at = id.lastIndexOf('/node_modules/');
      if (at < 0) continue;
      const rest = id.slice(at + '/node_modules/'.length).split('/');
      const name = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
      const dir = `${id.slice(0, at)}/node_modules/${name}`;
      if (found.has(dir) || !existsSync(`${dir}/package.json`)) continue;
      const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
      found.set(dir, { dir, name: pkg.name ?? name, version: pkg.version, license: pkg.license ?? 'see package' });
    }
    return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
  };

  return {
    name: 'third-party-notices',
    banner(chunk) {
      if (packagesOf(this, chunk.moduleIds).length === 0) return '';
      return `/*! Licences: ${path.posix.basename(chunk.fileName)}.LICENSE.txt */`;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const texts = packagesOf(this, Object.keys(chunk.modules)).map((p) => {
          const file = readdirSync(p.dir).find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
          const text = file ? readFileSync(path.join(p.dir, file), 'utf8').trim() : `Licence: ${p.license}`;
          return `${p.name}@${p.version}\n\n${text}`;
        });
        if (texts.length === 0) continue;
        this.emitFile({
          type: 'asset',
          fileName: `${chunk.fileName}.LICENSE.txt`,
          source: `${texts.join(`\n\n${'-'.repeat(72)}\n\n`)}\n`,
        });
      }
    },
  };
}
