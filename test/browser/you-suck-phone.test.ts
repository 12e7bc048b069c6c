/**
 * Issue 22, You Suck at 360×740: one screen per decision. A pointer user
 * walks the whole game's decisions (three rounds: each Tick power that
 * comes up, the bids, and each card: the card, then its Tick) by mouse
 * without ever scrolling: at each decision the prompt, the choice (the
 * picker, or the Ticks that take the picked card) and the playable cards
 * are inside the viewport; the table stays within 1,110 px and changes
 * height by no more than a card between two decisions (across rounds too,
 * the round summary up at a round's first); the page never scrolls and the
 * focus is never moved to a Tick; the hint gives no keyboard keys; every
 * Tick's name shows whole.
 */
import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import '../../src/define/you-suck-table.js';
import {
  deepActive,
  handButtons,
  isMyTurn,
  offScreen,
  playableButtons,
  shadow,
  waitFor,
  type AnyTable,
} from './helpers.js';
import { mountTable } from './table-contract.js';
import { dealAttr, legalTicks, TRADE, view } from './you-suck-helpers.js';

const W = 360;
const H = 740;
/** 1.5 screens of 740 px. */
const MAX_HEIGHT = 1110;

/** Clicks the middle of `e` with the mouse (a real pointer event, where the element is on screen). */
async function click(e: Element): Promise<void> {
  const r = e.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

async function settle(el: AnyTable): Promise<void> {
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-hand')) await p.updateComplete;
  await new Promise((r) => requestAnimationFrame(r));
}

/**
 * The round summary, while it is up (over the Ticks, from a round's end): a tap on it (it must show on
 * screen) puts it away, as a player would before playing on the Ticks it covers.
 */
async function dismissSummary(el: AnyTable, name: string): Promise<void> {
  const summary = shadow(el).querySelector('.round-summary');
  if (!summary) return;
  const r = summary.getBoundingClientRect();
  // The whole summary and its Continue on the screen as it opens (at the top, over the Ticks).
  expect(
    offScreen({ summary, continue: summary.querySelector('.summary-dismiss') }),
    `${name}: the round summary shows`,
  ).to.deep.equal([]);
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + 20)] });
  await waitFor(() => !shadow(el).querySelector('.round-summary'), 'the round summary put away');
  await settle(el);
}

/**
 * Walks the viewer's decisions of the whole game (three rounds, YS-11), by mouse, checking the one-screen
 * rule at each. Returns the decisions met, each as "r<round>:<stage>" ("r1:trade", "r2:bid", "r3:play",
 * "r3:play:tick", "r3:choose-trump"…), and the table's height at each (measured as the decision comes,
 * the round summary still up at a round's first).
 */
async function walkGame(el: AnyTable): Promise<{ seen: string[]; heights: number[]; card: number }> {
  let card = 0;
  const seen: string[] = [];
  const heights: number[] = [];
  const status = shadow(el).querySelector('[part~="status-prompt"]')!;
  const decision = (name: string) => {
    seen.push(name);
    heights.push(el.getBoundingClientRect().height);
    expect(document.documentElement.scrollWidth, `${name}: page width`).to.be.at.most(W);
    expect(scrollY, `${name}: the page did not scroll`).to.equal(0);
    card = Math.max(card, ...handButtons(el).map((b) => b.getBoundingClientRect().height));
  };
  for (let guard = 0; guard < 80; guard++) {
    await waitFor(() => isMyTurn(el) || el.state!.ctx.gameover !== undefined, 'my turn, or the game over');
    if (el.state!.ctx.gameover !== undefined) break;
    await settle(el);
    const G = view(el);
    const r = `r${G.round}:`;
    if (G.stage !== 'play') {
      decision(r + G.stage);
      // A round's first: the summary first, then the choice where it was.
      await dismissSummary(el, r + G.stage);
      const p = shadow(el).querySelector('.choices tt-picker')!;
      expect(offScreen({ prompt: status, picker: p, cards: playableButtons(el) }), r + G.stage).to.deep.equal([]);
      await click(shadow(p).querySelector('button')!);
      await waitFor(() => view(el) !== G, 'the choice made');
      continue;
    }
    decision(r + 'play');
    const cards = playableButtons(el);
    expect(cards.length).to.be.above(0);
    expect(
      offScreen({ prompt: status, ticks: shadow(el).querySelector('.tick-list'), cards }),
      r + 'play',
    ).to.deep.equal([]);
    await dismissSummary(el, r + 'play');
    await click(cards[0]!);
    await settle(el);
    decision(r + 'play:tick');
    const hint = shadow(el).querySelector('.ticks-hint')!;
    // A pointer user is told no keys, and keeps their focus: no Tick took it.
    expect(hint.textContent).to.match(/^Play .+ on which Tick\?$/);
    expect(deepActive()?.closest('.tick'), 'no Tick focused').to.equal(null);
    const legal = legalTicks(el);
    expect(legal.length).to.be.above(0);
    expect(offScreen({ hint, legal, cards: playableButtons(el) }), r + 'play:tick').to.deep.equal([]);
    // Every Tick's whole name shows (issue 22: no "Choose Deal…").
    for (const n of shadow(el).querySelectorAll<HTMLElement>('.tick-name'))
      expect(n.scrollWidth, `${r}play:tick: ${n.textContent} whole`).to.be.at.most(n.clientWidth);
    await click(legal[0]!.querySelector('button')!);
    await waitFor(() => view(el) !== G, 'the card played');
  }
  return { seen, heights, card };
}

describe('You Suck at 360×740: one screen per decision (issue 22)', () => {
  before(async () => setViewport({ width: W, height: H }));
  after(async () => {
    await sendMouse({ type: 'move', position: [0, 0] });
    await setViewport({ width: 800, height: 600 });
  });

  for (const [name, owners, deal, stock, first] of [
    ['trade a card, bid, and play the seven cards', TRADE.owners, TRADE.deal, TRADE.stock, 'trade'],
    [
      'choose the dealer, then bid',
      { 'choose-dealer': '0', 'plus-3': '1', 'take-0': '2', 'extra-card': '3' },
      undefined,
      undefined,
      'choose-dealer',
    ],
    [
      'choose trump, then bid',
      { 'choose-trump': '0', 'plus-3': '1', 'take-0': '2', 'extra-card': '3' },
      TRADE.deal,
      undefined,
      'choose-trump',
    ],
  ] as const) {
    it(name, async () => {
      window.scrollTo(0, 0);
      const el = await mountTable<AnyTable>('you-suck-table', {
        bots: 'random',
        speed: '0',
        seed: 'phone-ys',
        ...(deal ? { dealer: '3' } : {}),
        deal: dealAttr(owners, deal as string[][] | undefined, stock as string[] | undefined),
      });
      // The play view (its words and its styles for a phone) is asked for as the table is made.
      await import('../../src/games/you-suck/play-view.js');
      const when = shadow(el).querySelector('.ticks-when')!;
      await waitFor(() => getComputedStyle(when).display === 'none', 'the play view and its styles arrived');
      const { seen, heights, card } = await walkGame(el);
      expect(seen[0]).to.equal(`r1:${first}`);
      // Each round's bid, and (the table's moves are made in the order of the rounds) three rounds met.
      expect(seen.filter((s) => s.endsWith(':bid'))).to.deep.equal(['r1:bid', 'r2:bid', 'r3:bid']);
      expect(seen.filter((s) => s === `r3:play:tick`).length).to.be.above(0);
      // Seat 0 holds seven cards (TRADE.deal): seven plays in round 1, each a card then a Tick.
      if (first === 'trade') expect(seen.filter((s) => s === 'r1:play:tick')).to.have.length(7);
      // The heights met, for the report: "r1:bid 1000, r1:play 980, …".
      console.log(`${name}: ${seen.map((s, i) => `${s} ${Math.round(heights[i]!)}`).join(', ')}`);
      // A card of the hand (44 px wide on a phone) is about 62 px tall.
      expect(card).to.be.within(55, 70);
      heights.forEach((h, i) => {
        expect(h, `${seen[i]} #${i}: table height`).to.be.at.most(MAX_HEIGHT);
        if (i > 0) expect(Math.abs(h - heights[i - 1]!), `${seen[i]} #${i}: height change`).to.be.at.most(card);
      });
      expect(scrollY).to.equal(0);
    });
  }
});
