/**
 * <tricktakers-table>'s setup prompts and play controls, driven as a player
 * would: the King's discard (TT-13), the Gambler's exchange, bid and bet
 * (TT-14), the Resistance's Kakumei box and the reversed trick (TT-4), and
 * the Hermit's draw and discard (TT-17). Each starts from the scenario deal
 * {@link FOUR}: seat 0 (the human) chooses first and leads trick 1 (TT-7).
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/tricktakers-table.js';
import type { TrickTakersTable } from '../../src/games/tricktakers/table.js';
import {
  handButtons,
  isMyTurn,
  movesOf,
  pickerButtons,
  playableButtons,
  shadow,
  statusText,
  waitFor,
  type AnyTable,
  spyWorkers,
} from './helpers.js';
import { mountTable } from './table-contract.js';
import {
  chooseAll,
  chooseButtons,
  chooseCards,
  confirmButton,
  FOUR,
  fourAttr,
  option,
  stageIs,
  view,
  logText,
} from './tricktakers-helpers.js';

const labels = (buttons: HTMLElement[]) => buttons.map((b) => b.getAttribute('aria-label'));

/** The seats' scores when the human picked, read in the click's task (the bots at speed 0 go on meanwhile). */
let scoresAtPick: readonly number[] = [];

/** The scenario table, the human at seat 0 picking `character` first (TT-7). */
async function pick(character: string): Promise<TrickTakersTable> {
  const el = await mountTable<TrickTakersTable>('tricktakers-table', {
    bots: 'random',
    speed: '0',
    deal: fourAttr(),
    seed: character,
  });
  option(el, 'character', character).click();
  scoresAtPick = view(el).scores;
  await el.updateComplete;
  expect(view(el).characters[0]).to.equal(character);
  return el;
}

/** Waits for the human's turn in `stage`. */
async function myTurnIn(el: AnyTable, stage: string): Promise<void> {
  await waitFor(() => isMyTurn(el) && view(el).stage === stage, `the human's turn in ${stage}`);
  await stageIs(el, stage);
}

describe('<tricktakers-table>: setup prompts and play controls', () => {
  it("the King's discard: the King Rare joins the hand and may not go; one other card goes face down (TT-13)", async () => {
    const el = await pick('king');
    const moves = movesOf(el);
    await myTurnIn(el, 'king-discard');
    expect(statusText(el)).to.include('Your turn: discard one card face down.');
    expect(labels(chooseButtons(el))).to.deep.equal(['black 8', 'black 9', 'red 1', 'red 2', 'Rare', 'King Rare']);
    const kingRare = chooseButtons(el).find((b) => b.dataset.card === 'king-rare')!;
    expect(kingRare.getAttribute('aria-disabled')).to.equal('true');
    expect(confirmButton(el).getAttribute('aria-disabled'), 'nothing chosen yet').to.equal('true');
    expect(confirmButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Discard (0/1)');
    await chooseCards(el, ['black-8']);
    const G = view(el);
    expect(G.hands[0]).to.have.members(['black-9', 'red-1', 'red-2', 'rare-1', 'king-rare']);
    expect(G.discards[0]).to.deep.equal(['black-8']);
    expect(moves.filter((m) => m.seat === '0')).to.deep.equal([{ seat: '0', move: 'discard', args: [['black-8']] }]);
    expect(logText(el)).to.include('You discarded black 8 face down.');
    await expect(el).to.be.accessible();
  });

  it("the Gambler: +20 at once, an exchange from the deck's top, the second declined, a bid, a bet in steps of 10 (TT-14)", async () => {
    const el = await pick('gambler');
    expect(scoresAtPick[0], 'nothing before the setups').to.equal(30);
    await myTurnIn(el, 'exchange');
    expect(view(el).scores[0], '30 + 20 at its setup').to.equal(50);
    expect(statusText(el)).to.include('Your turn: exchange cards, or keep your hand.');
    expect(shadow(el).querySelector('tt-picker[data-pick="exchange"]')!.getAttribute('data-pick')).to.equal('exchange');
    // Up to the whole hand: 5 cards, the deck holds 20 − whatever a King's discard did not take (none).
    const hand = shadow(el).querySelector('tt-choose-hand')!;
    expect(hand.count).to.equal(5);
    expect(hand.min).to.equal(1);
    const deckBefore = view(el).deckSize;
    await chooseCards(el, ['red-1', 'red-2']);
    let G = view(el);
    expect(G.exchanges).to.equal(1);
    expect(G.deckSize).to.equal(deckBefore - 2);
    expect(G.discards[0]).to.have.members(['red-1', 'red-2']);
    // The deck's top two (FOUR.top): no card was drawn before the Gambler's setup (TT-6 step 3: only the King's setup comes first, and draws nothing).
    expect(G.hands[0]).to.have.members(['black-9', 'black-8', 'rare-1', ...FOUR.top]);
    expect(G.hands[0]).to.not.include.members(['red-1', 'red-2']);
    expect(logText(el)).to.include('You exchanged red 1 and red 2 for as many cards from the deck.');
    // The second exchange is declined: the bid follows.
    await stageIs(el, 'exchange');
    expect(shadow(shadow(el).querySelector('tt-picker[data-pick="exchange"]')!).textContent).to.include(
      'Exchange 2 of 2',
    );
    option(el, 'exchange', 'keep').click();
    await myTurnIn(el, 'bid');
    expect(pickerButtons(el, 'bid').map((b) => b.dataset.value)).to.deep.equal(['0', '1', '2', '3', '4']);
    expect(shadow(shadow(el).querySelector('tt-picker[data-pick="bid"]')!).textContent).to.include(
      'A hit scores: 0: +30, 1: +60, 2: +90, 3: +150, 4: Win.',
    );
    option(el, 'bid', '2').click();
    await myTurnIn(el, 'bet');
    // 50 points held, cap 50 (not the final round): no bet, 10…50.
    expect(pickerButtons(el, 'bet').map((b) => b.dataset.value)).to.deep.equal(['none', '10', '20', '30', '40', '50']);
    option(el, 'bet', '30').click();
    await el.updateComplete;
    G = view(el);
    expect([G.bids[0], G.bets[0], G.scores[0]]).to.deep.equal([2, 30, 50]);
    const me = Array.from(shadow(el).querySelectorAll('tt-seat[data-seat="0"] .seat-stats > div'), (d) =>
      Array.from(d.children, (x) => x.textContent!.trim()).join(' '),
    );
    expect(me).to.deep.equal(['Won 0', 'Points 50', 'Crowns 0', 'Black crowns 0', 'Bid 2', 'Bet 30']);
    expect(logText(el)).to.include.members(['You kept your hand.', 'You bid 2.', 'You bet 30 points.']);
    await expect(el).to.be.accessible();
  });

  it('Kakumei: the box is reached by keyboard, the card declares it, the trick is marked reversed (TT-4)', async () => {
    // The bots' decisions are kept from their worker while the card is drawn (issue 20: the table draws
    // a move after the frame that answers it, when bots at speed 0 could have ended the trick).
    let holding = false;
    const spy = spyWorkers(undefined, (m) => holding && m.type === 'decide');
    const el = await pick('resistance');
    await chooseAll(el);
    await myTurnIn(el, 'play');
    const box = shadow(el).querySelector<HTMLInputElement>('[part="kakumei-toggle"] input')!;
    expect(shadow(el).querySelector('[part="kakumei-toggle"]')!.textContent).to.include(
      'Declare Kakumei with the card I play (1 left)',
    );
    box.focus();
    await sendKeys({ press: 'Space' });
    expect(box.checked).to.equal(true);
    const moves = movesOf(el);
    // Red 1: a low card under Kakumei, not a black one (a black Kakumei win would end the game, TT-16).
    const card = 'red-1';
    holding = true;
    playableButtons(el)
      .find((b) => b.dataset.card === card)!
      .click();
    await el.updateComplete;
    expect(moves[0]).to.deep.equal({ seat: '0', move: 'playCard', args: [card, { kakumei: true }] });
    const G = view(el);
    expect(G.kakumeiLeft).to.equal(0);
    const trick = G.trick!.plays.length > 0 ? G.trick! : G.lastTrick!;
    expect(trick.kakumei).to.equal(true);
    expect(trick.plays[0]).to.deep.include({ seat: '0', card, kakumei: true });
    const marker = shadow(el).querySelector('[part="kakumei"]')!;
    expect(marker.textContent!.replace(/\s+/g, ' ')).to.include('Kakumei! The order is reversed');
    const played = shadow(shadow(el).querySelector('tt-trick')!).querySelector(`[data-card="${card}"]`)!;
    expect(played.querySelector('.note')!.getAttribute('data-note')).to.equal('Kakumei');
    expect(logText(el)).to.include(`You declared Kakumei with ${played.getAttribute('aria-label')}!`);
    // The lead suit is the first number card's colour (TT-2).
    const caption = shadow(shadow(el).querySelector('tt-trick')!).querySelector('[part~="caption"]')!;
    expect(caption.textContent!.trim()).to.equal('Lead: red');
    holding = false;
    spy.release();
    // None left this round: the box is gone on the next turn.
    await myTurnIn(el, 'play');
    expect(shadow(el).querySelector('[part="kakumei-toggle"]')).to.equal(null);
    spy.restore();
    await expect(el).to.be.accessible();
  });

  it('the Hermit: draw before playing, then discard any card; the next play is marked as after a draw (TT-17)', async () => {
    // The bots' decisions are kept from their worker while the card is drawn (issue 20, as above).
    let holding = false;
    const spy = spyWorkers(undefined, (m) => holding && m.type === 'decide');
    const el = await pick('hermit');
    await chooseAll(el);
    await myTurnIn(el, 'play');
    expect(statusText(el)).to.include('Your turn: draw a card first, or play.');
    const before = [...view(el).hands[0]!];
    const deck = view(el).deckSize;
    option(el, 'hermit', 'draw').click();
    await myTurnIn(el, 'hermit-discard');
    const after = view(el).hands[0]!;
    expect(after).to.have.length(6);
    expect(view(el).deckSize).to.equal(deck - 1);
    expect(after.filter((c) => !before.includes(c))).to.have.length(1);
    expect(
      chooseButtons(el).every((b) => b.getAttribute('aria-disabled') === 'false'),
      'any card may go',
    ).to.equal(true);
    await chooseCards(el, ['red-1']);
    await stageIs(el, 'play');
    let G = view(el);
    expect(G.hands[0]).to.have.length(5).and.not.include('red-1');
    expect(G.discards[0]).to.deep.equal(['red-1']);
    expect(G.hermitDrew).to.equal(true);
    // One draw a turn: the Draw option is gone until the Hermit has played.
    expect(pickerButtons(el, 'hermit')).to.deep.equal([]);
    const card = playableButtons(el)[0]!.dataset.card!;
    holding = true;
    playableButtons(el)[0]!.click();
    await el.updateComplete;
    G = view(el);
    const trick = G.trick!.plays.length > 0 ? G.trick! : G.lastTrick!;
    expect(trick.plays[0]).to.deep.equal({ seat: '0', card, byHermit: true, drew: true });
    expect(handButtons(el)).to.have.length(4);
    await expect(el).to.be.accessible();
    spy.restore();
  });
});
