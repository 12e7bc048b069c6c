/**
 * The bot worker: the entry point of the Web Worker in which a table's bots
 * decide, off the page's main thread (docs/architecture.md, "Bots in a
 * worker"). scripts/bot-worker.mjs bundles it into one classic script, and
 * the build inlines that script as a string (`virtual:bot-worker`), which
 * ./bot-runner.ts starts from a `blob:` URL.
 *
 * It holds one {@link TablePlayer} per bot seat, created with the registry's
 * `createPlayer`, so these are the same boardgame.io bots as on the main
 * thread. It is posted only what each bot may see (./bot-protocol.ts), and
 * hands that on with `playFrom`, unchanged.
 */
import { createPlayer, playFrom } from '../../bots/registry.js';
import type { GameBots, TablePlayer } from '../../bots/types.js';
import { getGame } from '../../games/registry.js';
import { setStream, streamOf, type FromWorker, type ToWorker } from './bot-protocol.js';

/** The worker's global scope (typed here: the project's `lib` is the DOM one). */
const scope = self as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

/** Each bot seat's player, or why it could not be created; settled once the game's bots have loaded. */
let seats: Promise<Map<string, TablePlayer | Error>> = Promise.resolve(new Map());

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

scope.addEventListener('message', (event) => {
  const msg = event.data;
  if (msg.type === 'bots') {
    seats = createSeats(msg);
    return;
  }
  void seats.then((players) => decide(players, msg));
});

async function createSeats(msg: Extract<ToWorker, { type: 'bots' }>): Promise<Map<string, TablePlayer | Error>> {
  const players = new Map<string, TablePlayer | Error>();
  let bots: GameBots;
  try {
    bots = await getGame(msg.game).bots.load();
  } catch (e) {
    for (const { seat } of msg.seats) players.set(seat, e instanceof Error ? e : new Error(String(e)));
    return players;
  }
  for (const { seat, spec, seed, stream } of msg.seats) {
    try {
      // No async mode: a search may block this thread for as long as it takes.
      const player = createPlayer(getGame(msg.game), bots, spec, { seed, numPlayers: msg.numPlayers });
      setStream(player.bot, stream);
      players.set(seat, player);
    } catch (e) {
      players.set(seat, e instanceof Error ? e : new Error(String(e)));
    }
  }
  return players;
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
    (e: unknown) => scope.postMessage({ type: 'error', id, message: messageOf(e) }),
  );
}

scope.postMessage({ type: 'ready' });
