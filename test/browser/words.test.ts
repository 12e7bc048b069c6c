/**
 * The tables' words (issue 13, "Words"): the viewer's seat in the second
 * person and plurals in a live game, the language from the nearest `lang`
 * (across a shadow root, re-read when it changes, `ja` imported on demand),
 * and error messages that quote what the page wrote.
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import { HOLD_SPEED, pickerButtons, shadow, view, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';

const logLines = (el: AnyTable) =>
  [...shadow(shadow(el).querySelector('tt-log')!).querySelectorAll('li')].map((li) => li.textContent!.trim());
const alertText = (el: AnyTable) => shadow(el).querySelector('[role="alert"]')?.textContent?.replace(/\s+/g, ' ') ?? '';
const title = (el: AnyTable) => shadow(el).querySelector('.table')?.getAttribute('aria-label');
const seatCount = (el: AnyTable, seat: string) =>
  shadow(shadow(el).querySelector(`tt-seat[data-seat="${seat}"]`)!).textContent!.replace(/\s+/g, ' ');

describe('grammar in English', () => {
  it('says "You bid 3." of the viewer and "Seat k bid n." of the others, and counts cards in the plural', async () => {
    const el = await mountTable<AnyTable>('instinct-table', {
      bots: 'random',
      speed: '0',
      seed: 'words',
      players: '3',
    });
    await waitFor(() => pickerButtons(el, 'bid').length > 0, 'the bid picker');
    pickerButtons(el, 'bid')[3]!.click();
    await waitFor(() => view(el).stage === 'play' || view(el).bids.every((b: unknown) => b !== null), 'the bids');
    await el.updateComplete;
    await shadow(el).querySelector<AnyTable>('tt-log')!.updateComplete;
    const lines = logLines(el);
    expect(lines).to.include('You bid 3.');
    const others = lines.filter((l) => /^Seat [23] bid \d+\.$/.test(l));
    expect(others, lines.join(' | ')).to.have.length(2);
    expect(lines.join(' '), 'no third person for You').not.to.match(/You (bids|leads|wins)/);
    // Instinct at 3 players deals 11 cards; one is played at most by now.
    expect(seatCount(el, '1')).to.match(/\b1[01] cards\b/);
  });
});

describe('the language of the table', () => {
  it("takes the nearest ancestor's lang, across a shadow root, imports ja on demand, and follows a change", async () => {
    const host = await fixture<HTMLDivElement>(html`<div lang="ja"><section></section></div>`);
    const inner = host.querySelector('section')!.attachShadow({ mode: 'open' });
    const el = document.createElement('cant-win-table') as AnyTable;
    el.setAttribute('bots', 'random');
    el.setAttribute('speed', String(HOLD_SPEED));
    inner.append(el);
    await waitFor(() => title(el) === 'キャント・ウィン', 'the Japanese title, from the lazily imported table');
    expect(shadow(el).querySelector('.table')!.getAttribute('lang')).to.equal('ja');
    expect(seatCount(el, '0')).to.include('あなた');
    host.setAttribute('lang', 'en-GB');
    await waitFor(() => title(el) === "Can't Win", 'English again once the ancestor changed');
    el.setAttribute('lang', 'ja');
    await waitFor(() => title(el) === 'キャント・ウィン', 'its own lang wins over the ancestor');
    el.removeAttribute('lang');
    await waitFor(() => title(el) === "Can't Win", 'the ancestor again once its own is removed');
  });
});

describe('error messages name what the page wrote', () => {
  it('quotes players="abc" (not NaN)', async () => {
    const el = await mountTable<AnyTable>('cant-win-table', { players: 'abc', bots: 'random' });
    expect(alertText(el)).to.include('This table cannot start:');
    expect(alertText(el)).to.include('Bad players="abc": this game takes 3 to 4 players');
    expect(alertText(el)).not.to.include('NaN');
  });

  it('quotes a bad property value, not the attribute it replaced', async () => {
    const el = await mountTable<AnyTable>('cant-win-table', {
      players: '3',
      bots: 'random',
      seat: '1',
      speed: String(HOLD_SPEED),
    });
    const fired = oneEvent(el, 'table-error');
    (el as AnyTable & { players: number }).players = 7;
    expect((await fired).detail.message).to.equal('Bad players="7": this game takes 3 to 4 players');
    el.seat = '9';
    await el.updateComplete;
    expect(alertText(el)).to.include('Bad players="7"');
    expect(alertText(el)).not.to.include('players="3"');
  });

  it('reads every empty attribute as not set', async () => {
    const el = await mountTable<AnyTable>('cant-win-table', {
      players: '',
      seat: '',
      speed: '',
      bots: '',
      seed: '',
      dealer: '',
      variant: '',
      deal: '',
    });
    expect(alertText(el)).to.equal('');
    expect(el.state!.ctx.numPlayers).to.equal(4);
    expect(seatCount(el, '0')).to.include('You');
    expect(el.speed ?? 600).to.equal(600);
  });

  it('says a bad speed set mid-game is not applied, and the game goes on', async () => {
    const el = await mountTable<AnyTable>('cant-win-table', { bots: 'random', speed: '50', seed: 'speed' });
    expect(el.state).not.to.equal(null);
    const fired = oneEvent(el, 'table-error');
    el.speed = -5;
    const { detail } = await fired;
    expect(detail).to.deep.equal({
      attribute: 'speed',
      message: 'Bad speed="-5": speed must be a number of milliseconds, 0 or more',
    });
    await el.updateComplete;
    expect(alertText(el)).to.include('Not applied; the game goes on:');
    expect(alertText(el)).not.to.include('cannot start');
    expect(el.state, 'the game is still on screen').not.to.equal(null);
  });
});
