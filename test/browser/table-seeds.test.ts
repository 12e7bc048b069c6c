/**
 * The seed rule (docs/embedding.md, "The seed and `deal` publish the
 * cards"): a seeded table's deal depends only on its `seed` and on the games
 * played since `seed` last changed. Game k (k − 1 `newGame()` calls since
 * then) is dealt from `"<seed>/<k>"`, game 1 from `seed` itself; a restart
 * caused by another attribute (players, seat, variant, deal, dealer) deals
 * game k again, and an attribute set to another value and back before the
 * table updates changes nothing. Each order of calls is checked against
 * the deal replayed here from the seed the rule names. In You Suck the
 * seed also deals round 1's Ticks (YS-3), and nothing is dealt while the
 * Choose Dealer owner chooses (YS-4): the owners are compared too.
 * TrickTakers has no dealer: its round-1 first player stands in for it
 * (TT-7; the `dealer` attribute sets it when the deal names none).
 *
 * The seed replays the bots too (issue 19): the same `seed` plays the same
 * whole game, every bot move included, and each bot's random stream comes
 * from the match seed and its seat (never from its hand: You Suck's owned
 * Choose Dealer seats the bots before anything is dealt, and two seeds
 * still give them different streams).
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import type { FromWorker, ToWorker } from '../../src/elements/parts/bot-protocol.js';
import type { TableGameOverDetail } from '../../src/elements/parts/events.js';
import { isMyTurn, movesOf, spyWorkers, view, type AnyTable, waitFor } from './helpers.js';
import { gameOf, replay, seatG } from './secrets.js';
import { mountTable } from './table-contract.js';
import { FOUR } from './tricktakers-helpers.js';
import { dealAttr, PLAIN } from './you-suck-helpers.js';

/** A scenario deal of each game for 4 players (G-3): its `deal` attribute's value, and seat 0's hand in it. */
const SCENARIOS: Record<string, { deal(): unknown; hand(deal: any): string[] }> = {
  'cant-win-table': {
    deal: () => replay('cant-win-table', 4, 'a scenario').state.G.hands,
    hand: (d) => d[0],
  },
  'instinct-table': {
    deal: () => replay('instinct-table', 4, 'a scenario').state.G.hands,
    hand: (d) => d[0],
  },
  'you-suck-table': {
    deal: () => ({ tickOwners: PLAIN.owners, deal: PLAIN.deal }),
    hand: (d) => d.deal[0],
  },
  'tricktakers-table': {
    deal: () => ({ deal: FOUR.deal }),
    hand: (d) => d.deal[0],
  },
};

type Decide = Extract<ToWorker, { type: 'decide' }>;
type Move = Extract<FromWorker, { type: 'move' }>;

/** You Suck's round 1 with Choose Dealer owned by seat 1 (YS-4): the bots are seated before any card is dealt. */
const CHOOSER = dealAttr({ 'choose-dealer': '1', 'plus-3': '0', 'take-0': '2', 'extra-card': '3' });

/**
 * Resolves with `table-game-over`'s detail once `el`'s game ends; rejects on
 * a `table-error` (a bot that failed). No wall-clock limit of its own: the
 * test's bounds it.
 */
function gameOver(el: AnyTable): Promise<TableGameOverDetail> {
  return new Promise((resolve, reject) => {
    el.addEventListener('table-game-over', (e) => resolve(e.detail), { once: true });
    el.addEventListener('table-error', (e) => reject(new Error(e.detail.message)), { once: true });
  });
}

/** The dealer; TrickTakers has none: its round-1 first player, drawn from the seed the same way (TT-7), or the `dealer` attribute. */
const dealerOf = (G: any): string | undefined => G.dealer ?? G.firstPlayer;

for (const tag of ['cant-win-table', 'instinct-table', 'you-suck-table', 'tricktakers-table']) {
  describe(`<${tag}>: which deal a seed gives`, () => {
    const mount = (attrs: Record<string, string> = {}) =>
      mountTable<AnyTable>(tag, { bots: 'random', speed: '100000', ...attrs });

    /** The reader's hand, the dealer and, in You Suck, the Ticks' owners of a game's view. */
    const seen = (G: any) => ({ hand: G.hands[0], dealer: dealerOf(G), ...(G.owners ? { owners: G.owners } : {}) });
    /** What the reader sees of the game dealt from `seed`. */
    const dealtFrom = (seed: string, players = 4, setupData: Record<string, unknown> = {}) =>
      seen(seatG(tag, replay(tag, players, seed, setupData).state, '0'));
    const dealt = (el: AnyTable) => seen(view(el));
    const settle = async (el: AnyTable) => {
      await el.updateComplete;
      return dealt(el);
    };

    it('seed, then newGame(): games 1, 2 and 3 of the seed', async () => {
      const el = await mount({ seed: 'rule' });
      expect(dealt(el)).to.deep.equal(dealtFrom('rule'));
      el.newGame();
      expect(await settle(el)).to.deep.equal(dealtFrom('rule/2'));
      el.newGame();
      expect(await settle(el)).to.deep.equal(dealtFrom('rule/3'));
    });

    it('newGame(), then seed: game 1 of the seed', async () => {
      const el = await mount();
      el.newGame();
      el.newGame();
      await el.updateComplete;
      el.seed = 'late';
      expect(await settle(el)).to.deep.equal(dealtFrom('late'));
      el.newGame();
      expect(await settle(el)).to.deep.equal(dealtFrom('late/2'));
    });

    it('a new seed counts from game 1 again, and so does the old seed set again', async () => {
      const el = await mount({ seed: 'first' });
      el.newGame();
      expect(await settle(el)).to.deep.equal(dealtFrom('first/2'));
      el.setAttribute('seed', 'second');
      expect(await settle(el)).to.deep.equal(dealtFrom('second'));
      el.setAttribute('seed', 'first');
      expect(await settle(el)).to.deep.equal(dealtFrom('first'));
    });

    it('in one task: a seed then newGame() is game 2 of the seed; newGame() then a seed is game 1', async () => {
      const el = await mount({ seed: 'old' });
      el.seed = 'new';
      el.newGame();
      expect(await settle(el)).to.deep.equal(dealtFrom('new/2'));
      el.newGame();
      el.seed = 'newer';
      expect(await settle(el)).to.deep.equal(dealtFrom('newer'));
    });

    it('a restart by players, dealer or variant deals the same game number again', async () => {
      const el = await mount({ seed: 'other' });
      el.newGame();
      await el.updateComplete;
      el.setAttribute('players', '3');
      expect(await settle(el)).to.deep.equal(dealtFrom('other/2', 3));
      el.setAttribute('dealer', '1');
      expect(await settle(el)).to.deep.equal(dealtFrom('other/2', 3, { dealer: '1' }));
      const variant = gameOf(tag).variants[1];
      if (variant === undefined) return; // You Suck has no variants
      el.setAttribute('variant', variant);
      expect(await settle(el)).to.deep.equal(dealtFrom('other/2', 3, { dealer: '1', variant }));
      expect(view(el).variant).to.equal(variant);
    });

    it('a restart by seat deals the same game number again', async () => {
      const el = await mount({ seed: 'sat' });
      el.newGame();
      await el.updateComplete;
      el.setAttribute('seat', '2');
      await el.updateComplete;
      const G = seatG(tag, replay(tag, 4, 'sat/2').state, '2');
      expect([view(el).hands[0], view(el).hands[2], dealerOf(view(el))]).to.deep.equal([null, G.hands[2], dealerOf(G)]);
    });

    it('a restart by deal deals the same game number again: its seed picks the dealer', async () => {
      const { deal: scenario, hand } = SCENARIOS[tag]!;
      const deal = scenario();
      const setupData = Array.isArray(deal) ? { deal } : (deal as Record<string, unknown>);
      const seed = 'dealer 3';
      // Games 1, 2 and 3 of this seed have different dealers (3, 2 and 1), so the dealer tells which game it is.
      expect([seed, `${seed}/2`, `${seed}/3`].map((s) => dealtFrom(s, 4, setupData).dealer)).to.deep.equal([
        '3',
        '2',
        '1',
      ]);
      const el = await mount({ seed });
      el.newGame();
      await el.updateComplete;
      el.setAttribute('deal', JSON.stringify(deal));
      const game2 = await settle(el);
      expect([game2.hand, game2.dealer]).to.deep.equal([hand(deal), '2']);
    });

    it('a seed set to another value and back before the table updates changes nothing: the game goes on', async () => {
      // The dealer (seat 1) and the bots after it move; then it is the reader's turn.
      const el = await mount({ seed: 'kept', dealer: '1', speed: '0' });
      await waitFor(() => isMyTurn(el), 'the bots move');
      const before = JSON.stringify(el.state);
      el.seed = 'other';
      el.seed = 'kept';
      await el.updateComplete;
      expect(JSON.stringify(el.state), 'the game goes on').to.equal(before);
      expect(view(el).toAct).to.equal('0');
    });

    it('a removed seed deals at random, and set again deals game 1', async () => {
      // A seed whose games 1 and 2 deal the reader a hand in You Suck too (Choose Dealer not
      // owned): a random game then shows the same only by a chance of about 1 in 10^9. With
      // nothing dealt (seed "kept"), 5 random games in 2,000 showed what its game 1 shows.
      const seed = 'kept-10';
      const el = await mount({ seed });
      el.newGame();
      await el.updateComplete;
      el.removeAttribute('seed');
      const unseeded = await settle(el);
      expect(dealtFrom(seed).hand, 'game 1 deals the reader a hand').to.have.length.above(0);
      expect(dealtFrom(`${seed}/2`).hand, 'game 2 deals the reader a hand').to.have.length.above(0);
      expect(unseeded).not.to.deep.equal(dealtFrom(`${seed}/2`));
      expect(unseeded).not.to.deep.equal(dealtFrom(seed));
      el.setAttribute('seed', seed);
      expect(await settle(el)).to.deep.equal(dealtFrom(seed));
    });
  });
}

for (const tag of ['cant-win-table', 'instinct-table', 'you-suck-table', 'tricktakers-table']) {
  describe(`<${tag}>: what a seed replays`, () => {
    it('the same seed plays the same whole game, every bot move included; another seed another game', async function () {
      // You Suck with Choose Dealer owned: the bots are seated before anything is dealt.
      const attrs = {
        seat: 'none',
        bots: 'random,rule,random,rule',
        speed: '0',
        ...(tag === 'you-suck-table' ? { deal: CHOOSER } : {}),
      };
      const play = async (seed: string) => {
        const el = await mountTable<AnyTable>(tag, { ...attrs, seed });
        const moves = movesOf(el);
        const over = await gameOver(el);
        el.remove();
        return { moves, over };
      };
      const first = await play('whole game');
      const again = await play('whole game');
      const other = await play('another game');
      // A whole game: more than one round, ended.
      expect(first.moves.filter((m) => m.move === 'playCard').length).to.be.above(20);
      expect(again).to.deep.equal(first);
      expect(other.moves).not.to.deep.equal(first.moves);
    });
  });
}

describe("<you-suck-table>: the bots' seeds when Choose Dealer is owned", () => {
  it('two seeds give the bots different seeds and random streams, though nothing is dealt when they are seated', async () => {
    /** Each seat's first decision as posted, and the random stream its bot answered with. */
    const firstOf = async (seed: string) => {
      const spy = spyWorkers();
      const posted = () => spy.workers.flatMap((w) => w.posted as ToWorker[]);
      const answers = () =>
        spy.workers.flatMap((w) => (w.received as FromWorker[]).filter((m): m is Move => m.type === 'move'));
      const el = await mountTable<AnyTable>('you-suck-table', {
        seat: 'none',
        bots: 'random',
        speed: '0',
        seed,
        deal: CHOOSER,
      });
      /** The decision that answer `id` is for. */
      const seatOf = (id: number) => posted().find((m) => m.type === 'decide' && m.id === id) as Decide;
      try {
        // Every seat has answered once: seat 1 chose the dealer, then the others bid or played.
        const answered = () => new Set(answers().map((a) => seatOf(a.id).seat)).size === 4;
        await new Promise<void>((resolve, reject) => {
          const look = () => {
            if (!answered()) return;
            el.removeEventListener('table-move', look);
            resolve();
          };
          el.addEventListener('table-move', look);
          el.addEventListener('table-error', (e) => reject(new Error(e.detail.message)), { once: true });
        });
        return ['0', '1', '2', '3'].map((seat) => {
          const answer = answers().find((a) => seatOf(a.id).seat === seat)!;
          const decide = seatOf(answer.id);
          return { hand: decide.state.G.hands[Number(seat)], seed: decide.bot?.seed, stream: answer.stream };
        });
      } finally {
        el.remove();
        spy.restore();
      }
    };
    const one = await firstOf('chooser one');
    const two = await firstOf('chooser two');
    // Seat 1, the chooser, decided first, with nothing dealt.
    expect([one[1]!.hand, two[1]!.hand]).to.deep.equal([[], []]);
    for (const seat of [0, 1, 2, 3]) {
      expect(one[seat]!.stream, `seat ${seat}'s stream`).not.to.deep.equal(two[seat]!.stream);
      expect(one[seat]!.seed, `seat ${seat}'s seed`).to.match(/^[0-9a-f]{64}$/);
      expect(one[seat]!.seed, `seat ${seat}'s seed`).not.to.equal(two[seat]!.seed);
    }
  });
});
