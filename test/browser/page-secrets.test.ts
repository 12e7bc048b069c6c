/**
 * What a page script can reach, or change, from a table element (issue 10,
 * G-5).
 *
 * Reading: however deep it reads the element's properties, it finds
 * neither the match seed, nor a card it may not see (another seat's hand,
 * Instinct's undealt cards), nor a bot's seed, nor a random generator's
 * state (the match's, the bots' streams): on a fresh deal, while a bot's
 * decision is pending (its worker's answer held back), and after a round
 * has been played. The seed of an unseeded table is read as it is made, by
 * recording what `crypto.getRandomValues` gives, and checked by replaying
 * the game through the moves the table reported.
 *
 * Writing: what a script writes to the element's controller, its game or
 * its view shows it nothing secret, moves for no seat but the reader's,
 * and does not stop the game.
 */
import { expect } from '@open-wc/testing';
import type { State } from 'boardgame.io';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import type { ToWorker } from '../../src/elements/parts/bot-protocol.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import { BotRunner } from '../../src/elements/parts/bot-runner.js';
import { HOLD_SPEED, movesOf, shadow, spyWorkers, view, waitFor, type AnyTable, type WorkerSpy } from './helpers.js';
import {
  asMade,
  attempt,
  cardTokens,
  containing,
  fractions,
  gameOf,
  hiddenFrom,
  reachable,
  replay,
  seatG,
} from './secrets.js';
import { mountTable } from './table-contract.js';
import { dealAttr, PLAIN } from './you-suck-helpers.js';

/** A table checked: its number of players, and what its games start from. */
interface Table {
  tag: string;
  players: number;
  /** Cards of G its reader (seat 0) may not see at the deal (other hands, undealt cards). */
  hiddenAtDeal: number;
  /** Fewer cards than a spectator may not see in round 2. */
  hiddenLater: number;
  /** The game's setupData besides `dealer` (public: no card), and the `deal` attribute that gives it. */
  setup: Record<string, unknown>;
  deal?: string;
  /** The `dealer` attribute with which `seat` moves first. */
  dealerFor(seat: string): string;
}

/**
 * The tables checked. Can't Win and Instinct: other hands (and, in
 * Instinct, the undealt cards) at the deal, 3 × 12, or 2 × 11 + 33; the
 * dealer moves first. You Suck, with the Ticks of PLAIN (no power to use
 * first; the cards dealt at random): 31 cards in hands and the 19 suited
 * cards left, less seat 0's 7; bids start left of the dealer (YS-5).
 * TrickTakers: 3 × 5 other cards and the 20 of the deck; the `dealer`
 * attribute names the first chooser (TT-7).
 */
const TABLES: Table[] = [
  { tag: 'cant-win-table', players: 4, hiddenAtDeal: 36, hiddenLater: 40, setup: {}, dealerFor: (s) => s },
  { tag: 'instinct-table', players: 3, hiddenAtDeal: 55, hiddenLater: 55, setup: {}, dealerFor: (s) => s },
  {
    tag: 'you-suck-table',
    players: 4,
    hiddenAtDeal: 43,
    hiddenLater: 40,
    setup: { tickOwners: PLAIN.owners },
    deal: dealAttr(PLAIN.owners),
    dealerFor: (s) => String((Number(s) + 3) % 4),
  },
  { tag: 'tricktakers-table', players: 4, hiddenAtDeal: 35, hiddenLater: 30, setup: {}, dealerFor: (s) => s },
];

/** The attributes of `t`'s games: its players and scenario deal. */
const gameAttrs = (t: Table): Record<string, string> => ({
  players: String(t.players),
  ...(t.deal ? { deal: t.deal } : {}),
});

/** Records the random seeds tables draw (two 32-bit words in base 36, table-setup.ts `randomSeed`), until `restore()`. */
function recordSeeds(): { seeds: string[]; restore(): void } {
  const original = crypto.getRandomValues;
  const seeds: string[] = [];
  crypto.getRandomValues = function <T extends ArrayBufferView | null>(this: Crypto, array: T): T {
    const out = original.call(this, array as any) as T;
    if (out instanceof Uint32Array && out.length === 2) seeds.push(Array.from(out, (w) => w.toString(36)).join(''));
    return out;
  };
  return { seeds, restore: () => void (crypto.getRandomValues = original) };
}

/** An unseeded table, watched: its worker's messages, and the truth of its game. */
interface Watched {
  el: AnyTable;
  spy: WorkerSpy;
  /** The table's seed, and its full state now: replayed from each seed it drew, through the moves it reported. */
  truth(): { seed: string; state: State };
  /** The decisions held back (see `holdAfter`). */
  held(): number;
  done(): void;
}

/**
 * Mounts `t` without a seed (bots `random`, its scenario deal, `attrs`: of
 * the game's setupData only `dealer`), watching it. From
 * the moment `holdAfter` rounds have been scored on, every bot decision
 * posted to the worker is held back, so it stays pending.
 */
async function watchUnseeded(t: Table, attrs: Record<string, string>, holdAfter = Infinity): Promise<Watched> {
  const { tag, players } = t;
  const moves: TableMoveDetail[] = [];
  let rounds = 0;
  let held = 0;
  // A move another seat saw only in part is replayed as its bot made it.
  const onMove = (e: CustomEvent<TableMoveDetail>) =>
    moves.push(
      asMade(
        e.detail,
        spy.workers.flatMap((w) => w.received),
      ),
    );
  const onRound = () => rounds++;
  document.addEventListener('table-move', onMove);
  document.addEventListener('table-round-end', onRound);
  const spy = spyWorkers(undefined, (msg: ToWorker) => msg.type === 'decide' && rounds >= holdAfter && ++held > 0);
  const drawn = recordSeeds();
  let el: AnyTable;
  try {
    el = await mountTable<AnyTable>(tag, { bots: 'random', ...gameAttrs(t), ...attrs });
  } finally {
    drawn.restore();
  }
  const viewer = el.seat === 'none' ? null : el.seat;
  const setupData = { ...t.setup, ...(attrs.dealer ? { dealer: attrs.dealer } : {}) };
  return {
    el,
    spy,
    truth() {
      const found = drawn.seeds.flatMap((seed) => {
        const match = replay(tag, players, seed, setupData);
        const same = moves.every((m) => match.apply(m.seat, m.move, m.args));
        return same && JSON.stringify(seatG(tag, match.state, viewer)) === JSON.stringify(el.state!.G)
          ? [{ seed, state: match.state }]
          : [];
      });
      expect(found, 'the seed the table drew').to.have.length(1);
      return found[0]!;
    },
    held: () => held,
    done() {
      el.remove();
      spy.restore();
      document.removeEventListener('table-move', onMove);
      document.removeEventListener('table-round-end', onRound);
    },
  };
}

/**
 * Walks the element's properties and expects nothing secret: no seed, no
 * card its seat may not see, no bot's seed (as posted to the worker), no
 * `prngstate` and no number of a random state (the match's, or a bot
 * stream posted or received). Returns how much there was to leak.
 */
function expectNothingSecret(tag: string, w: Watched): { hidden: number; botSeeds: number; random: number } {
  const { seed, state } = w.truth();
  const hidden = hiddenFrom(tag, state, w.el.seat === 'none' ? null : w.el.seat);
  const messages = w.spy.workers.flatMap((x) => [...x.posted, ...x.received]);
  const botSeeds = [...new Set(messages.flatMap((m: ToWorker) => (m.type === 'decide' ? [m.bot.seed] : [])))];
  const random = [...fractions(state.plugins), ...fractions(messages)];

  const { strings, numbers } = reachable(w.el, HTMLElement.prototype);
  const cards = cardTokens([...strings]);
  // The walk reaches every card of the view (through `state`): it does look.
  expect(
    [...cardTokens(w.el.state)].filter((card) => !cards.has(card)),
    'cards of the view',
  ).to.deep.equal([]);
  expect(containing(strings, seed), 'strings holding the seed').to.deep.equal([]);
  expect(
    [...hidden].filter((card) => cards.has(card)),
    'cards the reader may not see',
  ).to.deep.equal([]);
  expect(
    botSeeds.flatMap((s) => containing(strings, s)),
    "strings holding a bot's seed",
  ).to.deep.equal([]);
  expect(strings.has('prngstate'), 'a random state').to.equal(false);
  expect(
    random.filter((x) => numbers.has(x)),
    'numbers of a random state',
  ).to.deep.equal([]);
  return { hidden: hidden.size, botSeeds: botSeeds.length, random: random.length };
}

for (const t of TABLES) {
  const { tag, players, hiddenAtDeal } = t;

  describe(`<${tag}>: what a page script can reach`, () => {
    let w: Watched | undefined;
    afterEach(() => w?.done());

    it('a fresh deal: no seed, no card of another seat or of the deck, no random state', async () => {
      w = await watchUnseeded(t, { speed: String(HOLD_SPEED) });
      // The match's random state (s0, s1, s2 of its prngstate): the deal drew from it.
      expect(expectNothingSecret(tag, w)).to.deep.equal({ hidden: hiddenAtDeal, botSeeds: 0, random: 3 });
    });

    it("while a bot decides: nor the state it was asked about, nor the bots' seeds", async () => {
      // Seat 1 moves first; its decision is held back, so it stays pending.
      w = await watchUnseeded(t, { speed: '0', dealer: t.dealerFor('1') }, 0);
      await waitFor(() => w!.held() === 1, 'the first decision');
      expect(view(w.el).toAct).to.equal('1');
      // Only the deciding seat's bot seed was posted (each decision carries its own seat's bot).
      expect(expectNothingSecret(tag, w)).to.deep.equal({ hidden: hiddenAtDeal, botSeeds: 1, random: 3 });
    });

    it("after a round, while a bot decides: nor the bots' random streams", async () => {
      // Bots at every seat; the first decision after round 1 is held back.
      w = await watchUnseeded(t, { speed: '0', seat: 'none' }, 1);
      await waitFor(() => w!.held() === 1, 'round 1');
      expect(view(w.el).sheet).to.have.length(1);
      const { hidden, botSeeds, random } = expectNothingSecret(tag, w);
      // A spectator sees no hand: most of round 2's cards are hidden from it.
      expect(hidden).to.be.above(t.hiddenLater);
      expect(botSeeds).to.equal(players);
      // The match's state, and at least one stream (3 numbers) per bot.
      expect(random).to.be.at.least(3 + 3 * players);
    });
  });
}

/** The table's controller: a `protected` field, which a page script reaches all the same. */
const controllerOf = (el: AnyTable): any => (el as unknown as { controller: unknown }).controller;

/** The first legal move of `seat` in `state` (the game's `ai.enumerate`). */
function legalMove(tag: string, state: State, seat: string): { move: string; args: unknown[] } {
  return gameOf(tag).game.ai!.enumerate(state.G, state.ctx, seat)[0] as { move: string; args: unknown[] };
}

/** The most hands (non-null entries of a `hands` list) that one object in `value` holds: 1 in a seat's view. */
function mostHands(value: unknown): number {
  let most = 0;
  JSON.stringify(value, (key, v: unknown) => {
    if (key === 'hands' && Array.isArray(v)) most = Math.max(most, v.filter((hand) => hand !== null).length);
    return v;
  });
  return most;
}

for (const t of TABLES) {
  const { tag, players } = t;
  const first = t.dealerFor('1');
  describe(`<${tag}>: what a page script can change`, () => {
    const mount = (attrs: Record<string, string>) =>
      mountTable<AnyTable>(tag, { bots: 'random', ...gameAttrs(t), ...attrs });
    const cleanup: (() => void)[] = [];
    afterEach(() => cleanup.splice(0).forEach((f) => f()));

    it("cannot switch the viewer: no other seat's hand, no move for a bot seat", async () => {
      const seed = 'viewer switch';
      const el = await mount({ speed: String(HOLD_SPEED), seed, dealer: first });
      cleanup.push(() => el.remove());
      const truth = replay(tag, players, seed, { ...t.setup, dealer: first }).state;
      const c = controllerOf(el);
      attempt(() => (c.viewer = '1'));
      c.setOpenHands(true);
      c.setOpenHands(false);
      expect(view(el).hands[1]).to.equal(null);
      const hidden = hiddenFrom(tag, truth, '0');
      expect([...cardTokens(el.state)].filter((card) => hidden.has(card))).to.deep.equal([]);
      // Seat 1 (a bot) is to move: the page may not move for it.
      const before = JSON.stringify(el.state);
      const { move, args } = legalMove(tag, truth, '1');
      expect(c.move(move, args), 'a move for seat 1').to.equal(false);
      expect(JSON.stringify(el.state)).to.equal(before);
      expect(c.viewer).to.equal('0');
    });

    it("replacing or wrapping the controller's methods hands a script neither the full state nor a seed", async () => {
      const drawn = recordSeeds();
      const spy = spyWorkers();
      const el = await mount({ speed: String(HOLD_SPEED), dealer: first });
      cleanup.push(() => (el.remove(), spy.restore(), drawn.restore()));
      const c = controllerOf(el);
      // Every method a script finds on the controller, wrapped: each call's arguments and result are kept.
      const handed: unknown[] = [];
      for (let o = c; o !== Object.prototype; o = Object.getPrototypeOf(o)) {
        for (const [name, d] of Object.entries(Object.getOwnPropertyDescriptors(o))) {
          if (name === 'constructor' || typeof d.value !== 'function' || Object.hasOwn(c, name)) continue;
          const original = d.value as (...args: unknown[]) => unknown;
          c[name] = function (this: unknown, ...args: unknown[]) {
            const result = original.apply(this, args);
            handed.push(args, result);
            return result;
          };
        }
      }
      // And the view replaced by the full state, as a script would try it.
      c.viewOf = (full: unknown) => full;
      c.setOpenHands(true);
      c.setOpenHands(false);
      expect(view(el).hands.filter((hand: unknown) => hand !== null)).to.have.length(1);
      expect(el.state).to.have.keys(['G', 'ctx']);
      // A new game (a new random seed), and bots that move.
      const moves = movesOf(el);
      el.speed = 0;
      await el.updateComplete;
      el.newGame();
      await waitFor(() => moves.length >= players - 1, 'the bots move');
      expect(drawn.seeds).to.have.length(2);
      const botSeeds = spy.workers.flatMap((w) =>
        w.posted.flatMap((m: ToWorker) => (m.type === 'decide' ? [m.bot] : [])),
      );
      const { strings } = reachable(handed, Object.prototype);
      expect(strings.has('prngstate'), 'a random state').to.equal(false);
      expect(mostHands(handed), 'hands in one value').to.be.at.most(1);
      expect(drawn.seeds.flatMap((seed) => containing(strings, seed))).to.deep.equal([]);
      expect(botSeeds.flatMap((s) => containing(strings, s.seed))).to.deep.equal([]);
    });

    it("cannot change the game: its playerView, for the page and for the bots, stays the game's", async () => {
      const descriptor = gameOf(tag);
      const { game } = descriptor;
      const original = game.playerView;
      const open = ({ G }: { G: unknown }) => G;
      // Put back what a write changed (here, after the table played), so the checks see the true views.
      const restore = () =>
        attempt(() => Object.assign(descriptor, { game }) && Object.assign(game, { playerView: original }));
      cleanup.push(restore);
      attempt(() => (game.playerView = open));
      attempt(() => Object.defineProperty(game, 'playerView', { value: open }));
      attempt(() => Object.assign(descriptor, { game: { ...game, playerView: open } }));
      const unchanged = descriptor.game === game && game.playerView === original;

      const spy = spyWorkers();
      const seed = 'shared game';
      const el = await mount({ speed: '0', seed, dealer: t.dealerFor('0') });
      cleanup.push(() => (el.remove(), spy.restore()));
      const c = controllerOf(el);
      c.setOpenHands(true);
      c.setOpenHands(false);
      const shown = el.state;
      // The reader moves first; seat 1's bot is then posted its view (stateFor).
      const truth = replay(tag, players, seed, { ...t.setup, dealer: t.dealerFor('0') });
      const { move, args } = legalMove(tag, truth.state, '0');
      expect(c.move(move, args)).to.equal(true);
      await waitFor(() => spy.decides().length > 0, 'a bot decision');
      const posted = spy.decides()[0]!;
      restore();

      const hidden = hiddenFrom(tag, truth.state, '0');
      expect(
        [...cardTokens(shown)].filter((card) => hidden.has(card)),
        'shown to the page',
      ).to.deep.equal([]);
      expect(shown!.G).not.to.have.property('stock');
      truth.apply('0', move, args);
      const hiddenFrom1 = hiddenFrom(tag, truth.state, '1');
      expect(posted.seat).to.equal('1');
      expect(
        [...cardTokens(posted.state)].filter((card) => hiddenFrom1.has(card)),
        'posted',
      ).to.deep.equal([]);
      expect(unchanged, 'the game as it was').to.equal(true);
    });

    it('writing to state neither stops the game nor changes it', async () => {
      const el = await mount({ speed: '0', seat: 'none', seed: 'state writes' });
      cleanup.push(() => el.remove());
      const moves = movesOf(el);
      await waitFor(() => moves.length >= 1, 'a move');
      const { G, ctx } = el.state!;
      const [toAct, current] = [G.toAct, ctx.currentPlayer];
      attempt(() => (ctx.currentPlayer = '9'));
      attempt(() => ctx.playOrder.splice(0));
      attempt(() => (G.toAct = '9'));
      const at = moves.length;
      await waitFor(() => moves.length >= at + 2 * players, 'the game goes on');
      expect(shadow(el).querySelector('[role="alert"]'), 'no bot error').to.equal(null);
      // The writes were refused: the view is frozen.
      expect([G.toAct, ctx.currentPlayer, ctx.playOrder]).to.deep.equal([
        toAct,
        current,
        ['0', '1', '2', '3'].slice(0, players),
      ]);
    });

    it("cannot wrap the bot runner's methods, which are handed the full state", async () => {
      const proto = BotRunner.prototype as any;
      const decide = proto.decide;
      const handed: unknown[] = [];
      cleanup.push(() => attempt(() => (proto.decide = decide)));
      attempt(
        () =>
          (proto.decide = function (this: unknown, ...args: unknown[]) {
            handed.push(args);
            return decide.apply(this, args);
          }),
      );
      const el = await mount({ speed: '0', seat: 'none', seed: 'runner' });
      cleanup.push(() => el.remove());
      const moves = movesOf(el);
      await waitFor(() => moves.length >= 2, 'two bot moves');
      expect(handed).to.deep.equal([]);
      expect(proto.decide).to.equal(decide);
    });
  });
}
