/**
 * The bot worker: the code of the Web Worker in which a table's bots decide,
 * off the page's main thread (docs/architecture.md, "Bots in a worker").
 *
 * One worker script per game: `src/games/<game>/bot-worker.ts` calls
 * {@link serveBots} with its game and its bots, nothing of other games.
 * scripts/bot-worker.mjs bundles each into a classic script, twice: without
 * boardgame.io's `MCTSBot` (`virtual:bot-worker/<game>`), and with it
 * (`virtual:bot-worker/<game>/mcts`, which adds ./bot-worker-mcts.ts). The
 * table imports the one it needs on its first bot decision, as a string, and
 * ./bot-runner.ts starts it from a `blob:` URL.
 *
 * It holds one {@link TablePlayer} per bot seat that has decided, created
 * with `createSeatPlayer`, so these are the same boardgame.io bots as on the
 * main thread. Each `decide` brings its seat's bot (spec, seed, stream) with
 * it: the worker creates that seat's player from it (or reuses the one it
 * created from the same spec and seed) and sets its random stream, so it
 * knows nothing of a seat before that seat decides. It is posted only what
 * each bot may see (./bot-protocol.ts), and hands that on with `playFrom`,
 * unchanged.
 */
import { hintFor } from '../../bots/hint.js';
import { createSeatPlayer, playFrom, type MctsMaker } from '../../bots/players.js';
import type { GameBots, TablePlayer } from '../../bots/types.js';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { setStream, streamOf, type FromWorker, type ToWorker, type WorkerBot } from './bot-protocol.js';

/**
 * Where the worker hears its messages and answers them: its global scope
 * (a Node test hands in a stand-in). Typed here: the project's `lib` is the
 * DOM one.
 */
export interface WorkerPort {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
}

/** Creates `MCTSBot`, in the `mcts` worker only (./bot-worker-mcts.ts). */
let mcts: MctsMaker | undefined;

/** Offers `mcts` in this worker (called by ./bot-worker-mcts.ts). */
export function offerMcts(maker: MctsMaker): void {
  mcts = maker;
}

const errorOf = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/** A seat's player, and the spec, seed and player count it was created from. */
interface Held {
  made: string;
  player: TablePlayer;
}

/**
 * Makes this worker serve `game`'s bots: it answers the `decide` and `hint`
 * messages of ./bot-protocol.ts, and says `ready` at once.
 * @param game the game the worker is built for (a `decide` for another game's bot is answered with an error)
 * @param bots the game's bots (its `bots.ts`, imported statically: the worker is loaded on first use anyway)
 * @param port where messages come from and answers go (default: the worker's global scope)
 */
export function serveBots(
  game: GameDescriptor,
  bots: GameBots,
  port: WorkerPort = self as unknown as WorkerPort,
): void {
  /** Each seat's player, created on that seat's first `decide`. */
  const seats = new Map<string, Held>();
  port.addEventListener('message', (event) => {
    const msg = event.data;
    if (msg.type === 'hint') hint(port, game, bots, msg);
    else decide(port, game, bots, seats, msg);
  });
  port.postMessage({ type: 'ready' });
}

/**
 * The player of `seat`'s bot `bot`: the one held for the seat when it was
 * created from the same spec, seed and player count, else a new one; its
 * random stream set to `bot.stream` (the main thread's copy is the truth).
 * @throws Error for another game's bot, or what `createSeatPlayer` throws (e.g. `mcts` outside the `mcts` worker)
 */
function playerFor(game: GameDescriptor, bots: GameBots, seats: Map<string, Held>, seat: string, bot: WorkerBot) {
  if (bot.game !== game.id) throw new Error(`this bot worker serves ${game.id}, not ${bot.game}`);
  const made = JSON.stringify([bot.spec, bot.seed, bot.numPlayers]);
  let held = seats.get(seat);
  if (held?.made !== made) {
    // No async mode: a search may block this thread for as long as it takes.
    const player = createSeatPlayer(game, bots, bot.spec, { seed: bot.seed, numPlayers: bot.numPlayers }, mcts);
    held = { made, player };
    seats.set(seat, held);
  }
  setStream(held.player.bot, bot.stream);
  return held.player;
}

/** Answers a `hint`: the search runs here, on the seat's view only. */
function hint(port: WorkerPort, game: GameDescriptor, bots: GameBots, msg: Extract<ToWorker, { type: 'hint' }>): void {
  try {
    port.postMessage({ type: 'hint', id: msg.id, hint: hintFor(game, bots, msg.state, msg.seat) });
  } catch (e) {
    port.postMessage({ type: 'error', id: msg.id, message: errorOf(e).message });
  }
}

/** Answers a `decide`: the move of `msg.seat`'s bot, and its random stream after it. */
function decide(
  port: WorkerPort,
  game: GameDescriptor,
  bots: GameBots,
  seats: Map<string, Held>,
  msg: Extract<ToWorker, { type: 'decide' }>,
): void {
  const { id, seat, state } = msg;
  let player: TablePlayer;
  try {
    player = playerFor(game, bots, seats, seat, msg.bot);
  } catch (e) {
    port.postMessage({ type: 'error', id, message: errorOf(e).message });
    return;
  }
  // Messages are handled one at a time: every bot decides synchronously
  // inside `play` (the promise is already settled when it returns).
  playFrom(player, state, seat).then(
    (choice) => port.postMessage({ type: 'move', id, ...choice, stream: streamOf(player.bot) }),
    (e: unknown) => port.postMessage({ type: 'error', id, message: errorOf(e).message }),
  );
}
