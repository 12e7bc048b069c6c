/**
 * Issue 22, "nothing clipped", in Japanese on a 360×740 phone: each game's
 * round summary and score sheet show every seat, inside the viewport or
 * reachable by a scroll inside them that shows its cue (the summary's
 * scroll shadows, the sheet's fading edge, part `scroll-cue-end`); and CJK
 * words stay whole (`word-break: keep-all`, `line-break: strict`): no
 * heading or seat name breaks inside a word (ビッド does not stack one
 * character per line). Asserted with element rectangles.
 *
 * And the play in Japanese at 360×740 with the phone layouts: each table's
 * first decisions and its card plays up to the first with a last trick to
 * peek at lie on one screen (`offScreen`), nothing is cut off at the edge
 * of the screen or cut short with an ellipsis, the short words (seat names,
 * tile and character names, the seats' figures, the pickers' options) stay
 * whole; and the open peek moves no hand and shows its trick in one row.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import {
  deepAll,
  handButtons,
  handEl,
  holdBots,
  isMyTurn,
  offScreen,
  partsArrived,
  playableButtons,
  shadow,
  view,
  waitFor,
  type AnyTable,
} from './helpers.js';
import { mountTable } from './table-contract.js';
import { chooseButtons, chooseFirst as ttChoose } from './tricktakers-helpers.js';
import { legalTicks } from './you-suck-helpers.js';

const W = 360;

/**
 * The words of `el`'s text broken across lines (a word's line tops: one when it is not broken).
 * A word is a run of non-space characters, or what `word` matches.
 */
function wordsBroken(el: Element, word = /\S+/g): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const m of node.textContent!.matchAll(word)) {
      const range = document.createRange();
      range.setStart(node, m.index!);
      range.setEnd(node, m.index! + m[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) broken.push(m[0]);
    }
  }
  return broken;
}

/** Whether `cell` shows inside the viewport, or can be scrolled to inside `scroller`, which then shows a cue. */
function reachable(cell: Element, scroller: HTMLElement, cued: () => boolean): boolean {
  const r = cell.getBoundingClientRect();
  if (r.left >= 0 && r.right <= W + 0.5) return true;
  const s = scroller.getBoundingClientRect();
  // Inside the scroller's content, to one side of its box: a scroll brings it in, and a cue says so.
  return scroller.scrollWidth > scroller.clientWidth && s.left >= 0 && s.right <= W + 0.5 && cued();
}

async function roundOne(tag: string, attrs: Record<string, string>): Promise<AnyTable> {
  const el = await mountTable(tag, { seat: 'none', bots: 'random', speed: '0', lang: 'ja', ...attrs });
  await waitFor(() => view(el).sheet.length >= 1, 'round 1 is scored');
  await holdBots(el);
  await partsArrived(el);
  await new Promise((r) => requestAnimationFrame(r)); // the sheet measures at the next frame
  await new Promise((r) => requestAnimationFrame(r));
  return el;
}

const GAMES: [tag: string, attrs: Record<string, string>, seats: number, fits: boolean][] = [
  ['cant-win-table', { seed: 'ja-layout' }, 4, true],
  ['instinct-table', { seed: 'ja-layout' }, 4, true],
  ['you-suck-table', { seed: 'ja-layout' }, 4, true],
  ['tricktakers-table', { seed: 'ja-layout', players: '5' }, 5, false],
];

describe('Japanese at 360 px: the summary and the score sheet (issue 22)', () => {
  before(async () => {
    await setViewport({ width: W, height: 740 });
  });

  for (const [tag, attrs, seats, fits] of GAMES) {
    it(`<${tag}>: every seat shows, no word breaks, a scroll only with its cue`, async () => {
      const el = await roundOne(tag, attrs);
      expect(document.documentElement.scrollWidth, 'the page does not scroll sideways').to.be.at.most(W);

      const section = shadow(el).querySelector<HTMLElement>('[part="round-summary"]')!;
      const box = section.getBoundingClientRect();
      expect(box.left, 'the summary starts inside the viewport').to.be.at.least(0);
      expect(box.right, 'and ends inside it').to.be.at.most(W);
      const heads = [...section.querySelectorAll('th')];
      expect(
        heads.flatMap((e) => wordsBroken(e)),
        'summary headings and seat names: whole words',
      ).to.deep.equal([]);
      const bid = heads.find((th) => th.textContent!.trim() === 'ビッド');
      if (bid)
        expect(bid.getBoundingClientRect().width, 'ビッド on one line').to.be.greaterThan(
          bid.getBoundingClientRect().height,
        );
      const rows = section.querySelectorAll('tbody tr');
      expect(rows.length).to.equal(seats);
      const scroll = section.querySelector<HTMLElement>('.summary-scroll')!;
      const shadows = () => getComputedStyle(scroll).backgroundImage.includes('gradient');
      if (fits) expect(scroll.scrollWidth, 'the summary fits: no scroll').to.be.at.most(scroll.clientWidth + 1);
      for (const cell of section.querySelectorAll('[data-col="total"]'))
        expect(reachable(cell, scroll, shadows), `Total: ${cell.textContent}`).to.equal(true);

      const sheet = shadow(el).querySelector('tt-score-sheet')!;
      const scroller = shadow(sheet).querySelector<HTMLElement>('.scroller')!;
      const columns = [...shadow(sheet).querySelectorAll('[part~="seat-column"]')];
      expect(columns.length).to.equal(seats);
      expect(
        columns.flatMap((e) => wordsBroken(e)),
        'seat names: whole',
      ).to.deep.equal([]);
      const labels = [...shadow(sheet).querySelectorAll('th[scope="row"]')];
      expect(
        labels.flatMap((e) => wordsBroken(e)),
        'row labels: whole words',
      ).to.deep.equal([]);
      const cue = () => (scroller.getAttribute('part') ?? '').split(' ').includes('scroll-cue-end');
      for (const th of columns) expect(reachable(th, scroller, cue), `sheet column ${th.textContent}`).to.equal(true);
      if (scroller.scrollWidth > scroller.clientWidth + 1) {
        expect(cue(), 'a sheet that scrolls sideways shows its cue').to.equal(true);
        expect(getComputedStyle(scroller).maskImage, 'a fading edge').to.include('gradient');
        scroller.scrollLeft = scroller.scrollWidth;
        await waitFor(() => !cue(), 'the cue goes at the end');
        const last = columns.at(-1)!.getBoundingClientRect();
        expect(last.right, 'scrolled to the end, the last seat shows').to.be.at.most(
          scroller.getBoundingClientRect().right + 1,
        );
      }
      el.remove();
    });
  }
});

const H = 740;

/** Whether `e` lies inside a box that scrolls sideways (the score sheet, the summary, a row of cards to swipe). */
function inScroller(e: Element): boolean {
  for (
    let a: Element | null = e.parentElement ?? ((e.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    a;
  ) {
    const x = getComputedStyle(a).overflowX;
    if (x === 'auto' || x === 'scroll') return true;
    a = a.parentElement ?? ((a.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
  }
  return false;
}

/** The table's drawn elements cut off at the screen's sides, or cut short by an ellipsis: tag, class and text. */
function clipped(el: AnyTable): string[] {
  return deepAll(shadow(el)).flatMap((e) => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return [];
    const name = `${e.localName}.${e.className || e.getAttribute('part') || ''}: ${e.textContent?.trim().slice(0, 30)}`;
    if ((r.left < -0.5 || r.right > W + 0.5) && !inScroller(e)) return [`off the side ${name}`];
    const style = getComputedStyle(e);
    if (style.textOverflow === 'ellipsis' && e.scrollWidth > e.clientWidth + 1) return [`cut short ${name}`];
    return [];
  });
}

/** The short words a player reads at a glance: seat names, the seats' figures and badges, the options' titles and details (a word ends at a space or a zero-width space). */
function shortWords(el: AnyTable): Element[] {
  return deepAll(shadow(el)).filter(
    (e) =>
      e.matches('[part~="seat-name"], [part~="marker"], .seat-stats, .title, .detail, .gathered') &&
      e.getBoundingClientRect().width > 0,
  );
}

/**
 * The words of `el` broken across lines, as {@link wordsBroken}, a word ending also before an
 * opening bracket (ギャンブラー(2A) may break before its "(2A)", as "Gambler (2A)" at its space).
 */
function shortBroken(el: Element): string[] {
  return wordsBroken(el, /[(（]?[^\s\u200b(（]+/g);
}

/** The hand to choose from now: the table's hand, or TrickTakers' multi-select hand. */
function choosable(el: AnyTable): HTMLButtonElement[] {
  return handButtons(el).length
    ? playableButtons(el)
    : chooseButtons(el).filter((b) => b.getAttribute('aria-disabled') === 'false');
}

async function settle(el: AnyTable): Promise<void> {
  await el.updateComplete;
  await partsArrived(el);
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
}

/** The first option of the decision's first picker that may be chosen. */
function firstOption(el: AnyTable): HTMLButtonElement {
  const p = shadow(el).querySelector('.choices tt-picker')!;
  return [...shadow(p).querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.getAttribute('aria-disabled') !== 'true',
  )!;
}

const PLAY: [tag: string, attrs: Record<string, string>, choose: (el: AnyTable) => Promise<void>][] = [
  // A deal where a seat holds 経験値なし (No XP) beside its badge, a name that once broke in two.
  ['cant-win-table', { dealer: '1', seed: 'shots' }, async (el) => firstOption(el).click()],
  ['instinct-table', { dealer: '1' }, async (el) => firstOption(el).click()],
  // The Hermit's draw is a picker during play; the rest of the setup, the plain way.
  ['tricktakers-table', {}, async (el) => (view(el).stage === 'play' ? firstOption(el).click() : ttChoose(el))],
  // Five players: four other seats in one row, their names and characters whole (バーサーカー, not バーサーカ/ー).
  [
    'tricktakers-table',
    { players: '5' },
    async (el) => (view(el).stage === 'play' ? firstOption(el).click() : ttChoose(el)),
  ],
  ['you-suck-table', { dealer: '3' }, async (el) => firstOption(el).click()],
];

describe('Japanese at 360×740: the first decisions and card plays on one screen (issue 22)', () => {
  before(async () => setViewport({ width: W, height: H }));
  after(async () => setViewport({ width: 800, height: 600 }));

  for (const [tag, attrs, choose] of PLAY) {
    it(`<${tag}>${attrs.players ? ` (${attrs.players} players)` : ''}: on one screen, nothing cut, short words whole, the peek moves no hand`, async () => {
      window.scrollTo(0, 0);
      const el = await mountTable<AnyTable>(tag, {
        bots: 'random',
        speed: '0',
        seed: 'ja-phone',
        lang: 'ja',
        ...attrs,
      });
      const root = shadow(el);
      const met: string[] = [];
      let peeked = false;
      for (let guard = 0; guard < 40 && !peeked; guard++) {
        await waitFor(() => isMyTurn(el), 'the viewer to act');
        await settle(el);
        const G = view(el);
        const play = G.stage === 'play' && !root.querySelector('.choices tt-picker');
        const kind = play ? 'play' : `${G.stage}`;
        met.push(kind);
        const prompt = root.querySelector('[part~="status-prompt"]');
        expect(prompt?.textContent, `${kind}: a prompt in Japanese`).to.match(/あなたの番/);
        const middle = play
          ? { trick: root.querySelector(tag === 'you-suck-table' ? '.tick-list' : '.center') }
          : { choice: root.querySelector('.choices') };
        expect(offScreen({ prompt, ...middle, cards: choosable(el) }), `${kind}: on one screen`).to.deep.equal([]);
        expect(scrollY, `${kind}: the page did not scroll`).to.equal(0);
        expect(document.documentElement.scrollWidth, `${kind}: no sideways scroll`).to.be.at.most(W);
        expect(clipped(el), `${kind}: nothing cut`).to.deep.equal([]);
        expect(shortWords(el).flatMap(shortBroken), `${kind}: short words whole`).to.deep.equal([]);
        if (!play) {
          await choose(el);
          await waitFor(() => view(el) !== G, 'the choice made');
          continue;
        }
        const peek = root.querySelector<HTMLButtonElement>('[part="peek-button"]');
        if (peek && !peek.disabled) {
          const before = handEl(el)!.getBoundingClientRect().top;
          peek.click();
          await waitFor(() => root.querySelector('[part="last-trick"] tt-trick'), 'the peek open');
          await settle(el);
          const trick = root.querySelector('[part="last-trick"] tt-trick')!;
          const cards = [...shadow(trick).querySelectorAll('[data-card]')];
          expect(cards.length, 'the last trick: a card a seat').to.equal(el.state!.ctx.numPlayers);
          expect(handEl(el)!.getBoundingClientRect().top, 'the open peek moves no hand').to.equal(before);
          expect(
            offScreen({ panel: root.querySelector('[part="last-trick"]'), cards }),
            'the peek on screen',
          ).to.deep.equal([]);
          // One row: a line crosses every card (Can't Win's sideways cards are lower than the others).
          const rects = cards.map((c) => c.getBoundingClientRect());
          expect(Math.max(...rects.map((r) => r.top)), 'the last trick in one row').to.be.below(
            Math.min(...rects.map((r) => r.bottom)),
          );
          expect(clipped(el), 'the peek open: nothing cut').to.deep.equal([]);
          peek.click();
          await el.updateComplete;
          peeked = true;
        }
        const card = choosable(el)[0]!;
        card.click();
        await el.updateComplete;
        if (tag === 'you-suck-table') {
          await waitFor(() => legalTicks(el).length > 0, 'the Ticks that take the card');
          await settle(el);
          const hint = root.querySelector('.ticks-hint');
          expect(offScreen({ hint, legal: legalTicks(el) }), 'play:tick on one screen').to.deep.equal([]);
          legalTicks(el)[0]!.querySelector('button')!.click();
        }
        await waitFor(() => view(el) !== G, 'the card played');
      }
      expect(peeked, 'a last trick was peeked at').to.equal(true);
      expect(met, 'decisions met').to.include('play');
      el.remove();
    });
  }
});
