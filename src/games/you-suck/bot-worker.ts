/**
 * The bot worker of this game (src/elements/parts/bot-worker.ts): its
 * descriptor and its bots, nothing of other games. Built by
 * scripts/bot-worker.mjs into `virtual:bot-worker/you-suck` (and, with
 * `mcts`, `virtual:bot-worker/you-suck/mcts`), which ./table.ts loads on
 * first use.
 */
import { serveBots } from '../../elements/parts/bot-worker.js';
import { youSuckBots } from './bots.js';
import { youSuck } from './index.js';

serveBots(youSuck, youSuckBots);
