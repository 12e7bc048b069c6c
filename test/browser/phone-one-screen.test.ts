/**
 * Issue 22, "one screen per decision", for Can't Win and Instinct at
 * 360×740: one whole round of the viewer's decisions (seeded, random bots at
 * speed 0), the page never scrolled. On each decision the prompt, the
 * choices (tile and bid pickers) or the trick area, and the hand's cards
 * (every card while choosing, the playable ones in play) lie inside the
 * viewport (`offScreen`); the table is at most 1,110 px tall (1.5 screens)
 * and its height changes by less than a card's height from one decision to
 * the next. On the first play with a card that may not be played, that card
 * is tapped first: its reason shows on screen, just above it.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import {
  handButtons,
  handEl,
  isMyTurn,
  offScreen,
  pressRefusedCard,
  shadow,
  view,
  waitFor,
  type AnyTable,
} from './helpers.js';
import { mountTable } from './table-contract.js';

interface Decision {
  kind: string;
  height: number;
  card: number;
}

async function settle(el: AnyTable): Promise<void> {
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-hand, tt-trick')) await p.updateComplete;
  await new Promise((r) => requestAnimationFrame(r));
}

/**
 * Walks the viewer's decisions of round 1 at the top of the page: checks
 * each one on screen, then picks the first option that may be picked or
 * plays the first playable card. Returns what each decision measured.
 */
async function walkRound(el: AnyTable): Promise<{ seen: Decision[]; refused: string }> {
  const seen: Decision[] = [];
  let refused = '';
  for (let guard = 0; guard < 40; guard++) {
    await waitFor(() => isMyTurn(el) || view(el).sheet.length > 0, 'the viewer to act, or the round to end');
    if (view(el).sheet.length > 0) break;
    await settle(el);
    expect(scrollY, 'the page never scrolls').to.equal(0);
    const root = shadow(el);
    const pickers = [...root.querySelectorAll<HTMLElement>('.choices tt-picker')];
    const kind = pickers.length ? pickers.map((p) => p.dataset.pick).join('+') : 'play';
    const buttons = handButtons(el);
    const cards = kind === 'play' ? buttons.filter((b) => b.classList.contains('playable')) : buttons;
    expect(cards.length, `${kind}: cards to check`).to.be.above(0);
    const prompt = root.querySelector('[part~="status-prompt"]');
    expect(prompt?.textContent?.trim(), `${kind}: the prompt`).to.match(/^Your turn/);
    const middle = kind === 'play' ? { trick: root.querySelector('.center') } : { choices: pickers };
    expect(offScreen({ prompt, ...middle, cards }), `decision ${seen.length + 1} (${kind})`).to.deep.equal([]);
    seen.push({ kind, height: el.getBoundingClientRect().height, card: buttons[0]!.getBoundingClientRect().height });
    const refusable = kind === 'play' ? buttons.find((b) => b.classList.contains('unplayable')) : undefined;
    if (refusable && refused === '') refused = await refuseOnScreen(el, refusable);
    if (pickers.length) {
      const option = [...shadow(pickers[0]!).querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.getAttribute('aria-disabled') !== 'true',
      )!;
      option.click();
    } else cards[0]!.click();
    await waitFor(
      () =>
        !isMyTurn(el) ||
        view(el).sheet.length > 0 ||
        handButtons(el).length < buttons.length ||
        (pickers.length > 0 && !root.querySelector(`tt-picker[data-pick="${pickers[0]!.dataset.pick}"]`)),
      'the decision taken',
    );
  }
  return { seen, refused };
}

/**
 * Taps a card that may not be played: its reason shows inside the viewport, over the hand and
 * less than a card's height above the tapped card, where the finger is. Returns the reason.
 */
async function refuseOnScreen(el: AnyTable, card: HTMLButtonElement): Promise<string> {
  const reason = await pressRefusedCard(el, card);
  const line = shadow(handEl(el)!).querySelector('[part="reason"]')!;
  const r = line.getBoundingClientRect();
  const c = card.getBoundingClientRect();
  expect(reason.trim(), 'a reason').to.not.equal('');
  expect(offScreen({ reason: line }), 'the reason on screen').to.deep.equal([]);
  expect(c.top - r.bottom, 'the reason just above the tapped card').to.be.within(-c.height, c.height);
  return reason;
}

function expectSteady(seen: readonly Decision[]): void {
  for (const [i, d] of seen.entries()) {
    expect(d.height, `decision ${i + 1} (${d.kind}): table height`).to.be.at.most(1110);
    if (i > 0) {
      const jump = Math.abs(d.height - seen[i - 1]!.height);
      expect(jump, `decision ${i + 1} (${d.kind}): height change ${seen[i - 1]!.height} → ${d.height}`).to.be.below(
        d.card,
      );
    }
  }
}

describe('issue 22 at 360×740: one screen per decision, a whole round', () => {
  before(async () => setViewport({ width: 360, height: 740 }));
  after(async () => setViewport({ width: 800, height: 600 }));
  beforeEach(() => window.scrollTo(0, 0));

  it("Can't Win: the tile, the bids and twelve card plays", async () => {
    const el = await mountTable<AnyTable>('cant-win-table', {
      bots: 'random',
      speed: '0',
      seed: 'one-screen',
      dealer: '1',
    });
    const { seen, refused } = await walkRound(el);
    expect(refused, 'a refusal was tapped').to.not.equal('');
    // Seat 0 is the third of four in the laps (dealer 1, CW-4): a tile or a bid in lap 1, a bid in lap 2.
    expect(seen.map((d) => d.kind)).to.deep.equal(['tile+bid', 'bid', ...Array(12).fill('play')]);
    expectSteady(seen);
  });

  it('Instinct: the bid and eleven card plays', async () => {
    const el = await mountTable<AnyTable>('instinct-table', {
      bots: 'random',
      speed: '0',
      seed: 'one-screen',
      dealer: '1',
    });
    const { seen, refused } = await walkRound(el);
    expect(refused, 'a refusal was tapped').to.not.equal('');
    expect(seen.map((d) => d.kind)).to.deep.equal(['bid', ...Array(11).fill('play')]);
    expectSteady(seen);
  });
});
