/**
 * Adds boardgame.io's `MCTSBot` (`mcts`) to a bot worker. scripts/bot-worker.mjs
 * builds a game's `mcts` worker as this module plus `src/games/<game>/bot-worker.ts`;
 * a table loads that worker only when one of its seats is `mcts`.
 */
import { makeMctsBot } from '../../bots/mcts.js';
import { offerMcts } from './bot-worker.js';

offerMcts(makeMctsBot);
