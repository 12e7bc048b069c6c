/**
 * <tricktakers-table> in Chromium: what every table does
 * (./table-contract.ts, with TrickTakers' hand sizes), then the character
 * cards and picker (TT-5, TT-8, TT-13…TT-18), a scenario deal (G-3, TT-7),
 * and the phone width. The setup stages, Kakumei and the Hermit are in
 * ./tricktakers-stages.test.ts.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/define/tricktakers-table.js';
import type { TrickTakersTable } from '../../src/games/tricktakers/table.js';
import {
  handButtons,
  HOLD_SPEED,
  myTurnOrRoundEnd,
  offScreen,
  pickerButtons,
  shadow,
  statusText,
  waitFor,
} from './helpers.js';
import { mountTable, tableContract } from './table-contract.js';
import { chooseAll, chooseFirst, dealAttr, FOUR, fourAttr, playUntil, rest, view } from './tricktakers-helpers.js';

const cardsOf = (t: { plays: { card: string }[] }) => t.plays.map((p) => p.card);

tableContract({
  tag: 'tricktakers-table',
  // 5 cards dealt (TT-6), one fewer for each card played this round; the Hermit holds one more between its draw and its discard (TT-17).
  handSize: (G, s) =>
    5 -
    G.tricks.length -
    (G.trick?.plays.some((p: { seat: string }) => p.seat === String(s)) ? 1 : 0) +
    (G.stage === 'hermit-discard' && G.toAct === String(s) ? 1 : 0),
  defaultPlayers: 4,
  otherPlayers: 3,
  quickGame: {},
  bad: [
    ['players', '6'],
    ['players', '1'],
    ['deal', JSON.stringify({ hands: FOUR.deal })],
    ['deal', JSON.stringify({ deal: FOUR.deal.slice(0, 3) })],
    ['deal', JSON.stringify({ deal: [FOUR.deal[0], FOUR.deal[0], FOUR.deal[2], FOUR.deal[3]] })],
    ['deal', JSON.stringify({ deal: FOUR.deal, firstPlayer: '7' })],
    ['deal', '[oops'],
    ['seat', '4'],
    ['bots', 'nope'],
    ['bots', 'ismcts:hard'], // a level TrickTakers does not offer (issue 24)
    ['speed', 'fast'],
  ],
  choose: chooseAll,
  // G-7 as in every one-trick game, but a game may end between two polls (a round is short): then no trick is in progress.
  played: {
    completed: (G) => G.tricks.length,
    shown: (G) => cardsOf(G.trick?.plays.length ? G.trick : G.lastTrick),
    all: (G) => [...G.tricks.flatMap(cardsOf), ...(G.trick ? cardsOf(G.trick) : [])],
    last: (G) => cardsOf(G.lastTrick),
  },
});

/** A character card's text, a line per heading, table row and paragraph, cells apart. */
const cardText = (el: TrickTakersTable, c: string) =>
  Array.from(
    shadow(el).querySelector(`[part="character"][data-character="${c}"]`)!.querySelectorAll('h3, tr, p'),
    (e) =>
      Array.from(e.children.length > 0 && e.tagName === 'TR' ? e.children : [e], (x) =>
        x.textContent!.replace(/\s+/g, ' ').trim(),
      ).join(' '),
  ).join(' ');

describe('<tricktakers-table>', () => {
  it("names the problem of a deal's stock, a rule loaded with the play view before the game starts (G-3, issue 20)", async () => {
    // The stock repeats a dealt card: the rest of the deck must be the stock, each card once.
    const stock = [FOUR.deal[0]![0]!, ...rest(FOUR.deal).slice(1)];
    const el = document.createElement('tricktakers-table');
    el.setAttribute('deal', dealAttr(FOUR.deal, { stock, firstPlayer: '0' }));
    const fired = oneEvent(el, 'table-error');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    const { detail } = await fired;
    expect(detail.attribute).to.equal('deal');
    expect(detail.message).to.include(`stock holds ${FOUR.deal[0]![0]}, which is dealt`);
  });

  it('shows a scenario deal and the five character cards, their tables read from the rules (G-3, TT-7, TT-13…TT-18)', async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      deal: fourAttr(),
    });
    const G = view(el);
    expect(G.hands[0]).to.deep.equal(FOUR.deal[0]);
    expect([G.stage, G.toAct, G.order]).to.deep.equal(['select', '0', ['0', '1', '2', '3']]);
    // Black first, then red by number, the Rare last.
    expect(handButtons(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'black 8',
      'black 9',
      'red 1',
      'red 2',
      'Rare',
    ]);
    for (const item of ['Round 1 of 3', 'Deck: 20', 'Your turn: choose a character.'])
      expect(statusText(el)).to.include(item);
    expect(cardText(el, 'king')).to.equal(
      'King (1A) Free Tricks 0 1 2 3 4 5 Points 0 +20 +50 +80 +120 Win ' +
        'Adds the King Rare to the hand, then discards one other card face down. ' +
        'Wins the game with 5 tricks. Final round: table points ×2.',
    );
    expect(cardText(el, 'gambler')).to.include(
      'Bid hit 0 1 2 3 4 Points +30 +60 +90 +150 Win Missed bid: loses the bet.',
    );
    expect(cardText(el, 'gambler')).to.include('Gains 20 points.');
    expect(cardText(el, 'gambler')).to.include('bets up to 100');
    expect(cardText(el, 'resistance')).to.include(
      'Kakumei card Black 7–9 4–6 1–3 WF Rare Points Win +100 +80 +50 +30 0',
    );
    expect(cardText(el, 'hermit')).to.include('Tricks 0 1 2 3 4 5 Points +50 −10 −30 +70 +100 Win');
    expect(cardText(el, 'hermit')).to.include('+30 points each time');
    expect(cardText(el, 'berserker')).to.include('Tricks 0 1 2 3 4 5 Points −30 −10 +30 +50 +80 −50');
    expect(cardText(el, 'berserker')).to.include('Wins the game with 0 tricks in the final round.');
    // The picker: every character open to the first chooser.
    expect(pickerButtons(el, 'character').map((b) => [b.dataset.value, b.getAttribute('aria-disabled')])).to.deep.equal(
      [
        ['king', 'false'],
        ['gambler', 'false'],
        ['resistance', 'false'],
        ['hermit', 'false'],
        ['berserker', 'false'],
      ],
    );
    await expect(el).to.be.accessible();
  });

  it('marks a taken character and refuses it in the picker, and names the picks on the seats (TT-6)', async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      bots: 'random',
      speed: '0',
      seat: '1',
      deal: fourAttr(),
      seed: 'taken',
    });
    await myTurnOrRoundEnd(el);
    const G = view(el);
    // Seat 0 (a random bot) chose first; seat 1 is next (TT-7).
    expect(G.stage).to.equal('select');
    const taken = G.characters[0]!;
    const button = pickerButtons(el, 'character').find((b) => b.dataset.value === taken)!;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.textContent).to.include('Taken by Seat 1');
    expect(shadow(el).querySelector(`[data-character="${taken}"]`)!.getAttribute('data-status')).to.equal('taken');
    const seat0 = shadow(el).querySelector('tt-seat[data-seat="0"]')!;
    expect(shadow(seat0).textContent).to.match(
      new RegExp(`\\(${['king', 'gambler', 'resistance', 'hermit', 'berserker'].indexOf(taken) + 1}A\\)`),
    );
    await chooseFirst(el);
    expect(view(el).characters[1]).to.not.equal(null);
    await expect(el).to.be.accessible();
  });

  it('at 1280×800 with five players, shows the character choice and the hand on the first screen, the cards after them, and a round summary in view (TT-6)', async () => {
    await setViewport({ width: 1280, height: 800 });
    try {
      const el = await mountTable<TrickTakersTable>('tricktakers-table', {
        players: '5',
        bots: 'random',
        speed: '0',
        seed: 'wide-choice',
      });
      await myTurnOrRoundEnd(el);
      expect(view(el).stage).to.equal('select');
      // The order comes with the play view's styles, loaded on demand: until they arrive, the cards sit above.
      // Wanted: the five character cards after the hand (before: above it, and the hand below the fold).
      const below = () => {
        const cards = shadow(el).querySelector('.characters');
        const card = handButtons(el)[0];
        return !!cards && !!card && cards.getBoundingClientRect().top > card.getBoundingClientRect().bottom;
      };
      await waitFor(below, 'the character cards did not move below the hand');
      const buttons = pickerButtons(el, 'character');
      const hand = handButtons(el);
      expect(buttons).to.have.length(5);
      expect(hand).to.have.length(5);
      expect(offScreen({ picker: buttons, hand })).to.deep.equal([]);
      // At the next round's choice the round summary, open over the next cards, keeps its place above the hand.
      await playUntil(el, (G) => G.round === 2 && G.stage === 'select');
      const summary = shadow(el).querySelector('.round-summary');
      expect(summary).to.exist;
      expect(summary!.getBoundingClientRect().bottom).to.be.lessThan(handButtons(el)[0]!.getBoundingClientRect().top);
      expect(offScreen({ summary })).to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
