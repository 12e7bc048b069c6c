/**
 * <you-suck-table> in Chromium: the Tick powers as prompts the keyboard can
 * drive (Choose Dealer, Choose Trump; YS-4, YS-12), trading a card or
 * keeping the hand (YS-4 step 8), and another seat's trade kept hidden from
 * the page: the event, the log and the view say only that it traded (YS-12,
 * G-5). Scenario deals are in ./you-suck-helpers.ts.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/you-suck-table.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import type { YouSuckTable } from '../../src/games/you-suck/table.js';
import {
  deepActive,
  handButtons,
  handEl,
  HOLD_SPEED,
  myTurnOrRoundEnd,
  pickerButtons,
  playableButtons,
  shadow,
  statusText,
  waitFor,
} from './helpers.js';
import { mountTable } from './table-contract.js';
import { dealAttr, logLines, pressCard, TRADE, view } from './you-suck-helpers.js';

const mount = (attrs: Record<string, string | true>) =>
  mountTable<YouSuckTable>('you-suck-table', { bots: 'random', ...attrs });

/** The options of picker `kind` as shown: their text. */
const optionTexts = (el: YouSuckTable, kind: string) =>
  pickerButtons(el, kind).map((b) => b.textContent!.replace(/\s+/g, ' ').trim());

describe('<you-suck-table>: the Tick powers', () => {
  it('asks the Choose Dealer owner for the dealer before any card is dealt, by keyboard (YS-4, YS-12)', async () => {
    const owners = { 'choose-dealer': '0', 'plus-3': '1', 'take-0': '2', 'extra-card': '3' };
    const el = await mount({ speed: '0', seed: 'dealer', deal: dealAttr(owners) });
    await myTurnOrRoundEnd(el);
    expect([view(el).stage, view(el).toAct, view(el).dealer]).to.deep.equal(['choose-dealer', '0', '']);
    expect(view(el).handSizes).to.deep.equal([0, 0, 0, 0]);
    expect(shadow(handEl(el)!).querySelector('.empty')!.textContent).to.equal(
      'The cards are dealt once the dealer is chosen',
    );
    expect(view(el).scores).to.deep.equal([0, 3, 0, 0]);
    expect(statusText(el)).to.include('Your turn: choose the dealer.');
    expect(statusText(el)).not.to.include('Dealer:');
    expect(optionTexts(el, 'dealer')).to.deep.equal(['You', 'Seat 2', 'Seat 3', 'Seat 4']);
    await expect(el).to.be.accessible();
    await sendKeys({ press: 'Tab' });
    expect(deepActive()).to.equal(pickerButtons(el, 'dealer')[0]);
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    // Seat 2 deals: then the cards (Take 0 and Extra Card give seats 2 and 3 one more), bids from seat 3.
    expect(view(el).dealer).to.equal('2');
    expect(view(el).handSizes).to.deep.equal([7, 7, 8, 8]);
    expect([view(el).stage, view(el).toAct]).to.deep.equal(['bid', '3']);
    // The log is drawn with the rest of the table, after the frame that answers the pick (issue 20).
    await el.updateComplete;
    expect(logLines(el)[0]).to.equal('You chose Seat 3 as dealer.');
  });

  it('asks the Choose Trump owner for trump, saying how many of each colour it holds, by keyboard (YS-4)', async () => {
    const owners = { 'choose-trump': '0', 'plus-3': '1', 'take-0': '2', 'extra-card': '3' };
    const el = await mount({ speed: '0', seed: 'trump', dealer: '3', deal: dealAttr(owners, TRADE.deal) });
    await myTurnOrRoundEnd(el);
    expect([view(el).stage, view(el).toAct]).to.deep.equal(['choose-trump', '0']);
    expect(statusText(el)).to.include('Trump: to be chosen');
    // Seat 0 holds red 1, 2, 3, blue 1 and green 1.
    expect(optionTexts(el, 'trump')).to.deep.equal([
      'red You hold 3',
      'blue You hold 1',
      'green You hold 1',
      'yellow You hold 0',
    ]);
    // Cards wait: they are played after the bids.
    expect(handButtons(el)[0]!.title).to.equal('Cards are played after the bids');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'End' });
    await sendKeys({ press: 'ArrowLeft' });
    await sendKeys({ press: 'Enter' });
    expect(view(el).trump).to.equal('green');
    // Nobody owns Trade a Card: the bids start left of the dealer, with seat 0.
    expect([view(el).stage, view(el).toAct]).to.deep.equal(['bid', '0']);
    await el.updateComplete;
    expect(statusText(el)).to.include('Trump: green');
    expect(logLines(el)[0]).to.equal('You chose green as trump.');
  });

  it('trades the card pressed for the top of the suited deck, which only its trader sees (YS-4 step 8, YS-12)', async () => {
    const moves: TableMoveDetail[] = [];
    const el = await mount({
      speed: String(HOLD_SPEED),
      seed: 'trade',
      deal: dealAttr(TRADE.owners, TRADE.deal, TRADE.stock),
    });
    el.addEventListener('table-move', (e) => moves.push(e.detail));
    expect([view(el).stage, view(el).toAct]).to.deep.equal(['trade', '0']);
    expect(optionTexts(el, 'trade')).to.deep.equal(['Keep my hand']);
    expect(playableButtons(el)).to.have.length(7);
    await pressCard(el, 'red-2');
    // Yellow 10 takes red 2's place; red 2 leaves play for the round.
    expect(view(el).hands[0]).to.deep.equal(['zero-1', 'multi-20', 'red-1', 'yellow-10', 'red-3', 'blue-1', 'green-1']);
    expect(view(el).traded).to.deep.equal([['red-2'], null, null, null]);
    expect(view(el).sizes.traded).to.deep.equal([1, 0, 0, 0]);
    expect(view(el).stage).to.equal('bid');
    expect(moves).to.deep.equal([{ seat: '0', move: 'tradeCard', args: ['red-2'] }]);
    expect(logLines(el)).to.deep.equal(['You traded red 2 for the top card of the suited deck.']);
  });

  it('keeps the hand when the trader declines (YS-4 step 8)', async () => {
    const el = await mount({
      speed: String(HOLD_SPEED),
      seed: 'keep',
      deal: dealAttr(TRADE.owners, TRADE.deal, TRADE.stock),
    });
    pickerButtons(el, 'trade')[0]!.click();
    await el.updateComplete;
    expect(view(el).hands[0]).to.deep.equal(TRADE.deal[0]);
    expect(view(el).traded).to.deep.equal([[], null, null, null]);
    expect(view(el).stage).to.equal('bid');
    expect(logLines(el)).to.deep.equal(['You declined to trade.']);
  });

  it("hides another seat's traded card from the page: the event, the log and the view (YS-12, G-5)", async () => {
    const moves: TableMoveDetail[] = [];
    let after: string[] = [];
    const onMove = (e: CustomEvent<TableMoveDetail>) => {
      moves.push(e.detail);
      // The view as the move left it (open hands: every hand, from each seat's own view).
      if (moves.length === 1) after = [...view(e.target as YouSuckTable).hands[0]!];
    };
    document.addEventListener('table-move', onMove);
    try {
      const el = await mount({
        seat: 'none',
        'open-hands': true,
        speed: '0',
        seed: 'hidden trade',
        deal: dealAttr(TRADE.owners, TRADE.deal, TRADE.stock),
      });
      await waitFor(() => moves.length >= 2, 'the trade and a bid');
      // Seat 0's bot traded one card of its dealt hand (a fixed deal, so a fixed bot choice) for yellow 10.
      const traded = TRADE.deal[0]!.filter((c) => !after.includes(c));
      expect(traded).to.have.length(1);
      expect(after).to.include('yellow-10');
      expect(moves[0]).to.deep.equal({ seat: '0', move: 'tradeCard', args: ['hidden'] });
      expect(logLines(el)[0]).to.equal('Seat 1 traded a card.');
      expect(view(el).traded).to.deep.equal([null, null, null, null]);
      expect(view(el).sizes.traded).to.deep.equal([1, 0, 0, 0]);
      const [suit, rank] = traded[0]!.split('-');
      const name = suit === 'zero' ? 'Zero 0' : suit === 'multi' ? `Multicolor ${rank}` : `${suit} ${rank}`;
      expect(JSON.stringify([moves, el.state]) + shadow(el).innerHTML).not.to.include(traded[0]!);
      expect(logLines(el).join('\n')).not.to.include(name);
    } finally {
      document.removeEventListener('table-move', onMove);
    }
  });
});
