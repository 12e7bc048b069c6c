/**
 * <cant-win-table> in Chromium: rendering, accessibility, a human playing
 * a round by mouse and by keyboard, refused plays (G-4, CW-8), scenario deals
 * (G-3), hidden information (G-5), the game-over scores (CW-11), bad
 * attributes, and several tables on one page.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/cant-win-table.js';
import type { CantWinTable } from '../../src/games/cant-win/table.js';
import { registerLocale } from '../../src/elements/parts/i18n.js';
import { cantWinEn } from '../../src/games/cant-win/messages.js';
import type { CantWinView } from '../../src/games/cant-win/game.js';
import {
  cardsInDom,
  deepActive,
  deepAll,
  handButtons,
  handEl,
  HOLD_SPEED,
  myTurnOrRoundEnd,
  pickerButtons,
  playCardByClick,
  playCardByKeyboard,
  playRound,
  pressNewGame,
  pressRefusedCard,
  shadow,
  sheetRows,
  waitFor,
} from './helpers.js';
import { mountTable, tableContract } from './table-contract.js';

// ---------------------------------------------------------------------------
// Helpers

/** Round 1 deal: seat 0 holds 1–3 of each colour, seat 1 4–6, seat 2 7–9, seat 3 10–12. */
const COLOURS = ['turquoise', 'pink', 'purple', 'yellow'];
const BY_RANKS = [0, 1, 2, 3].map((s) => COLOURS.flatMap((c) => [1, 2, 3].map((k) => `${c}-${s * 3 + k}`)));
const DEAL = JSON.stringify(BY_RANKS);

function view(el: CantWinTable): CantWinView {
  return el.state!.G;
}

tableContract({
  tag: 'cant-win-table',
  handSize: 12,
  defaultPlayers: 4,
  otherPlayers: 3,
  quickGame: {},
  bad: [
    ['players', '7'],
    ['bots', 'nope'],
    ['bots', 'ismcts:expert'], // an unknown level: the message names the levels there are
    ['deal', '[oops'],
    ['variant', 'x'],
    ['dealer', '9'],
    ['seat', '5'],
    ['speed', 'fast'],
  ],
  async choose(el) {
    // Lap 1: a free tile; lap 2: bid 0 (CW-4).
    pickerButtons(el, 'tile')
      .find((b) => b.getAttribute('aria-disabled') === 'false')!
      .click();
    await myTurnOrRoundEnd(el);
    pickerButtons(el, 'bid')[0]!.click();
  },
});

// ---------------------------------------------------------------------------

describe('<cant-win-table>', () => {
  it('lets a human play a whole round against the rule bots by clicking', async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table bots="rule" speed="0" seed="by-mouse"></cant-win-table>`,
    );
    expect((document.createElement('cant-win-table') as CantWinTable).bots, 'the default bots').to.equal('ismcts');
    const played = await playRound(el, {
      async choose(el) {
        const tile = pickerButtons(el, 'tile').find((b) => b.getAttribute('aria-disabled') === 'false');
        if (tile) tile.click();
        else pickerButtons(el, 'bid').at(-1)!.click();
      },
      play: playCardByClick,
    });
    expect(played.plays).to.equal(12);
    expect(view(el).sheet).to.have.length(1);
    expect(played.rounds).to.have.length(1);
    expect(played.humanMoves).to.deep.equal(['chooseTile', 'bid', ...Array(12).fill('playCard')]);
    const rows = sheetRows(el);
    const row = view(el).sheet[0]!;
    expect(rows.get('Round 1 / Tricks')).to.deep.equal(row.tricks.map(String));
    expect(rows.get('Round 1 / Points')).to.deep.equal(row.points.map(String));
    expect(row.tricks.reduce((a, b) => a + b, 0)).to.equal(12);
    // The log words the game's own moves (CW-4, CW-5) through the table's hook.
    const log = Array.from(shadow(shadow(el).querySelector('tt-log')!).querySelectorAll('li'), (li) => li.textContent);
    const tile = cantWinEn[`cw.tile.${view(el).sheet[0]!.tiles[0]}` as keyof typeof cantWinEn];
    expect(log).to.include.members([`You took ${tile}.`, `You bid ${row.bids[0]}.`]);
    expect(log.filter((l) => /^You (took|bid) /.test(l!))).to.have.length(2);
  });

  it('lets a human play a whole round by keyboard only (Tab, arrows, Enter)', async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table bots="random" speed="0" seed="by-keys" dealer="0"></cant-win-table>`,
    );
    await myTurnOrRoundEnd(el);
    // Seat 0 deals, so it chooses first: Tab enters the table on the tile picker.
    await sendKeys({ press: 'Tab' });
    const first = deepAll(shadow(el)).find((e) => e === deepActive());
    expect(first, 'Tab reaches a control of the table').to.exist;
    expect(pickerButtons(el, 'tile')).to.include(deepActive());
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActive()).to.equal(pickerButtons(el, 'tile')[1]);
    await sendKeys({ press: 'Enter' });
    expect(view(el).tiles[0]).to.equal('spell-ban');

    const played = await playRound(el, {
      async choose(el) {
        // Lap 2: focus came to the bid picker when the turn began; bid 1.
        await waitFor(() => pickerButtons(el, 'bid').includes(deepActive() as HTMLButtonElement), 'focus on bids');
        // Bids go 0…min(12, tokens left) (CW-5): the bots may have taken every token.
        const options = pickerButtons(el, 'bid').length;
        expect(options).to.equal(Math.min(12, view(el as CantWinTable).bidTokens) + 1);
        await sendKeys({ press: 'End' });
        await sendKeys({ press: 'Home' });
        if (options > 1) await sendKeys({ press: 'ArrowRight' });
        await sendKeys({ press: 'Enter' });
        expect(view(el as CantWinTable).bids[0]).to.equal(Math.min(1, options - 1));
      },
      play: playCardByKeyboard,
    });
    expect(played.plays).to.equal(12);
    expect(view(el).sheet).to.have.length(1);
  });

  it('refuses a card that does not follow the lead colour, says why, and changes nothing', async () => {
    // Dealer 1: seat 0 acts last in lap 1 and takes a tile, so a bot bids first,
    // holds the start marker (CW-6) and leads. Seat 0 holds every colour.
    const el = await fixture<CantWinTable>(
      html`<cant-win-table bots="random" speed="0" seed="follow" dealer="1" deal=${DEAL}></cant-win-table>`,
    );
    await myTurnOrRoundEnd(el);
    pickerButtons(el, 'tile')
      .find((b) => b.getAttribute('aria-disabled') === 'false')!
      .click();
    await myTurnOrRoundEnd(el);
    pickerButtons(el, 'bid')[0]!.click();
    await myTurnOrRoundEnd(el);
    const trick = view(el).trick!;
    expect(trick.plays.length).to.be.greaterThan(0);
    const lead = trick.plays[0]!.card.split('-')[0];
    const buttons = handButtons(el);
    const illegal = buttons.find((b) => !b.dataset.card!.startsWith(`${lead}-`))!;
    expect(illegal.getAttribute('aria-disabled')).to.equal('true');
    expect(illegal.title).to.equal(`You must follow ${lead}`);
    const legal = buttons.filter((b) => b.getAttribute('aria-disabled') === 'false');
    expect(legal.map((b) => b.dataset.card!.split('-')[0])).to.deep.equal([lead, lead, lead]);

    expect(await pressRefusedCard(el, illegal)).to.equal(`You must follow ${lead}`);
  });

  it('shows a scenario deal: exactly the given hand, sorted by colour, and no other hand', async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table bots="random" speed=${HOLD_SPEED} dealer="2" deal=${DEAL}></cant-win-table>`,
    );
    const labels = handButtons(el).map((b) => b.getAttribute('aria-label'));
    expect(labels).to.deep.equal([
      'turquoise 1',
      'turquoise 2',
      'turquoise 3',
      'pink 1',
      'pink 2',
      'pink 3',
      'purple 1',
      'purple 2',
      'purple 3',
      'yellow 1',
      'yellow 2',
      'yellow 3',
    ]);
    // G-5: no other seat's card anywhere in the DOM, and none in `state`.
    expect(cardsInDom(el).sort()).to.deep.equal([...BY_RANKS[0]!].sort());
    expect(view(el).hands.slice(1)).to.deep.equal([null, null, null]);
    expect(JSON.stringify(el.state)).not.to.include('pink-4');
    expect(el.state).not.to.have.property('plugins');
  });

  it('watches bots play a whole game and reports the scores the sheet shows (CW-11)', async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table seat="none" bots="random" speed="0" seed="whole-game"></cant-win-table>`,
    );
    const roundEnds: number[] = [];
    el.addEventListener('table-round-end', (e) => roundEnds.push(e.detail.round));
    const over = await oneEvent(el, 'table-game-over');
    await el.updateComplete;
    expect(roundEnds).to.deep.equal([1, 2, 3, 4]);
    const rows = sheetRows(el);
    const tricks = rows.get('Sum of Tricks')!.map(Number);
    const points = rows.get('Sum of Points')!.map(Number);
    const final = rows.get('Score (Tricks × Points)')!.map(Number);
    expect(final).to.deep.equal(tricks.map((t, s) => t * points[s]!));
    expect(final).to.deep.equal(['0', '1', '2', '3'].map((s) => over.detail.scores[s]));
    expect(tricks.reduce((a, b) => a + b, 0)).to.equal(48);
    const best = Math.max(...final);
    for (const w of over.detail.winners) expect(final[Number(w)]).to.equal(best);
    // The winners and the "New game" button are shown.
    expect(shadow(el).querySelector('[part="winners"]')!.textContent).to.match(/win/);
    await pressNewGame(el);
  });

  it("names the problem of a well-formed but illegal deal (the game's own check, G-3)", async () => {
    const bad = JSON.stringify([BY_RANKS[0], BY_RANKS[0], BY_RANKS[2], BY_RANKS[3]]);
    const el = document.createElement('cant-win-table');
    el.setAttribute('deal', bad);
    const fired = oneEvent(el, 'table-error');
    (await fixture<HTMLDivElement>(html`<div></div>`)).append(el);
    const { detail } = await fired;
    expect(detail.attribute).to.equal('deal');
    expect(detail.message).to.include('duplicate card turquoise-1');
  });

  it('deals only ranks 1–9 at 3 players (CW-1)', async () => {
    const el = await mountTable<CantWinTable>('cant-win-table', {
      players: '3',
      bots: 'random',
      speed: String(HOLD_SPEED),
    });
    expect(handButtons(el)).to.have.length(12);
    expect(handButtons(el).every((b) => Number(b.dataset.card!.split('-')[1]) <= 9)).to.equal(true);
  });

  it('keeps the support tokens on the sheet in the beginner variant (CW-12)', async () => {
    const el = await fixture<CantWinTable>(
      html`<cant-win-table variant="beginner" seat="none" bots="random" speed="0" seed="beginner"></cant-win-table>`,
    );
    await oneEvent(el, 'table-round-end');
    await el.updateComplete;
    const rows = sheetRows(el);
    expect(rows.get('Round 1 / Support tokens')).to.deep.equal(view(el).sheet[0]!.support.map(String));
    const seat = shadow(el).querySelector('tt-seat[data-seat="0"]')!;
    expect(seat.textContent).to.include('Support');
  });

  it('takes its text from the locale that `lang` names', async () => {
    registerLocale('xx', { 'hand.label': 'Main', 'cw.colour.pink': 'rose' });
    // The drop-in bundle exports nothing; a page reaches the same through the class.
    (customElements.get('cant-win-table') as typeof CantWinTable).registerLocale('yy', { 'hand.label': 'Hand (yy)' });
    const el = await fixture<CantWinTable>(
      html`<cant-win-table lang="xx" bots="random" speed=${HOLD_SPEED} dealer="2" deal=${DEAL}></cant-win-table>`,
    );
    const toolbar = shadow(handEl(el)!).querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).to.equal('Main');
    expect(handButtons(el)[3]!.getAttribute('aria-label')).to.equal('rose 1');
    el.lang = 'yy';
    await el.updateComplete;
    await handEl(el)!.updateComplete;
    expect(toolbar.getAttribute('aria-label')).to.equal('Hand (yy)');
    expect(handButtons(el)[3]!.getAttribute('aria-label'), 'missing keys stay English').to.equal('pink 1');
    el.lang = 'en-GB';
    await el.updateComplete;
    await handEl(el)!.updateComplete;
    expect(toolbar.getAttribute('aria-label')).to.equal('Your hand');
  });
});
