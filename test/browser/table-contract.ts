/**
 * What every table element must do, whatever its game: the shared
 * attributes and their errors, hidden information (G-5), the trick display
 * (G-7), seeds, several tables on a page, and pausing off the page. Each
 * table's test file calls {@link tableContract} once, then tests its own game.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import {
  cardIdsIn,
  cardsInDom,
  controllerOf,
  handButtons,
  handEl,
  HOLD_SPEED,
  holdBots,
  movesOf,
  myTurnOrRoundEnd,
  playCardByClick,
  playRound,
  shadow,
  spyWorkers,
  view,
  waitFor,
  type AnyTable,
} from './helpers.js';

export interface TableContract {
  tag: string;
  /** Cards dealt to each seat: a number, or one per seat from the view (You Suck: 7 and the Ticks' extras, YS-4). */
  handSize: number | ((G: any, seat: number) => number);
  /** `players` when the attribute is absent. */
  defaultPlayers: number;
  /** Another legal `players` value. */
  otherPlayers: number;
  /** Attributes that make a whole bot game end quickly (e.g. `{ variant: 'short' }`). */
  quickGame: Record<string, string>;
  /** Bad attribute values, each of which must show an error and fire `table-error`. */
  bad: [attribute: string, value: string][];
  /** Makes the human's choices of a round (tiles, bids…) when it is their turn, until trick play. */
  choose(el: AnyTable): Promise<void>;
  /** Plays one card for the human by mouse, returning it; default {@link playCardByClick}. */
  play?(el: AnyTable): Promise<string>;
  /** What the table shows of the round's cards (G-7); default {@link ONE_TRICK}. */
  played?: PlayedCards;
}

/** What a table shows of the cards played this round (G-7), read from its view. */
export interface PlayedCards {
  /** Tricks (or Ticks) completed this round. */
  completed(G: any): number;
  /** The cards shown without `review`; `fresh`: no card was played since the last trick (or Tick) was completed. */
  shown(G: any, fresh: boolean): string[];
  /** The cards shown with `review`: every card played this round. */
  all(G: any): string[];
  /** The cards of the last trick (or Tick) completed. */
  last(G: any): string[];
}

const cardsOf = (t: { plays: { card: string }[] }) => t.plays.map((p) => p.card);

/** A game that plays one trick at a time: the trick in progress, else the last one until the next lead. */
export const ONE_TRICK: PlayedCards = {
  completed: (G) => G.tricks.length,
  shown: (G) => cardsOf(G.trick!.plays.length > 0 ? G.trick : G.lastTrick),
  all: (G) => [...G.tricks.flatMap(cardsOf), ...cardsOf(G.trick)],
  last: (G) => cardsOf(G.lastTrick),
};

/** Creates `<tag>` with `attrs` (`true`: a boolean attribute), puts it on the page and waits for its first render. */
export async function mountTable<T extends AnyTable>(tag: string, attrs: Record<string, string | true>): Promise<T> {
  const el = document.createElement(tag) as T;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v === true ? '' : v);
  (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
  await el.updateComplete;
  return el;
}

export function tableContract(c: TableContract): void {
  const mount = (attrs: Record<string, string | true>) => mountTable(c.tag, attrs);
  const handSize = (G: any, seat: number) => (typeof c.handSize === 'number' ? c.handSize : c.handSize(G, seat));
  const played = c.played ?? ONE_TRICK;

  describe(`<${c.tag}>: what every table does`, () => {
    it('renders a table for the human and passes the accessibility audit, while choosing and while playing', async () => {
      const el = await mount({ bots: 'random', speed: '0', seed: 'a11y', dealer: '1' });
      await myTurnOrRoundEnd(el);
      expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
      expect(handButtons(el)).to.have.length(handSize(view(el), 0));
      expect(shadow(el).querySelectorAll('tt-seat')).to.have.length(c.defaultPlayers);
      expect(shadow(el).querySelector('tt-picker')).to.exist;
      await expect(el).to.be.accessible();
      // And during trick play, with cards disabled for a reason.
      await c.choose(el);
      await myTurnOrRoundEnd(el);
      expect(view(el).stage).to.equal('play');
      await expect(el).to.be.accessible();
    });

    it('shows the trick in progress, or the last trick until the next lead; earlier tricks only with review (G-7)', async () => {
      const el = await mount({ seat: 'none', bots: 'random', speed: '0', seed: 'g7' });
      const ends: { winner: string | null; plays: { card: string }[] }[] = [];
      // Fresh: no card played since the last trick was completed (a card's move, then its trick's end).
      let fresh = false;
      el.addEventListener('table-move', (e) => (fresh &&= e.detail.move !== 'playCard'));
      el.addEventListener('table-trick-end', (e) => (ends.push(e.detail), (fresh = true)));
      await waitFor(() => played.completed(view(el)) >= 3, 'three tricks');
      await holdBots(el); // the view stands still while it is checked
      const G = view(el);
      expect(ends.length).to.equal(G.trickCount);
      expect(ends.at(-1)!.plays.map((p) => p.card)).to.deep.equal(played.last(G));
      expect(cardsInDom(el).sort()).to.deep.equal(played.shown(G, fresh).sort());
      if (!c.played) {
        const trick = shadow(el).querySelector('tt-trick')!;
        expect(trick.getAttribute('data-kind')).to.equal(G.trick!.plays.length > 0 ? 'current' : 'last');
      }

      el.review = true;
      await el.updateComplete;
      const review = shadow(el).querySelector('[part="review"]')!;
      if (!c.played) expect(review.querySelectorAll('tt-trick')).to.have.length(G.tricks.length);
      expect(cardsInDom(el)).to.include.members(played.all(G));
      await expect(el).to.be.accessible();
    });

    for (const [attribute, value] of c.bad) {
      it(`shows an error and fires table-error for ${attribute}="${value}"`, async () => {
        const el = document.createElement(c.tag) as AnyTable;
        el.setAttribute('bots', 'random');
        el.setAttribute(attribute, value);
        const fired = oneEvent(el, 'table-error');
        (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
        const { detail } = await fired;
        await el.updateComplete;
        expect(detail.attribute).to.equal(attribute);
        const alert = shadow(el).querySelector('[role="alert"]')!;
        expect(alert.textContent).to.include(`${attribute}="${value}"`);
        expect(alert.textContent).to.include(detail.message);
        expect(el.state).to.equal(null);
        await expect(el).to.be.accessible();
      });
    }

    it('recovers when a bad attribute is fixed', async () => {
      const el = await mount({ players: '9', bots: 'random', speed: String(HOLD_SPEED) });
      expect(el.state).to.equal(null);
      el.setAttribute('players', String(c.otherPlayers));
      await el.updateComplete;
      expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
      expect(view(el).numPlayers).to.equal(c.otherPlayers);
      expect(handButtons(el)).to.have.length(handSize(view(el), 0));
    });

    it('shows a spectator no hand, unless open-hands (G-5)', async () => {
      const el = await mount({ seat: 'none', bots: 'random', speed: String(HOLD_SPEED), seed: 'watch' });
      expect(handEl(el)).to.equal(null);
      expect(cardsInDom(el)).to.deep.equal([]);
      expect(view(el).hands).to.deep.equal(Array(c.defaultPlayers).fill(null));
      el.openHands = true;
      await el.updateComplete;
      const sizes = view(el).hands.map((_: unknown, s: number) => handSize(view(el), s));
      expect(cardsInDom(el)).to.have.length(sizes.reduce((a: number, b: number) => a + b, 0));
      expect(view(el).hands.map((h: string[]) => h.length)).to.deep.equal(sizes);
      await expect(el).to.be.accessible();
    });

    it('runs several tables on one page independently', async () => {
      const quick = { seat: 'none', bots: 'random', speed: '0', ...c.quickGame };
      const [a, b] = await Promise.all([
        mount({ ...quick, players: String(c.otherPlayers), seed: 'one' }),
        mount({ ...quick, players: String(c.defaultPlayers), seed: 'two' }),
      ]);
      const overs = await Promise.all([oneEvent(a, 'table-game-over'), oneEvent(b, 'table-game-over')]);
      expect(overs.map((o) => o.target)).to.deep.equal([a, b]);
      expect(Object.keys(overs[0].detail.scores)).to.have.length(c.otherPlayers);
      expect(Object.keys(overs[1].detail.scores)).to.have.length(c.defaultPlayers);
      expect(customElements.get('tt-hand')).to.exist;
    });

    it('reproduces a game from its seed, and starts a new game when the seed changes', async () => {
      const attrs = { seed: 'same', speed: String(HOLD_SPEED), bots: 'random' };
      const a = await mount(attrs);
      const b = await mount(attrs);
      expect(view(a).hands[0]).to.deep.equal(view(b).hands[0]);
      expect(view(a).dealer).to.equal(view(b).dealer);
      b.seed = 'other';
      await b.updateComplete;
      expect(view(b).hands[0]).not.to.deep.equal(view(a).hands[0]);
      // Game k of a seeded table uses "<seed>/k".
      a.newGame();
      await a.updateComplete;
      const second = await mount({ ...attrs, seed: 'same/2' });
      expect(view(a).hands[0]).to.deep.equal(view(second).hands[0]);
    });

    it('goes back to the defaults when attributes are removed', async () => {
      const el = await mount({ seat: 'none', speed: '0', bots: 'random', players: String(c.otherPlayers) });
      el.removeAttribute('seat');
      el.removeAttribute('speed');
      el.removeAttribute('players');
      await el.updateComplete;
      expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
      expect(view(el).numPlayers).to.equal(c.defaultPlayers);
      expect(handButtons(el)).to.have.length(handSize(view(el), 0));
    });

    it('stops the bots when removed from the page and resumes when put back', async () => {
      const el = await mount({ seat: 'none', bots: 'random', speed: '0', seed: 'pause' });
      await waitFor(() => view(el).stage === 'play', 'trick play');
      const parent = el.parentElement!;
      el.remove();
      const frozen = JSON.stringify(el.state);
      expect(controllerOf(el).thinking, 'no bot turn pending off the page').to.equal(null);
      // Meanwhile another table plays on: time enough for bots still running to have moved.
      const other = await mount({ seat: 'none', bots: 'random', speed: '0', seed: 'meanwhile' });
      const moves = movesOf(other);
      await waitFor(() => moves.length >= 2 * c.defaultPlayers, 'the other table plays');
      expect(JSON.stringify(el.state)).to.equal(frozen);
      parent.append(el);
      await waitFor(() => JSON.stringify(el.state) !== frozen, 'the bots resume');
    });

    it('plays a round against ismcts bots, which decide in a Web Worker', async () => {
      const spy = spyWorkers();
      try {
        const el = await mount({ bots: 'ismcts:easy', speed: '0', seed: 'ismcts' });
        let botMoves = 0;
        el.addEventListener('table-move', (e) => {
          if (e.detail.seat !== el.seat) botMoves += 1;
        });
        const round = await playRound(el, { choose: c.choose, play: c.play ?? playCardByClick });
        expect(round.rounds).to.have.length(1);
        const [asked, moved] = [spy.decides().length, botMoves];
        expect(el.botRunner).to.equal('worker');
        // What each worker was asked and whether it was stopped, should there be more than one.
        const workers = spy.workers.map((w) => ({ stopped: w.terminated, posted: w.posted.map((m) => m.type) }));
        expect(spy.workers, JSON.stringify(workers)).to.have.length(1);
        expect(spy.workers[0]!.url).to.match(/^blob:/);
        // Every bot move was asked of the worker (one more may be in progress).
        expect(moved).to.be.greaterThan(c.defaultPlayers);
        expect(asked).to.be.within(moved, moved + 1);
      } finally {
        spy.restore();
      }
    });

    it("posts a fair bot only its own seat's view, never a card of another hand (G-5)", async () => {
      const n = c.defaultPlayers;
      const oracleSeat = String(n - 1);
      // Every seat is a bot. The last is `oracle`, which sees every hand: the check must catch it.
      const bots = [...Array(n - 1).fill('ismcts:easy'), 'oracle:easy'].join(',');
      let el: AnyTable | undefined;
      const posts: { seat: string; keys: string[]; hands: unknown[]; leaked: string[] }[] = [];
      const inBotsMessages: string[] = [];
      const spy = spyWorkers((msg) => {
        if (msg.type === 'bots') inBotsMessages.push(...cardIdsIn(msg));
        if (msg.type !== 'decide') return;
        // With open-hands the table's own view holds every hand: the truth to check against.
        const hands: string[][] = el!.state!.G.hands;
        const hidden = hands.flatMap((hand, s) => (String(s) === msg.seat ? [] : hand));
        const seen = cardIdsIn(msg.state);
        posts.push({
          seat: msg.seat,
          keys: Object.keys(msg.state).sort(),
          hands: msg.state.G.hands,
          leaked: hidden.filter((card) => seen.has(card)),
        });
      });
      try {
        el = await mount({ seat: 'none', 'open-hands': true, bots, speed: '0', seed: 'fair' });
        await waitFor(() => posts.length >= 3 * n, 'the bots decide');
        el.remove();
      } finally {
        spy.restore();
      }
      expect(inBotsMessages, 'cards in a bots message').to.deep.equal([]);
      const fair = posts.filter((p) => p.seat !== oracleSeat);
      expect(fair.length).to.be.at.least(2 * (n - 1));
      for (const p of fair) {
        expect(p.keys, `seat ${p.seat} is posted G and ctx only`).to.deep.equal(['G', 'ctx']);
        expect(p.hands.filter((_, s) => String(s) !== p.seat)).to.deep.equal(Array(n - 1).fill(null));
        expect(p.leaked, `cards of other hands posted for seat ${p.seat}`).to.deep.equal([]);
      }
      const oracle = posts.filter((p) => p.seat === oracleSeat);
      expect(oracle.length).to.be.at.least(2);
      expect(
        oracle.some((p) => p.leaked.length > 0),
        'the oracle is posted every hand',
      ).to.equal(true);
    });

    it('applies a change of bots from the next bot move, and reports a bad one', async () => {
      const el = await mount({ bots: 'random', speed: String(HOLD_SPEED), seed: 'swap' });
      const started = JSON.stringify(el.state);
      const others = c.defaultPlayers - 1;
      el.bots = Array(others - 1)
        .fill('random')
        .join(',');
      const fired = oneEvent(el, 'table-error');
      await el.updateComplete;
      expect((await fired).detail.attribute).to.equal('bots');
      expect(JSON.stringify(el.state), 'the game goes on').to.equal(started);
      el.bots = Array(others).fill('random').join(',');
      await el.updateComplete;
      expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
      const seat1 = shadow(el).querySelector('tt-seat[data-seat="1"]')!;
      // Named for players by strength, the spec in its title (issue 22).
      expect(shadow(seat1).textContent).to.include('Bot (random)');
      expect(shadow(seat1).querySelector('.detail')!.getAttribute('title')).to.equal('random');
    });
  });
}
