/**
 * The bot worker of this game (src/elements/parts/bot-worker.ts): its
 * descriptor and its bots, nothing of other games. Built by
 * scripts/bot-worker.mjs into `virtual:bot-worker/tricktakers` (and, with
 * `mcts`, `virtual:bot-worker/tricktakers/mcts`), which ./table.ts loads on first use.
 */
import { serveBots } from '../../elements/parts/bot-worker.js';
import { trickTakersBots } from './bots.js';
import { trickTakers } from './index.js';

serveBots(trickTakers, trickTakersBots);
