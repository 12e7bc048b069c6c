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
 * It holds one {@link TablePlayer} per bot seat, created with
 * `createSeatPlayer`, so these are the same boardgame.io bots as on the main
 * thread. It is posted only what each bot may see (./bot-protocol.ts), and
 * hands that on with `playFrom`, unchanged.
 */
import { hintFor } from '../../bots/hint.js';
import { createSeatPlayer, playFrom, type MctsMaker } from '../../bots/players.js';
import type { GameBots, TablePlayer } from '../../bots/types.js';
import type { GameDescriptor } from '../../games/common/descriptor.js';
import { setStream, streamOf, type FromWorker, type ToWorker } from './bot-protocol.js';

/** The worker's global scope (typed here: the project's `lib` is the DOM one). */
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

/** Creates `MCTSBot`, in the `mcts` worker only (./bot-worker-mcts.ts). */
let mcts: MctsMaker | undefined;

/** Offers `mcts` in this worker (called by ./bot-worker-mcts.ts). */
export function offerMcts(maker: MctsMaker): void {
  mcts = maker;
}

const errorOf = (e: unknown) => (e instanceof Error ? e : new Error(String(e)));

/**
 * Makes this worker serve `game`'s bots: it answers the `bots` and `decide`
 * and `hint` messages of ./bot-protocol.ts, and says `ready` at once.
 * @param game the game the worker is built for (a `bots` message for another game is an error per seat)
 * @param bots the game's bots (its `bots.ts`, imported statically: the worker is loaded on first use anyway)
 */
export function serveBots(game: GameDescriptor, bots: GameBots): void {
  /** Each bot seat's player, or why it could not be created. */
  let seats = new Map<string, TablePlayer | Error>();
  scope.addEventListener('message', (event) => {
    const msg = event.data;
    if (msg.type === 'bots') seats = createSeats(game, bots, msg);
    else if (msg.type === 'hint') hint(game, bots, msg);
    else decide(seats, msg);
  });
  scope.postMessage({ type: 'ready' });
}

function createSeats(game: GameDescriptor, bots: GameBots, msg: Extract<ToWorker, { type: 'bots' }>) {
  const players = new Map<string, TablePlayer | Error>();
  for (const { seat, spec, seed, stream } of msg.seats) {
    try {
      if (msg.game !== game.id) throw new Error(`this bot worker serves ${game.id}, not ${msg.game}`);
      // No async mode: a search may block this thread for as long as it takes.
      const player = createSeatPlayer(game, bots, spec, { seed, numPlayers: msg.numPlayers }, mcts);
      setStream(player.bot, stream);
      players.set(seat, player);
    } catch (e) {
      players.set(seat, errorOf(e));
    }
  }
  return players;
}

/** Answers a `hint`: the search runs here, on the seat's view only. */
function hint(game: GameDescriptor, bots: GameBots, msg: Extract<ToWorker, { type: 'hint' }>): void {
  try {
    scope.postMessage({ type: 'hint', id: msg.id, hint: hintFor(game, bots, msg.state, msg.seat) });
  } catch (e) {
    scope.postMessage({ type: 'error', id: msg.id, message: errorOf(e).message });
  }
}

function decide(seats: Map<string, TablePlayer | Error>, msg: Extract<ToWorker, { type: 'decide' }>): void {
  const { id, seat, state } = msg;
  const player = seats.get(seat);
  if (player === undefined || player instanceof Error) {
    scope.postMessage({ type: 'error', id, message: player?.message ?? `no bot at seat ${seat}` });
    return;
  }
  // Messages are handled one at a time: every bot decides synchronously
  // inside `play` (the promise is already settled when it returns).
  playFrom(player, state, seat).then(
    (choice) => scope.postMessage({ type: 'move', id, ...choice, stream: streamOf(player.bot) }),
    (e: unknown) => scope.postMessage({ type: 'error', id, message: errorOf(e).message }),
  );
}
