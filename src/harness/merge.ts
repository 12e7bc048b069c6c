/**
 * Joining the shards of a match (`npm run harness -- merge a.json b.json …`;
 * docs/harness.md "Sharding and merging"). The shards' games, put back in
 * deal order, are the unsharded run's games byte for byte, and the summary
 * computed from them is the unsharded run's, except the timings.
 */
import { HarnessError } from './errors.js';
import type { MatchConfig, MatchJson, MatchResult } from './run.js';
import { PLAY_SETTINGS } from './settings.js';
import { summarize } from './stats.js';

/** One shard's `--json` file, checked by `readMatchJson` (./match-file.ts), with its name for messages. */
export interface ShardFile {
  name: string;
  match: MatchJson;
}

/** The settings every shard of one match shares: all of {@link MatchConfig} but `shard`. */
const SAME_MATCH = [...PLAY_SETTINGS, 'seed', 'bots', 'deals'] as const;

/**
 * Joins the shards of one match into the match's result.
 * @param files every shard of the match once, in any order, each checked by
 *   `readMatchJson`
 * @returns the whole match's settings (no `shard`), its games ordered by
 *   deal then table, and the summary of those games; the summary has no
 *   timings (`decisions` is `null`, `timing` absent), as the shards' decision
 *   times are not in their files
 * @throws HarnessError, naming the files, when no file is given, a file is
 *   not a shard, two files come from different matches (any setting of
 *   {@link SAME_MATCH} differs) or different splits (k/n with another n),
 *   a shard is given twice, or a shard is missing
 */
export function mergeShards(files: readonly ShardFile[]): Pick<MatchResult, 'config' | 'games' | 'summary'> {
  const first = files[0];
  if (!first) throw new HarnessError('merge: no shard files given');
  const byIndex = new Map<number, ShardFile>();
  let count = 0;
  for (const file of files) {
    const shard = file.match.shard;
    if (!shard) throw new HarnessError(`${file.name} is not a shard (it has no "shard"): merge joins --shard runs`);
    for (const key of SAME_MATCH) {
      const was = JSON.stringify(first.match[key] ?? null);
      const now = JSON.stringify(file.match[key] ?? null);
      if (was !== now) {
        throw new HarnessError(`${file.name} is from another match than ${first.name}: ${key} ${now}, not ${was}`);
      }
    }
    count ||= shard.count;
    if (shard.count !== count) {
      throw new HarnessError(
        `${file.name} is shard ${shard.index}/${shard.count}, but ${first.name} is of ${count} shards`,
      );
    }
    const twin = byIndex.get(shard.index);
    if (twin) throw new HarnessError(`shard ${shard.index}/${count} is given twice: ${twin.name} and ${file.name}`);
    byIndex.set(shard.index, file);
  }
  const missing = Array.from({ length: count }, (_, k) => k + 1).filter((k) => !byIndex.has(k));
  if (missing.length > 0) {
    const list = missing.map((k) => `${k}/${count}`).join(', ');
    throw new HarnessError(missing.length > 1 ? `shards ${list} are missing` : `shard ${list} is missing`);
  }

  const { games: _games, summary: _summary, shard: _shard, ...settings } = first.match;
  const config: MatchConfig = settings;
  // Each shard holds its deals in order, so a stable sort by deal restores the match's order.
  const games = files.flatMap((f) => f.match.games).sort((a, b) => a.deal - b.deal);
  return { config, games, summary: summarize(config, games) };
}
