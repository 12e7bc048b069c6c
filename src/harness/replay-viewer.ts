/**
 * The replay viewer of an HTML report (issue 23, ./html-report.ts): one game's table element
 * (`<cant-win-table>`…) as ONE classic script, every part it loads on demand inlined, so that a report
 * opened from file:// (where a page cannot import a module file) can show any of its games with the
 * table's own replay (src/elements/parts/replay.ts). No bot is bundled: a replay runs none (the bot
 * workers' modules are empty).
 *
 * Built from the sources with the drop-in build's own plugins (scripts/bot-worker.mjs `browserPlugins`)
 * and rollup, minified (270–410 kB); 10–20 s, so each game's script is kept in `.cache/report-viewer/`, named
 * by a hash of the sources it comes from (a change to any of them builds it again). It needs the
 * repository (its sources and dev dependencies): elsewhere, `null`, and the report says so.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root, from this file's place (src/harness). */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every file under `dir`, recursively, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]))
    .sort();
}

/** A hash of the sources and the locked dependencies: the cached script's name. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const file of [...filesUnder(join(ROOT, 'src')), join(ROOT, 'package-lock.json')]) {
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The viewer script of game `gameId`: a classic script that defines `<gameId-table>`, with `</script`
 * escaped so that it can stand inside a `<script>` element.
 * @returns the script's text, or `null` outside the repository (no sources, or no rollup)
 */
export async function replayViewer(gameId: string): Promise<string | null> {
  const entry = join(ROOT, 'src/define', `${gameId}-table.ts`);
  if (!existsSync(entry) || !existsSync(join(ROOT, 'scripts/bot-worker.mjs'))) return null;
  const cacheDir = join(ROOT, '.cache/report-viewer');
  const cached = join(cacheDir, `${gameId}-table-${sourcesHash()}.js`);
  if (existsSync(cached)) return readFileSync(cached, 'utf8');
  let code: string;
  try {
    const { rollup } = await import('rollup');
    const terser = (await import('@rollup/plugin-terser')).default;
    const { browserPlugins, onwarn } = await import(pathToFileURL(join(ROOT, 'scripts/bot-worker.mjs')).href);
    const noBots = {
      name: 'no-bot-workers',
      resolveId: (source: string) => (source.startsWith('virtual:bot-worker/') ? `\0no-bot-worker` : null),
      load: (id: string) => (id === '\0no-bot-worker' ? 'export default "";' : null),
    };
    const bundle = await rollup({ input: entry, plugins: [noBots, ...browserPlugins()], onwarn });
    try {
      const { output } = await bundle.generate({
        format: 'iife',
        inlineDynamicImports: true,
        plugins: [terser({ ecma: 2020, format: { comments: false } })],
      });
      code = output[0].code;
    } finally {
      await bundle.close();
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return null;
    throw e;
  }
  const script = code.replace(/<\/script/gi, '<\\/script');
  mkdirSync(cacheDir, { recursive: true });
  // This game's scripts of older sources go.
  for (const old of readdirSync(cacheDir))
    if (old.startsWith(`${gameId}-table-`)) rmSync(join(cacheDir, old), { force: true });
  writeFileSync(`${cached}.tmp`, script);
  renameSync(`${cached}.tmp`, cached);
  return script;
}
