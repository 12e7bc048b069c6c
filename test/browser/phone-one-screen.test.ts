/**
 * Issue 22, "one screen per decision", for Can't Win and Instinct at
 * 360×740: rounds 1 to 3 of the viewer's decisions (seeded, random bots at
 * speed 0), the page never scrolled; between two rounds the viewer taps the
 * round summary away, as a player does. On each decision the prompt, the
 * choices (tile and bid pickers) or the trick area, and the hand's cards
 * (every card while choosing, the playable ones in play) lie inside the
 * viewport (`offScreen`); the play area is at most 1,110 px tall (1.5
 * screens) and its height changes by less than a card's height from one
 * decision to the next, within a round and from one round to the next
 * (see expectSteady for the score sheet below it). On the first play
 * of a round with a card that may not be played, that card is tapped first:
 * its reason shows on screen, over the cards, where the finger is.
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
  round: number;
  kind: string;
  /** The table's height, and that of its play area (the status bar and the felt, above the score sheet). */
  height: number;
  play: number;
  card: number;
  /** How many bids the bid picker offers (0 without one). */
  options: number;
}

async function settle(el: AnyTable): Promise<void> {
  await el.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker, tt-hand, tt-trick')) await p.updateComplete;
  await new Promise((r) => requestAnimationFrame(r));
}

/**
 * Walks the viewer's decisions of round `round` at the top of the page (the summary of the round
 * before, if up, tapped away first): checks each one on screen, then picks the first option that
 * may be picked or plays the first playable card. Returns what each decision measured, and the
 * reason of the first refused card (tapped on the round's first play with one).
 */
async function walkRound(el: AnyTable, round: number): Promise<{ seen: Decision[]; refused: string }> {
  const seen: Decision[] = [];
  let refused = '';
  const scored = () => view(el).sheet.length >= round;
  for (let guard = 0; guard < 40; guard++) {
    await waitFor(() => isMyTurn(el) || scored(), 'the viewer to act, or the round to end');
    if (scored()) break;
    const summary = shadow(el).querySelector<HTMLElement>('[part="round-summary"]');
    if (summary) {
      summary.click();
      await waitFor(() => !shadow(el).querySelector('[part="round-summary"]'), 'the summary tapped away');
    }
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
    const name = `round ${round}, decision ${seen.length + 1} (${kind})`;
    expect(offScreen({ prompt, ...middle, cards }), name).to.deep.equal([]);
    if (round > 1) expect(newestRoundShown(el), `${name}: the sheet's newest round, with its name`).to.equal(round - 1);
    const bids = root.querySelector('.choices tt-picker[data-pick="bid"]');
    seen.push({
      round,
      kind,
      height: el.getBoundingClientRect().height,
      play: root.querySelector('.main')!.getBoundingClientRect().height,
      card: buttons[0]!.getBoundingClientRect().height,
      options: bids ? shadow(bids).querySelectorAll('button').length : 0,
    });
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
        scored() ||
        handButtons(el).length < buttons.length ||
        (pickers.length > 0 && !root.querySelector(`tt-picker[data-pick="${pickers[0]!.dataset.pick}"]`)),
      'the decision taken',
    );
  }
  return { seen, refused };
}

/**
 * The number of the newest round the score sheet shows whole, its name row included, inside its box
 * (which scrolls inside on a phone), or 0 when its newest round is not shown whole.
 */
function newestRoundShown(el: AnyTable): number {
  const sheet = shadow(el).querySelector('tt-score-sheet')!;
  const root = shadow(sheet);
  // Between the seats' names and the totals, both held in view (sticky) over the rows that scroll.
  const top = root.querySelector('thead')!.getBoundingClientRect().bottom;
  const bottom =
    root.querySelector('tfoot')?.getBoundingClientRect().top ??
    root.querySelector('.scroller')!.getBoundingClientRect().bottom;
  const groups = [...root.querySelectorAll('tbody[data-group]')];
  const last = groups.at(-1);
  if (!last) return 0;
  const r = last.getBoundingClientRect();
  return r.top >= top - 0.5 && r.bottom <= bottom + 0.5 ? groups.length : 0;
}

/** Walks rounds 1 to 3 ({@link walkRound}): each round's decisions, and whether a card was refused in it. */
async function walkRounds(el: AnyTable): Promise<{ seen: Decision[]; refused: string[] }> {
  const seen: Decision[] = [];
  const refused: string[] = [];
  for (const round of [1, 2, 3]) {
    const walked = await walkRound(el, round);
    seen.push(...walked.seen);
    refused.push(walked.refused);
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
  expect(c.top - r.bottom, 'the reason by the tapped card').to.be.within(-c.height, c.height);
  // Over the cards: not over the seat panel above the hand (issue 22, seen at 1280×800 too).
  const hand = handEl(el)!.getBoundingClientRect();
  expect(r.top, 'the reason inside the hand, below its top').to.be.at.least(hand.top);
  return reason;
}

/**
 * The table at most 1.5 screens and steady: from one decision to the next (across rounds too) its
 * play area (the status bar and the felt, where the decisions are) and the whole table (the score
 * sheet below keeps one box on a phone, scrolling inside from round 2 on) change height by less
 * than a card. Returns the decisions where either jumped by a card's height or more from the one
 * before.
 */
function expectSteady(seen: readonly Decision[]): string[] {
  const jumps: string[] = [];
  for (const [i, d] of seen.entries()) {
    const name = `round ${d.round}, decision ${i + 1} (${d.kind})`;
    expect(d.play, `${name}: play area height`).to.be.at.most(1110);
    expect(d.height, `${name}: table height`).to.be.at.most(1110);
    if (i > 0 && Math.abs(d.height - seen[i - 1]!.height) >= d.card) jumps.push(`${name}: the table`);
    if (i > 0 && Math.abs(d.play - seen[i - 1]!.play) >= d.card) jumps.push(name);
  }
  return jumps;
}

describe('issue 22 at 360×740: one screen per decision, rounds 1 to 3', () => {
  before(async () => setViewport({ width: 360, height: 740 }));
  after(async () => setViewport({ width: 800, height: 600 }));
  beforeEach(() => window.scrollTo(0, 0));

  it("Can't Win: each round's tile, bid and twelve card plays", async () => {
    const el = await mountTable<AnyTable>('cant-win-table', {
      bots: 'random',
      speed: '0',
      seed: 'one-screen',
      dealer: '1',
    });
    const { seen, refused } = await walkRounds(el);
    expect(refused[0], 'a refusal was tapped').to.not.equal('');
    // In each round, lap 1 offers a tile or a bid, lap 2 the other (the walker took a tile: CW-4),
    // whoever deals; then the twelve cards of the hand (48 cards, 4 hands).
    const round = ['tile+bid', 'bid', ...Array(12).fill('play')];
    expect(seen.map((d) => d.kind)).to.deep.equal([...round, ...round, ...round]);
    // Each round's first choice offers bids up to the tokens left, at most 12 (CW-5): 2, 10 and 18
    // tokens left, so 0–2, 0–10 and round 3's whole range 0–12. The five tiles in two rows of three
    // and the bids in two rows of seven keep the hand on screen and the table steady.
    const bids = seen.filter((d) => d.kind === 'tile+bid').map((d) => d.options);
    expect(bids, "each round's first choice: the bids offered").to.deep.equal([3, 11, 13]);
    expect(expectSteady(seen), 'jumps by a card or more').to.deep.equal([]);
  });

  it("Instinct: each round's bid and eleven card plays", async () => {
    const el = await mountTable<AnyTable>('instinct-table', {
      bots: 'random',
      speed: '0',
      seed: 'one-screen',
      dealer: '1',
    });
    const { seen, refused } = await walkRounds(el);
    expect(refused[0], 'a refusal was tapped').to.not.equal('');
    // Each round: one bid (IN-3), then the eleven cards of the hand (IN-1).
    const round = ['bid', ...Array(11).fill('play')];
    expect(seen.map((d) => d.kind)).to.deep.equal([...round, ...round, ...round]);
    expect(expectSteady(seen), 'jumps by a card or more').to.deep.equal([]);
  });
});
