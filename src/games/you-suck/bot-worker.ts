/**
 * The bot worker of this game (src/elements/parts/bot-worker.ts): its
 * descriptor and its bots, nothing of other games. Built by
 * scripts/bot-worker.mjs into `virtual:bot-worker/you-suck` (and, with
 * `mcts`, `virtual:bot-worker/you-suck/mcts`), which ./table.ts loads on
 * first use.
 *
 * A stand-in for the element's branch: it serves the bots the descriptor
 * names so far (`random`, `mcts`); ys-bots' version, with `youSuckBots`,
 * replaces it.
 */
import { serveBots } from '../../elements/parts/bot-worker.js';
import { youSuck } from './index.js';

serveBots(youSuck, {});
