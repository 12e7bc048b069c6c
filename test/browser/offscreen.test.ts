/**
 * A table out of view costs the page no rendering (issue 20): every table is
 * `content-visibility: auto`, so the browser skips its style, layout and
 * paint while it is off-screen (a demo page's watching table, a puzzle
 * further down a blog post), and draws it again as it scrolls into view.
 * The events are the browser's own (`contentvisibilityautostatechange`).
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import '../../src/define/cant-win-table.js';
import type { CantWinTable } from '../../src/games/cant-win/table.js';
import { shadow } from './helpers.js';

type StateChange = Event & { skipped: boolean };

describe('a table out of view', () => {
  it('is skipped by the renderer while off-screen, and drawn when scrolled into view', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div>
      <div style="height: 4000px"></div>
      <cant-win-table bots="random" speed="0" seed="offscreen" seat="none"></cant-win-table>
    </div>`);
    const el = wrap.querySelector<CantWinTable>('cant-win-table')!;
    scrollTo(0, 0);
    // What the table draws: the elements of its shadow root.
    const inside = () => shadow(el).querySelector('.table')!;
    if (inside().checkVisibility({ contentVisibilityAuto: true })) {
      const skipped = (await oneEvent(el, 'contentvisibilityautostatechange')) as unknown as StateChange;
      expect(skipped.skipped).to.equal(true);
    }
    expect(inside().checkVisibility({ contentVisibilityAuto: true })).to.equal(false);
    // Its DOM is still there (and its game goes on): only drawing is skipped.
    expect(shadow(el).querySelector('tt-hand, .seats')).to.not.equal(null);
    const shown = oneEvent(el, 'contentvisibilityautostatechange');
    el.scrollIntoView();
    expect(((await shown) as unknown as StateChange).skipped).to.equal(false);
    expect(inside().checkVisibility({ contentVisibilityAuto: true })).to.equal(true);
    scrollTo(0, 0);
  });
});
