/**
 * You Suck's replay in its table (issue 23): the shared replay (../../elements/parts/replay.ts) with the
 * game's trick reasons. Imported by the table when its `replay` is set (`static replayPart`): no first
 * load carries it, and no table loads another game's rules.
 */
import { replayWith } from '../../elements/parts/replay.js';
// The later stages' rules (../common/later.ts): the replay runs the whole game at once.
import './play.js';
import { youSuckTickReason } from './trick-reason.js';

/** Starts the table's replay (../../elements/parts/replay.ts `startReplay`), with You Suck's trick reasons. */
export const startReplay = replayWith(youSuckTickReason);
