/**
 * Issue 22's missing information in Can't Win and Instinct: Instinct's bid
 * picker shows each bid's bonus (IN-7); Can't Win's last-trick peek draws a
 * sideways card sideways (CW-7); the beginner variant's round summary says
 * when a support token was gained, used or returned (CW-12).
 */
import { expect } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import {
  HOLD_SPEED,
  isMyTurn,
  myTurnOrRoundEnd,
  playCardByClick,
  pickerButtons,
  shadow,
  view,
  waitFor,
  type AnyTable,
} from './helpers.js';
import { mountTable } from './table-contract.js';

describe("issue 22: Instinct's bid picker shows each bid's bonus", () => {
  it('+10 under 0 and 5, +5 under 1 and 4, none under 2 and 3, +50 under 6 to 11 (IN-7)', async () => {
    const el = await mountTable<AnyTable>('instinct-table', { bots: 'random', speed: '0', seed: 'bonus', dealer: '1' });
    await myTurnOrRoundEnd(el);
    expect(view(el).stage).to.equal('bid');
    const buttons = pickerButtons(el, 'bid');
    const details = buttons.map((b) => b.querySelector('.detail')?.textContent?.trim() ?? '');
    expect(details).to.deep.equal(['+10', '+5', '', '', '+5', '+10', '+50', '+50', '+50', '+50', '+50', '+50']);
    expect(buttons.map((b) => b.getAttribute('aria-label')).slice(0, 7)).to.deep.equal([
      'Bid 0, +10 bonus',
      'Bid 1, +5 bonus',
      'Bid 2',
      'Bid 3',
      'Bid 4, +5 bonus',
      'Bid 5, +10 bonus',
      'Bid 6, +50 bonus',
    ]);
    await expect(el).to.be.accessible();
  });
});

describe("issue 22: Can't Win's last-trick peek", () => {
  it('draws the sideways cards of the last trick sideways, the others upright (CW-7)', async () => {
    const el = await mountTable<AnyTable>('cant-win-table', {
      bots: 'random',
      speed: '0',
      seed: 'sideways',
      dealer: '1',
    });
    const sideways = () => (view(el).lastTrick?.plays ?? []).filter((p: { sideways: boolean }) => p.sideways);
    for (let guard = 0; guard < 40 && sideways().length === 0; guard++) {
      await myTurnOrRoundEnd(el);
      if (view(el).stage === 'play') await playCardByClick(el);
      else {
        const kind = shadow(el).querySelector<HTMLElement>('.choices tt-picker')!.dataset.pick!;
        pickerButtons(el, kind)
          .find((b) => b.getAttribute('aria-disabled') !== 'true')!
          .click();
      }
      await waitFor(() => !isMyTurn(el), 'the move made');
    }
    await waitFor(() => isMyTurn(el), 'the turn back');
    el.speed = HOLD_SPEED;
    const plays = view(el).lastTrick.plays as { card: string; sideways: boolean }[];
    expect(
      plays.some((p) => p.sideways),
      'this seed plays a sideways card',
    ).to.equal(true);
    shadow(el).querySelector<HTMLButtonElement>('[part="peek-button"]')!.click();
    await el.updateComplete;
    const trick = shadow(el).querySelector('[part="last-trick"] tt-trick')!;
    await (trick as any).updateComplete;
    const drawn = [...shadow(trick).querySelectorAll('[data-card]')].map((c) => [
      c.getAttribute('data-card'),
      c.closest('[part~="card"]')?.getAttribute('part')?.includes('card-sideways') ?? false,
    ]);
    expect(drawn).to.deep.equal(plays.map((p) => [p.card, p.sideways]));
  });
});

describe("issue 22: Can't Win's beginner summary says what happened to the support tokens", () => {
  it('"+1, now 2" for a token gained, "1 used" for a bid made with it, "1 returned" after an exact bid (CW-12)', async () => {
    const el = await mountTable<AnyTable>('cant-win-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      seed: 'support',
      variant: 'beginner',
      dealer: '1',
    });
    // Round 1: seats 0, 2 and 3 missed their bids and took a token; seat 1 bid exactly.
    // Round 2: seat 0 bid 2 and took 1, within its token: used; seat 1 missed: +1;
    // seat 2 bid exactly: its token returned; seat 3 missed again: +1, now 2.
    const rounds = [
      { dealer: '1', bids: [2, 0, 3, 1], tricks: [1, 0, 2, 4], points: [0, 2, 0, 0], support: [1, 0, 1, 1] },
      { dealer: '2', bids: [2, 1, 0, 3], tricks: [1, 3, 0, 5], points: [1, 0, 2, 0], support: [0, 1, 0, 2] },
    ];
    const columns = (el as any).summaryColumns(rounds) as { label: string; values: unknown[] }[];
    expect(columns.map((c) => c.label)).to.deep.equal(['Support tokens', 'Score so far (tricks × points)']);
    expect(columns[0]!.values).to.deep.equal(['1 used', '+1, now 1', '1 returned', '+1, now 2']);
    // Tricks × points so far: 2×1, 3×2, 2×2, 9×0.
    expect(columns[1]!.values).to.deep.equal([2, 6, 4, 0]);
    expect(((el as any).summaryColumns(rounds.slice(0, 1)) as { values: unknown[] }[])[0]!.values).to.deep.equal([
      '+1, now 1',
      0,
      '+1, now 1',
      '+1, now 1',
    ]);
  });

  it('the standard game has no support column', async () => {
    const el = await mountTable<AnyTable>('cant-win-table', {
      bots: 'random',
      speed: String(HOLD_SPEED),
      seed: 'support',
    });
    const rounds = [{ bids: [2, 0, 3, 1], tricks: [1, 0, 2, 4], points: [0, 2, 0, 0], support: [0, 0, 0, 0] }];
    expect(((el as any).summaryColumns(rounds) as { label: string }[]).map((c) => c.label)).to.deep.equal([
      'Score so far (tricks × points)',
    ]);
  });
});
