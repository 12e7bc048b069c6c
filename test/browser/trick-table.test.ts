/**
 * `TrickTable` with a game of neither dealer nor bids (as TrickTakers has
 * no dealer and You Suck records no bids): a tiny three-seat game, made
 * here, one trick of two-card hands. The table shows no dealer and no bid,
 * its score sheet only the rows a round records, and a chosen card goes to
 * the game's own `cardChosen`, whose move the game's `describeMove` words.
 */
import { expect, oneEvent } from '@open-wc/testing';
import type { Game } from 'boardgame.io';
import type { GameDescriptor, RoundRecord } from '../../src/games/common/descriptor.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import type { MessageKey } from '../../src/elements/parts/i18n.js';
import type { ScoreGroup, ScoreRow } from '../../src/elements/parts/score-sheet.js';
import type { SeatStat } from '../../src/elements/parts/seat.js';
import type { TableView } from '../../src/elements/parts/table-controller.js';
import { TrickTable, type CardPlayRules, type TrickTableState } from '../../src/elements/parts/trick-table.js';
import { instinctStyles } from '../../src/games/instinct/table.styles.js';
import { handButtons, HOLD_SPEED, partsArrived, shadow, sheetRows, statusText, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';
import { instinctEn } from '../../src/games/instinct/messages.js';
import { drop, flame } from '../../src/elements/parts/symbols.js';

type TinyState = TrickTableState & { handSizes: number[]; sheet: RoundRecord[] };

const suit = (card: string) => card.split('-')[0]!;

const rules: CardPlayRules<TinyState> = {
  leadSuit: (trick) => (trick?.plays[0] ? suit(trick.plays[0].card) : null),
  legalCards(G, seat) {
    if (G.toAct !== seat) return [];
    const hand = G.hands[Number(seat)] ?? [];
    const lead = rules.leadSuit(G.trick);
    const follow = hand.filter((c) => suit(c) === lead);
    return follow.length > 0 ? follow : hand;
  },
  cardError: (G, seat, card) =>
    G.toAct !== seat ? 'not-your-turn' : rules.legalCards(G, seat).includes(card) ? null : 'must-follow',
};

const game: Game<TinyState> = {
  name: 'tiny',
  setup: () => ({
    numPlayers: 3,
    round: 2,
    stage: 'play',
    toAct: '0',
    hands: [
      ['red-1', 'blue-2'],
      ['red-3', 'red-4'],
      ['blue-5', 'blue-6'],
    ],
    handSizes: [2, 2, 2],
    trick: { round: 2, leader: '0', plays: [], winner: null },
    tricks: [],
    lastTrick: null,
    trickCount: 0,
    tricksWon: [1, 0, 0],
    // Round 1 recorded tricks and points only: no dealer, no bids.
    sheet: [{ tricks: [1, 0, 1], points: [5, 0, -2] }],
  }),
  playerView: ({ G, playerID }) => ({ ...G, hands: G.hands.map((h, s) => (String(s) === playerID ? h : null)) }),
  moves: {
    playCard: ({ G, playerID, events }, card: string) => {
      const s = Number(playerID);
      G.hands[s] = G.hands[s]!.filter((c) => c !== card);
      G.handSizes[s]! -= 1;
      G.trick!.plays.push({ seat: playerID, card });
      G.toAct = String((s + 1) % 3);
      events.endTurn();
    },
  },
};

const tiny: GameDescriptor<TinyState> = {
  id: 'tiny',
  title: 'Tiny',
  game,
  minPlayers: 3,
  maxPlayers: 3,
  variants: ['standard'],
  rounds: (G) => G.sheet,
  lastTrick: () => null,
  bots: { names: ['random'], load: () => Promise.reject(new Error('no bots in this test')) },
};

class TinyTable extends TrickTable<TinyState> {
  static override game = tiny;
  static override defaultPlayers = 3;
  static override titleKey: MessageKey = 'in.title';
  static override messagePrefix = 'in';
  static override messages = instinctEn;
  static override suits = { red: flame, blue: drop };
  static override trickRules = rules;
  static override styles = instinctStyles;
  chosen: string[] = [];

  protected override cardChosen(card: string): void {
    this.chosen.push(card);
    this.move('playCard', card);
  }
  protected override describeMove({ seat, args }: TableMoveDetail): string {
    return `${this.seatName(seat)} played ${this.cardName(String(args[0]))}.`;
  }
  protected override roundText(G: TinyState): string {
    return this.t('status.roundOpen', { round: G.round });
  }
  protected override seatStats(G: TinyState, seat: string): SeatStat[] {
    return this.bidWonStats(G, seat);
  }
  protected override sheet(view: TableView<TinyState>): { groups: ScoreGroup[]; footer: ScoreRow[] } {
    return { groups: this.roundGroups(view.G.sheet, (r) => this.recordRows(r)), footer: [] };
  }
  protected override resultLines(): string[] {
    return [];
  }
}
customElements.define('tiny-trick-table', TinyTable);

describe('TrickTable without a dealer or bids', () => {
  it('shows no dealer and no bid, and only the rows a round records', async () => {
    const el = await mountTable<AnyTable>('tiny-trick-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      seed: 'tiny',
    });
    // This table starts in round 2, in play: its prompt, score sheet and trick are not a first screen's,
    // and come with the parts loaded on demand.
    await partsArrived(el);
    expect(statusText(el)).to.equal('Round 2 Your turn: lead any card.');
    // A table class without bot worker scripts says its bots run on the main thread, before any decision.
    expect(el.botRunner).to.equal('main');
    const seats = ['0', '1', '2'].map((s) => shadow(el).querySelector(`tt-seat[data-seat="${s}"]`)!);
    // Each seat's stats (a <dt>/<dd> list): tricks won, no bid.
    expect(seats.map((s) => s.textContent!.replace(/\s+/g, ''))).to.deep.equal(['Won1', 'Won0', 'Won0']);
    expect(seats.some((s) => shadow(s).textContent!.includes('Dealer'))).to.equal(false);
    expect([...sheetRows(el)]).to.deep.equal([
      ['Round 1 / Tricks', ['1', '0', '1']],
      ['Round 1 / Points', ['5', '0', '-2']],
    ]);
    await expect(el).to.be.accessible();
  });

  it("gives a chosen card to the game's cardChosen, and logs the move in the game's words", async () => {
    const el = await mountTable<AnyTable & TinyTable>('tiny-trick-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      seed: 'tiny',
    });
    expect(handButtons(el).map((b) => b.dataset.card)).to.deep.equal(['red-1', 'blue-2']);
    const moved = oneEvent(el, 'table-move');
    handButtons(el)[0]!.click();
    expect((await moved).detail).to.deep.equal({ seat: '0', move: 'playCard', args: ['red-1'] });
    await el.updateComplete;
    expect(el.chosen).to.deep.equal(['red-1']);
    await partsArrived(el);
    const log = shadow(shadow(el).querySelector('tt-log')!).querySelectorAll('li');
    expect(Array.from(log, (li) => li.textContent)).to.deep.equal(['You played red 1.']);
    expect(shadow(el).querySelector('tt-trick')!.getAttribute('data-kind')).to.equal('current');
  });
  it('answers a played card first: the card fades in place, the move is drawn after that paint, no second move meanwhile (issue 20)', async () => {
    const el = await mountTable<AnyTable & TinyTable & { answering?: Promise<unknown> }>('tiny-trick-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      seed: 'tiny',
    });
    await partsArrived(el);
    const moves: string[] = [];
    el.addEventListener('table-move', (e) => moves.push(String(e.detail.args[0])));
    const [red1, blue2] = handButtons(el);
    red1!.click();
    // Microtasks only: the move is made, its drawing waits for the frame that answers it.
    for (let i = 0; i < 20; i++) await null;
    expect(moves).to.deep.equal(['red-1']);
    expect(el.answering, 'the update waits').to.be.instanceOf(Promise);
    expect(el.state!.G.hands[0]).to.deep.equal(['blue-2']);
    // Nothing is drawn yet but the answer: the card is still in its place, half see-through; no trick yet.
    expect(handButtons(el).map((b) => b.dataset.card)).to.deep.equal(['red-1', 'blue-2']);
    expect([red1!.style.opacity, blue2!.style.opacity]).to.deep.equal(['0.5', '']);
    expect(statusText(el)).to.equal('Round 2 Your turn: lead any card.');
    // A second card before the move is drawn: the game gets no move.
    blue2!.click();
    expect(el.chosen).to.deep.equal(['red-1', 'blue-2']);
    expect(moves).to.deep.equal(['red-1']);
    // The next frame hides it (still in place); the update follows in a task after that frame.
    await new Promise((r) => requestAnimationFrame(r));
    await new Promise((r) => requestAnimationFrame(r));
    expect(red1!.style.visibility).to.equal('hidden');
    await el.updateComplete;
    expect(el.answering).to.equal(undefined);
    expect(handButtons(el).map((b) => b.dataset.card)).to.deep.equal(['blue-2']);
    // A card that stays is drawn as before: no style of the answer is left on it.
    expect([handButtons(el)[0]!.style.opacity, handButtons(el)[0]!.style.visibility]).to.deep.equal(['', '']);
    expect(statusText(el)).to.not.include('Your turn');
    expect(shadow(el).querySelector('tt-trick')!.getAttribute('data-kind')).to.equal('current');
    const log = shadow(shadow(el).querySelector('tt-log')!).querySelectorAll('li');
    expect(Array.from(log, (li) => li.textContent)).to.deep.equal(['You played red 1.']);
    expect(moves).to.deep.equal(['red-1']);
  });
});
