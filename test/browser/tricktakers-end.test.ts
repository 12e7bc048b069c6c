/**
 * <tricktakers-table> over whole games: another seat's face-down cards are
 * a count only, in `table-move` and the log (G-5); the score sheet per
 * round and the way the game was won (TT-10…TT-12); two players' used
 * characters and provisional tables (TT-19, TT-20); the keyboard in a
 * choose-hand; and the 360 px width.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/define/tricktakers-table.js';
import type { TableMoveDetail } from '../../src/elements/parts/events.js';
import type { TrickTakersResult } from '../../src/games/tricktakers/rules.js';
import type { TrickTakersTable } from '../../src/games/tricktakers/table.js';
import { deepActive, isMyTurn, movesOf, pickerButtons, shadow, sheetRows, statusText, waitFor } from './helpers.js';
import { mountTable } from './table-contract.js';
import {
  chooseAll,
  chooseButtons,
  playUntil,
  confirmButton,
  dealAttr,
  fourAttr,
  option,
  stageIs,
  view,
  logText,
} from './tricktakers-helpers.js';

const NAMES = { king: 'King', gambler: 'Gambler', resistance: 'Resistance', hermit: 'Hermit', berserker: 'Berserker' };
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
/** The game-over line of each way to win but a character's (TT-12). */
const HOW: Record<string, string> = {
  'gold-crowns': 'Won by: Two gold crowns.',
  'black-crowns': 'Won by: Three black crowns.',
  points: 'Won by: Most points.',
};

describe('<tricktakers-table>: whole games', () => {
  it("shows another seat's face-down cards as a count only, in table-move and the log (G-5)", async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      seat: 'none',
      bots: 'random',
      speed: '0',
      seed: 'count',
    });
    const moves: TableMoveDetail[] = movesOf(el);
    const over = await oneEvent(el, 'table-game-over');
    expect(over.detail.winners).to.have.length(1);
    const secret = moves.filter((m) => ['discard', 'exchange', 'spendBlackCrown'].includes(m.move));
    expect(secret.length, 'face-down moves to hide').to.be.at.least(1);
    for (const m of secret)
      expect(m.args.length === 1 && typeof m.args[0] === 'number' && m.args[0] >= 1, JSON.stringify(m)).to.equal(true);
    const lines = logText(el).filter((l) => / discarded | exchanged | renewed /.test(l));
    expect(lines.length).to.be.at.least(1);
    for (const l of lines)
      expect(l, 'no card named').to.match(
        /^Seat \d (discarded|exchanged|spent a black crown and renewed) (1 card|[2-9] cards)\b/,
      );
  });

  it('shows each round on the score sheet and how the game was won (TT-10, TT-11, TT-12)', async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      seat: 'none',
      bots: 'random',
      speed: '0',
      seed: 'end',
      players: '3',
    });
    const over = (await oneEvent(el, 'table-game-over')).detail as unknown as TrickTakersResult;
    await el.updateComplete;
    const G = view(el);
    const rows = sheetRows(el);
    G.sheet.forEach((r, i) => {
      const g = `Round ${i + 1}`;
      expect(rows.get(`${g} / Character`)).to.deep.equal(r.characters.map((c) => NAMES[c as keyof typeof NAMES]));
      expect(rows.get(`${g} / Tricks`)).to.deep.equal(r.tricks.map(String));
      expect(rows.get(`${g} / Points`)).to.deep.equal(r.points.map(signed));
      expect(rows.get(`${g} / Crown`)).to.deep.equal(r.crowns.map(String));
      expect(rows.get(`${g} / Black crown`)).to.deep.equal(r.blackCrowns.map(String));
      expect(rows.get(`${g} / Total`)).to.deep.equal(r.totals.map(String));
    });
    expect(rows.get('Score')).to.deep.equal(G.scores.map(String));
    const lines = Array.from(shadow(el).querySelectorAll('[part="game-over"] li'), (li) => li.textContent!.trim());
    if (over.condition !== 'character') expect(lines[0]).to.equal(HOW[over.condition]);
    else expect(lines[0]).to.match(/^Won by: The (King|Gambler|Resistance|Hermit|Berserker) /);
    expect(lines.slice(1)).to.deep.equal(['0', '1', '2'].map((s) => `Seat ${Number(s) + 1}: ${over.scores[s]} points`));
    expect(statusText(el)).to.include('Game over');
    await expect(el).to.be.accessible();
  });

  it('two players: used characters are marked and refused, the tables provisional, no crowns (TT-19, TT-20)', async () => {
    const deal = [
      ['black-9', 'black-8', 'red-1', 'red-2', 'rare-1'],
      ['white-flag-1', 'white-flag-2', 'red-3', 'red-4', 'red-5'],
    ];
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      players: '2',
      bots: 'random',
      speed: '0',
      seed: 'two',
      deal: dealAttr(deal, { firstPlayer: '0' }),
    });
    expect(statusText(el)).to.include('Round 1 of 5');
    expect(statusText(el)).to.include('Two-player rules');
    expect(shadow(el).querySelector('[part="characters"]')!.textContent).to.include(
      'Two-player tables are provisional (TT-20).',
    );
    // Two-player tables: King 5 tricks scores 120, not a win; the Gambler bids up to 5.
    const cells = (c: string) =>
      Array.from(shadow(el).querySelectorAll(`[data-character="${c}"] .char-table tr`), (tr) =>
        Array.from(tr.children, (x) => x.textContent!.trim()).join(' '),
      );
    expect(cells('king')).to.deep.equal(['Tricks 0 1 2 3 4 5', 'Points 0 +20 +50 +80 +120 +120']);
    expect(cells('gambler')).to.deep.equal(['Bid hit 0 1 2 3 4 5', 'Points +30 +60 +90 +150 +150 +150']);
    option(el, 'character', 'king').click();
    // Round 2: the other seat picks first (TT-19); then the human, who used the King.
    await playUntil(el, (G) => G.round === 2 && G.stage === 'select');
    await stageIs(el, 'select');
    const used = pickerButtons(el, 'character').find((b) => b.dataset.value === 'king')!;
    expect(used.getAttribute('aria-disabled')).to.equal('true');
    expect(used.textContent).to.include('Used by You (Round 1)');
    expect(shadow(el).querySelector('[data-character="king"]')!.getAttribute('data-status')).to.equal('used');
    const stats = Array.from(
      shadow(el).querySelectorAll('tt-seat[data-seat="0"] .seat-stats dt'),
      (d) => d.textContent,
    );
    expect(stats).to.deep.equal(['Won', 'Points']);
    await expect(el).to.be.accessible();
  });

  it('the King player picks first next round, and not the King (TT-8)', async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      bots: 'random',
      speed: '0',
      deal: fourAttr(),
      seed: 'bar',
    });
    option(el, 'character', 'king').click();
    await playUntil(el, (G) => G.round === 2);
    await stageIs(el, 'select');
    expect(view(el).order[0]).to.equal('0');
    expect(view(el).characters).to.deep.equal([null, null, null, null]);
    const king = option(el, 'character', 'king');
    expect(king.getAttribute('aria-disabled')).to.equal('true');
    expect(king.textContent).to.include('Not for you: you were King last round');
    expect(shadow(el).querySelector('[data-character="king"]')!.getAttribute('data-status')).to.equal('barred');
    expect(pickerButtons(el, 'character').filter((b) => b.getAttribute('aria-disabled') === 'false')).to.have.length(4);
  });

  it('a choose-hand is driven by keyboard: arrows, Enter selects, Tab reaches Exchange (TT-14)', async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      bots: 'random',
      speed: '0',
      deal: fourAttr(),
      seed: 'keys',
    });
    option(el, 'character', 'gambler').click();
    await waitFor(() => isMyTurn(el) && view(el).stage === 'exchange', 'the exchange');
    await stageIs(el, 'exchange');
    chooseButtons(el)[0]!.focus();
    await sendKeys({ press: 'Enter' }); // black 8
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Space' }); // black 9
    expect(confirmButton(el).textContent!.replace(/\s+/g, ' ').trim()).to.equal('Exchange (2/5)');
    while (deepActive() !== confirmButton(el)) await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Enter' });
    await el.updateComplete;
    const G = view(el);
    expect(G.exchanges).to.equal(1);
    expect(G.discards[0]).to.have.members(['black-8', 'black-9']);
  });

  it('fits 360 px: nothing wider than the table, choosing and playing', async () => {
    const el = await mountTable<TrickTakersTable>('tricktakers-table', {
      bots: 'random',
      speed: '0',
      deal: fourAttr(),
      seed: 'narrow',
    });
    el.style.width = '360px';
    el.style.display = 'block';
    await el.updateComplete;
    const fits = () => {
      const table = shadow(el).querySelector<HTMLElement>('.table')!;
      return [table.scrollWidth <= 360, el.scrollWidth <= 360];
    };
    expect(fits(), 'choosing a character').to.deep.equal([true, true]);
    option(el, 'character', 'hermit').click();
    await chooseAll(el);
    expect(view(el).stage).to.equal('play');
    expect(fits(), 'playing').to.deep.equal([true, true]);
  });
});
