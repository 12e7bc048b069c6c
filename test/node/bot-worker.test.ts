// The bots' worker of the elements (issue 19, G-5), without a browser: the
// bot seeds (`seatSeed`, a one-way function of the match seed and the seat)
// and the worker's side of the protocol (`serveBots`, on a stand-in port).
// Each `decide` carries its one seat's bot; the worker creates that bot from
// the message alone, and makes the choice the main thread makes for the
// same seat (`createPlayer`, and the runner's main-thread fallback).
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { seesOf, stateFor } from '../../src/bots/fairness.js';
import { createPlayer } from '../../src/bots/registry.js';
import type { BotSpec, GameBots } from '../../src/bots/types.js';
import { streamOf, type FromWorker, type ToWorker, type WorkerBot } from '../../src/elements/parts/bot-protocol.js';
import { BotRunner, type SeatedBot } from '../../src/elements/parts/bot-runner.js';
import { seatSeed } from '../../src/elements/parts/bot-seed.js';
import { serveBots, type WorkerPort } from '../../src/elements/parts/bot-worker.js';
import { cantWin } from '../../src/games/cant-win/index.js';
import { openMatch } from '../../src/games/common/local-match.js';
import { seatsToMove } from '../../src/games/common/seats.js';

/** HMAC-SHA256 by Node's own crypto (OpenSSL): what `seatSeed` must give, from another implementation. */
const nodeHmac = (key: string, seat: string) =>
  createHmac('sha256', key).update(`trick-tables bot seat ${seat}`).digest('hex');

describe('seatSeed: a bot seed from the match seed and the seat', () => {
  it('is HMAC-SHA256 of the seat keyed with the match seed, as hex', () => {
    for (const [matchSeed, seat] of [
      ['Sekrit-42', '1'],
      ['Sekrit-42/2', '3'],
      ['', '0'],
      ['dé 🂡 seed', '2'],
      ['x'.repeat(200), '5'],
    ] as const) {
      const seed = seatSeed(matchSeed, seat);
      assert.match(seed, /^[0-9a-f]{64}$/);
      assert.equal(seed, nodeHmac(matchSeed, seat));
    }
  });

  it('differs for each seat and each match seed, the same again for the same pair, and holds neither', () => {
    const matchSeeds = ['one', 'two', 'one/2', 'k3r8a0q1vz'];
    const seeds = matchSeeds.flatMap((m) => ['0', '1', '2', '3'].map((seat) => seatSeed(m, seat)));
    assert.equal(new Set(seeds).size, matchSeeds.length * 4);
    assert.deepEqual(
      matchSeeds.flatMap((m) => ['0', '1', '2', '3'].map((seat) => seatSeed(m, seat))),
      seeds,
    );
    for (const m of matchSeeds) assert.equal(seeds.filter((s) => s.includes(m)).length, 0);
  });
});

/** A bot worker of Can't Win on a stand-in port: `post` hands it a message (cloned, as `postMessage` does) and returns its answer. */
function worker(bots: GameBots) {
  let listener: ((event: MessageEvent<ToWorker>) => void) | undefined;
  const answers: FromWorker[] = [];
  const port: WorkerPort = {
    postMessage: (message) => answers.push(structuredClone(message)),
    addEventListener: (_type, l) => (listener = l),
  };
  serveBots(cantWin, bots, port);
  return {
    answers,
    async post(message: ToWorker): Promise<FromWorker> {
      const before = answers.length;
      listener!({ data: structuredClone(message) } as MessageEvent<ToWorker>);
      // A decision settles within a turn of the event loop (the bots decide synchronously).
      await new Promise((resolve) => setImmediate(resolve));
      assert.equal(answers.length, before + 1, 'one answer');
      return answers.at(-1)!;
    },
  };
}

describe("the bot worker: each decide carries its seat's bot", () => {
  const matchSeed = 'node worker';
  const full = openMatch(cantWin.game, 4, matchSeed, {}).state;
  const seat = seatsToMove(full.ctx)[0]!;
  const bot = (spec: BotSpec, stream?: unknown): WorkerBot => ({
    game: cantWin.id,
    spec,
    seed: seatSeed(matchSeed, seat),
    numPlayers: 4,
    stream,
  });

  it("says ready, then creates a seat's bot from its first decide alone: the main thread's choice and stream", async () => {
    const bots = await cantWin.bots.load();
    const w = worker(bots);
    assert.deepEqual(w.answers, [{ type: 'ready' }]);
    // (`rule` draws only to break ties, so it is left out: its stream would not move here.)
    for (const spec of [{ name: 'random' }, { name: 'ismcts', level: 'easy' }] as BotSpec[]) {
      const state = stateFor(cantWin, full, seat, seesOf(spec));
      const here = createPlayer(cantWin, bots, spec, { seed: seatSeed(matchSeed, seat), numPlayers: 4 });
      const first = await here.decide(full, seat);
      const firstStream = streamOf(here.bot);
      assert.notEqual(firstStream, undefined, `${spec.name} drew from its stream`);
      const second = await here.decide(full, seat);
      const secondStream = streamOf(here.bot);
      assert.notDeepEqual(secondStream, firstStream);

      const answer = await w.post({ type: 'decide', id: 1, seat, bot: bot(spec), state });
      assert.deepEqual(answer, { type: 'move', id: 1, ...first, stream: firstStream }, spec.name);
      // The stream the main thread mirrored: the worker goes on from it …
      const next = await w.post({ type: 'decide', id: 2, seat, bot: bot(spec, firstStream), state });
      assert.deepEqual(next, { type: 'move', id: 2, ...second, stream: secondStream }, spec.name);
      // … and from the posted stream, not from its own copy's (a fresh bot again: the first choice).
      const again = await w.post({ type: 'decide', id: 3, seat, bot: bot(spec), state });
      assert.deepEqual(again, { ...answer, id: 3 }, spec.name);
    }
  });

  it("refuses another game's bot, and a bot it does not hold (mcts outside the mcts worker), per decision", async () => {
    const w = worker(await cantWin.bots.load());
    const state = stateFor(cantWin, full, seat, 'seat');
    assert.deepEqual(
      await w.post({ type: 'decide', id: 7, seat, bot: { ...bot({ name: 'random' }), game: 'instinct' }, state }),
      {
        type: 'error',
        id: 7,
        message: 'this bot worker serves cant-win, not instinct',
      },
    );
    assert.deepEqual(await w.post({ type: 'decide', id: 8, seat, bot: bot({ name: 'mcts', level: 'easy' }), state }), {
      type: 'error',
      id: 8,
      message: 'bot "mcts" is not loaded here',
    });
    // The seat still decides once it is posted a bot the worker can create.
    assert.equal((await w.post({ type: 'decide', id: 9, seat, bot: bot({ name: 'random' }), state })).type, 'move');
  });

  it("the runner's main-thread fallback seeds the bot the same way: the worker's choice and stream", async () => {
    const bots = await cantWin.bots.load();
    const spec: BotSpec = { name: 'random' };
    const answer = await worker(bots).post({
      type: 'decide',
      id: 1,
      seat,
      bot: bot(spec),
      state: stateFor(cantWin, full, seat, 'seat'),
    });
    assert.equal(answer.type, 'move');
    assert.notEqual((answer as { stream?: unknown }).stream, undefined);
    const seated: SeatedBot = { spec, numPlayers: 4, matchSeed };
    // No worker scripts: every decision is made on the main thread.
    const move = await new BotRunner(cantWin).decide(new Map([[seat, seated]]), seat, full);
    assert.deepEqual({ type: 'move', id: 1, ...move, stream: seated.stream }, answer);
  });
});
