/**
 * The bot worker of this game (src/elements/parts/bot-worker.ts): its
 * descriptor and its bots, nothing of other games. Built by
 * scripts/bot-worker.mjs into `virtual:bot-worker/instinct` (and, with `mcts`,
 * `virtual:bot-worker/instinct/mcts`), which ./table.ts loads on first use.
 */
import { serveBots } from '../../elements/parts/bot-worker.js';
import { instinctBots } from './bots.js';
import { instinct } from './index.js';

serveBots(instinct, instinctBots);
