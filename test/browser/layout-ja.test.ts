/**
 * Issue 22, "nothing clipped", in Japanese on a 360×740 phone: each game's
 * round summary and score sheet show every seat, inside the viewport or
 * reachable by a scroll inside them that shows its cue (the summary's
 * scroll shadows, the sheet's fading edge, part `scroll-cue-end`); and CJK
 * words stay whole (`word-break: keep-all`, `line-break: strict`): no
 * heading or seat name breaks inside a word (ビッド does not stack one
 * character per line). Asserted with element rectangles.
 */
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../src/define/cant-win-table.js';
import '../../src/define/instinct-table.js';
import '../../src/define/tricktakers-table.js';
import '../../src/define/you-suck-table.js';
import { holdBots, partsArrived, shadow, view, waitFor, type AnyTable } from './helpers.js';
import { mountTable } from './table-contract.js';

const W = 360;

/** The line tops of each word (a run of non-space characters) of `el`'s text: one per word when it is not broken. */
function wordsBroken(el: Element): string[] {
  const broken: string[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent!;
    for (const m of text.matchAll(/\S+/g)) {
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
      expect(heads.flatMap(wordsBroken), 'summary headings and seat names: whole words').to.deep.equal([]);
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
      expect(columns.flatMap(wordsBroken), 'seat names: whole').to.deep.equal([]);
      const labels = [...shadow(sheet).querySelectorAll('th[scope="row"]')];
      expect(labels.flatMap(wordsBroken), 'row labels: whole words').to.deep.equal([]);
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
