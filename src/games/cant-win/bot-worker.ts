/**
 * The bot worker of this game (src/elements/parts/bot-worker.ts): its
 * descriptor and its bots, nothing of other games. Built by
 * scripts/bot-worker.mjs into `virtual:bot-worker/cant-win` (and, with `mcts`,
 * `virtual:bot-worker/cant-win/mcts`), which ./table.ts loads on first use.
 */
import { serveBots } from '../../elements/parts/bot-worker.js';
import { cantWinBots } from './bots.js';
import { cantWin } from './index.js';

serveBots(cantWin, cantWinBots);
