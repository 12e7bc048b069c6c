/**
 * <you-suck-table> in Chromium: what every table does (./table-contract.ts,
 * with You Suck's hand sizes and its seven Ticks for G-7), then playing a
 * card onto a Tick by keyboard and by mouse, a Tick that refuses the card
 * and says why (YS-8, G-4), a scenario deal (G-3, YS-4), the phone width,
 * and a whole game to its winner (YS-10, YS-11). The Tick powers and the
 * hidden trade are in ./you-suck-powers.test.ts.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/you-suck-table.js';
import type { YouSuckTable } from '../../src/games/you-suck/table.js';
import { handSizes, type Tick } from '../../src/games/you-suck/rules.js';
import {
  deepActive,
  handButtons,
  HOLD_SPEED,
  isMyTurn,
  myTurnOrRoundEnd,
  pickerButtons,
  playableButtons,
  shadow,
  sheetRows,
  statusText,
  waitFor,
} from './helpers.js';
import { mountTable, tableContract } from './table-contract.js';
import {
  chooseFirst,
  dealAttr,
  legalTicks,
  logLines,
  tickButton,
  PLAIN,
  plainFirstPlay,
  playByClick,
  pressCard,
  tickEl,
  tickEls,
  view,
} from './you-suck-helpers.js';

const cardsOf = (t: Pick<Tick, 'plays'>) => t.plays.map((p) => p.card);
const rowText = (tr: Element) => Array.from(tr.children, (c) => c.textContent!.trim()).join(' ');
const open = (G: { ticks: Tick[]; numPlayers: number }) => G.ticks.filter((t) => t.plays.length < G.numPlayers);

tableContract({
  tag: 'you-suck-table',
  // 7 cards, one more for each of Take 11, Take 0 and Extra Card owned; none while the dealer is chosen (YS-4).
  handSize: (G, s) => (G.stage === 'choose-dealer' ? 0 : handSizes(G.owners, G.numPlayers)[s]!),
  defaultPlayers: 4,
  otherPlayers: 3,
  quickGame: {},
  bad: [
    ['players', '7'],
    ['players', '2'],
    ['deal', dealAttr({ 'plus-3': '0' })],
    ['deal', JSON.stringify({ hands: PLAIN.deal })],
    ['deal', JSON.stringify(PLAIN.deal)],
    ['deal', '[oops'],
    ['dealer', '4'],
    ['seat', '4'],
    ['bots', 'nope'],
    ['speed', 'fast'],
  ],
  choose: chooseFirst,
  play: playByClick,
  // G-7: the open Ticks' cards; a completed Tick's until the next card; with review, every card of the round.
  played: {
    completed: (G) => G.ticks.length - open(G).length,
    shown: (G, fresh) => [...open(G).flatMap(cardsOf), ...(fresh && G.lastTick ? cardsOf(G.lastTick) : [])],
    all: (G) => G.ticks.flatMap(cardsOf),
    last: (G) => cardsOf(G.lastTick),
  },
});

describe('<you-suck-table>', () => {
  it('shows a scenario deal: the hands, the owners and the +3 as given (G-3, YS-4)', async () => {
    const el = await mountTable<YouSuckTable>('you-suck-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      dealer: '3',
      deal: dealAttr(PLAIN.owners, PLAIN.deal),
    });
    const G = view(el);
    expect(G.hands[0]).to.deep.equal(PLAIN.deal[0]);
    expect(G.handSizes).to.deep.equal([7, 8, 8, 8]);
    expect(G.hands.slice(1)).to.deep.equal([null, null, null]);
    // The +3 owner scored 3 as the round started; bids start left of the dealer (YS-4, YS-5).
    expect(G.scores).to.deep.equal([3, 0, 0, 0]);
    expect([G.stage, G.toAct]).to.deep.equal(['bid', '0']);
    expect(handButtons(el).map((b) => b.getAttribute('aria-label'))).to.deep.equal([
      'red 1',
      'red 2',
      'red 3',
      'blue 1',
      'blue 2',
      'Zero 0',
      'Multicolor 20',
    ]);
    const marks = (seat: string) =>
      Array.from(shadow(shadow(el).querySelector(`tt-seat[data-seat="${seat}"]`)!).querySelectorAll('.marker'), (m) =>
        m.textContent!.trim(),
      );
    expect([marks('0'), marks('1'), marks('2'), marks('3')]).to.deep.equal([
      ['+3'],
      ['Take 0'],
      ['Extra Card'],
      ['Dealer', 'Take 11'],
    ]);
    for (const item of ['Round 1 of 3', 'Dealer: Seat 4', 'No trump', 'Your turn: bid.'])
      expect(statusText(el)).to.include(item);
    expect(tickEl(el, 'plus-3').textContent!.replace(/\s+/g, ' ').trim()).to.equal(
      '+3 Needs 4 Scores 3 Owner: You No colour yet',
    );
    // Round 1's scoring table (YS-10).
    const scoring = shadow(el).querySelector('[part="scoring"]')!;
    expect(Array.from(scoring.querySelectorAll('tr'), rowText)).to.deep.equal([
      'Ticks taken 0 1 2 3 4–7',
      'Points 10 7 6 6 5',
    ]);
    await expect(el).to.be.accessible();
  });

  it('plays by keyboard: a card, Enter, arrows to a Tick, Enter (YS-6, YS-7)', async () => {
    const el = await fixture<YouSuckTable>(
      html`<you-suck-table bots="random" speed="0" seed="keys" dealer="3" deal=${dealAttr(PLAIN.owners, PLAIN.deal)}></you-suck-table>`,
    );
    await myTurnOrRoundEnd(el);
    await sendKeys({ press: 'Tab' });
    const bids = pickerButtons(el, 'bid');
    expect(bids).to.include(deepActive());
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    expect(view(el).bids[0]).to.equal(1);
    await myTurnOrRoundEnd(el);
    // Seat 0 sits left of the dealer and plays first; every Tick is empty, so every card may go anywhere.
    expect([view(el).stage, view(el).played]).to.deep.equal(['play', 0]);
    expect(playableButtons(el)).to.have.length(7);
    await waitFor(() => handButtons(el).includes(deepActive() as HTMLButtonElement), 'focus in the hand');
    expect((deepActive() as HTMLElement).dataset.card).to.equal('red-1');
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    // The second card, red 2, is picked (marked at once, the Ticks drawn after that paint, issue 20);
    // the Ticks become targets, the first one focused.
    await el.updateComplete;
    const picked = handButtons(el).find((b) => b.getAttribute('aria-pressed') === 'true')!;
    expect(picked.dataset.card).to.equal('red-2');
    expect(legalTicks(el)).to.have.length(7);
    expect(deepActive()).to.equal(tickButton(el, 'choose-trump'));
    expect(shadow(el).querySelector('.ticks-hint')!.textContent).to.equal(
      'Play red 2 on which Tick? Arrows move, Enter plays, Escape cancels.',
    );
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()).to.equal(tickButton(el, 'take-0'));
    await sendKeys({ press: 'Enter' });
    const take0 = view(el).ticks.find((t) => t.id === 'take-0')!;
    expect(take0.plays[0]).to.deep.equal({ seat: '0', card: 'red-2' });
    expect(take0.colour).to.equal('red');
    expect(view(el).hands[0]).not.to.include('red-2');
  });

  it('refuses a Tick of a colour you hold for a card of another, says why, changes nothing; Escape puts the card back (YS-8, G-4)', async () => {
    // Red 1 onto Choose Trump: the Tick is red (YS-7).
    const el = await plainFirstPlay('refuse', 'red-1', 'choose-trump');
    expect(view(el).ticks[0]!.colour).to.equal('red');
    await myTurnOrRoundEnd(el);
    expect(view(el).ticks[0]!.plays.length, 'Choose Trump is still open').to.be.below(4);
    // Blue 1 may not go there: seat 0 still holds red 2 and red 3.
    await pressCard(el, 'blue-1');
    const target = tickEl(el, 'choose-trump');
    const button = tickButton(el, 'choose-trump')!;
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    const before = JSON.stringify(el.state);
    target.click();
    await el.updateComplete;
    const why = 'Choose Trump is red and you hold red: play red, a Zero or a Multicolor there';
    expect(shadow(el).querySelector('[part="tick-reason"]')!.textContent).to.equal(why);
    expect(button.textContent!.replace(/\s+/g, ' ')).to.include(why);
    // Its cards describe it: seat 0's red 1 and what the bots played there.
    const described = shadow(el).getElementById(button.getAttribute('aria-describedby')!)!.textContent;
    expect(described!.startsWith('You: red 1')).to.equal(true);
    expect(JSON.stringify(el.state), 'a refused Tick changes nothing').to.equal(before);
    // A Zero may go on any open Tick (YS-8). Picked, it is marked in the hand at once; the Ticks are
    // drawn as its targets after that paint (issue 20: the click is answered first).
    const forBlue = legalTicks(el).map((t) => t.dataset.tick);
    const zero = handButtons(el).find((b) => b.dataset.card === 'zero-1')!;
    zero.click();
    for (let i = 0; i < 20; i++) await null;
    expect(zero.classList.contains('selected'), 'marked at once').to.equal(true);
    expect(
      legalTicks(el).map((t) => t.dataset.tick),
      "still blue 1's targets",
    ).to.deep.equal(forBlue);
    await el.updateComplete;
    expect(zero.getAttribute('aria-pressed')).to.equal('true');
    expect(legalTicks(el).map((t) => t.dataset.tick)).to.deep.equal(open(view(el)).map((t) => t.id));
    await sendKeys({ press: 'Escape' });
    await el.updateComplete;
    expect(shadow(el).querySelector('button.tick-text'), 'no Tick is a target').to.equal(null);
    expect(handButtons(el).some((b) => b.getAttribute('aria-pressed') === 'true')).to.equal(false);
    expect(JSON.stringify(el.state)).to.equal(before);
  });

  it('plays a whole game by mouse: the Multicolor 20 takes its Tick, the sheet scores three rounds, and a winner (YS-9…YS-11)', async () => {
    const el = await plainFirstPlay('whole', 'multi-20', 'extra-card');
    while (el.state!.ctx.gameover === undefined) {
      await waitFor(() => isMyTurn(el) || el.state!.ctx.gameover !== undefined, 'the bots hand the turn back');
      if (el.state!.ctx.gameover !== undefined) break;
      await el.updateComplete;
      if (view(el).stage === 'play') await playByClick(el);
      else await chooseFirst(el);
    }
    // Nothing beats the Multicolor 20 (YS-9): seat 0 took Extra Card, and owned it in round 2 (YS-3).
    expect(view(el).sheet[0]!.taken['extra-card']).to.equal('0');
    expect(view(el).sheet[1]!.owners['extra-card']).to.equal('0');
    expect(logLines(el)).to.include('You took Extra Card with Multicolor 20.');
    const G = view(el);
    expect(G.sheet).to.have.length(3);
    const rows = sheetRows(el);
    for (const [i, r] of G.sheet.entries()) {
      expect(rows.get(`Round ${i + 1} / Bid`)).to.deep.equal(r.bids.map(String));
      expect(rows.get(`Round ${i + 1} / Ticks`)).to.deep.equal(r.tricks.map(String));
      expect(rows.get(`Round ${i + 1} / Points`)).to.deep.equal(r.points.map(String));
    }
    expect(rows.get('Score')).to.deep.equal(G.scores.map(String));
    // Round 3's table (YS-10).
    const scoring = shadow(el).querySelector('[part="scoring"]')!;
    expect(rowText(scoring.querySelector('tr:last-child')!)).to.equal('Points 8 3 5 7 10');
    // Round 3's Ticks show their values (YS-2) and who took each (YS-9).
    const text = (id: string) => tickEl(el, id).textContent!.replace(/\s+/g, ' ');
    expect(text('choose-trump')).to.include('Worth −5');
    expect(text('choose-dealer')).to.include('Worth +5');
    expect(text('take-0')).to.include('Worth 0');
    const who = (s: string | null) =>
      s === null ? 'Nobody takes it' : s === '0' ? 'Taken by You' : `Taken by Seat ${Number(s) + 1}`;
    for (const [id, taker] of Object.entries(G.sheet[2]!.taken)) expect(text(id)).to.include(who(taker));
    const over = el.state!.ctx.gameover as { winners: string[] };
    const panel = shadow(el).querySelector('[part="game-over"]')!;
    const names = over.winners.map((s) => (s === '0' ? 'You' : `Seat ${Number(s) + 1}`));
    expect(panel.querySelector('[part="winners"]')!.textContent).to.equal(
      names.length > 1
        ? `${names.join(' and ')} share the win!`
        : names[0] === 'You'
          ? 'You win!'
          : `${names[0]} wins!`,
    );
    expect(panel.textContent).to.include(
      `You: ${G.scores[0]} point${G.scores[0] === 1 ? '' : 's'}; round-3 Ticks: ${G.sheet[2]!.tricks[0]}`,
    );
    await expect(el).to.be.accessible();
  });

  it('fits six seats at phone width (360 px), a card picked, and passes the accessibility audit', async () => {
    const holder = await fixture<HTMLDivElement>(html`<div style="inline-size: 360px"></div>`);
    const el = document.createElement('you-suck-table') as YouSuckTable;
    for (const [k, v] of Object.entries({ players: '6', bots: 'random', speed: '0', seed: 'phone' }))
      el.setAttribute(k, v);
    holder.append(el);
    await el.updateComplete;
    await chooseFirst(el);
    await myTurnOrRoundEnd(el);
    await pressCard(el, playableButtons(el)[0]!.dataset.card!);
    expect(tickEls(el)).to.have.length(7);
    expect(el.getBoundingClientRect().width).to.be.at.most(360);
    expect(el.scrollWidth).to.be.at.most(360);
    for (const t of tickEls(el)) {
      const r = t.getBoundingClientRect();
      expect(r.left).to.be.at.least(0);
      expect(r.right).to.be.at.most(360);
      expect(r.height, 'a Tick is a big enough target').to.be.at.least(44);
    }
    await expect(el).to.be.accessible();
  });
});
