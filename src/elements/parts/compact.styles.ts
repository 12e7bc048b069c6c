/**
 * The compact phone layout of issue 22 ("one screen per decision"), for the
 * tables whose hands and pickers fill a phone (Can't Win and Instinct put it
 * after parts/table.styles.ts). In a table 520 px wide or less (a container
 * query: the table's width, not the window's), the prompt, the trick in
 * progress and the hand share a 360×740 screen on each of the viewer's
 * decisions:
 *
 * - the choices take the trick's place (no middle, no peek button while they
 *   show), so the table keeps its height from the pickers to the first trick;
 * - the trick area is lower, the status bar and the seats tighter, the
 *   pickers' lines closer (a round's whole bid range and five tiles fit);
 * - the hand keeps the room of two rows of cards all round;
 * - the score sheet keeps one box, scrolling inside from round 2 on, and the
 *   log is shorter.
 *
 * Wider tables are unchanged. Only the tables that use it pay its bytes: it
 * imports nothing (the table passes Lit's `css`), so it keeps a chunk of its
 * own (scripts/cdn.mjs) that no other table loads.
 */
import type { css as cssTag, CSSResult } from 'lit';

/** Issue 22's compact layout at ≤ 520 px (a container query on the table), made with the table's `css` (Lit's). */
export const compactStyles = (css: typeof cssTag): CSSResult => css`
  @container (max-width: 520px) {
    .main,
    .felt {
      gap: 6px;
    }
    .felt {
      --trick-height: calc(var(--card-width) * 4.4);
    }
    .status {
      padding: 4px 8px;
      gap: 0 10px;
      font-size: 0.9em;
    }
    .center {
      min-block-size: 0;
    }
    /* The choices in the trick's place: no middle and no peek button beside them. */
    .felt:has(> .choices) > :is(.choices, .own, [part~='hand']) {
      order: 0;
    }
    .felt:has(> .choices) > :is(.center:has(> .middle), .peek) {
      display: none;
    }
    /* As tall as the trick and the peek button they stand for: the table does not jump at the first trick. */
    .choices {
      min-block-size: calc(var(--trick-height) + 38px);
      align-content: center;
      padding: 6px 8px;
      gap: 6px;
    }
    .choices tt-picker::part(option) {
      min-block-size: 38px;
      padding: 2px 6px;
      line-height: 1.2;
    }
    .choices tt-picker::part(options) {
      gap: 4px;
    }
    /* A round's whole bid range (Can't Win's 0–12, CW-5) in two rows of seven beside five tiles: the hand stays in view. */
    .choices tt-picker::part(note) {
      margin-block-end: 2px;
    }
    .choices tt-picker[compact]::part(options) {
      grid-template-columns: repeat(auto-fill, minmax(38px, 1fr));
    }
    .choices tt-picker[compact]::part(option) {
      min-block-size: 34px;
      min-inline-size: 0;
    }
    /* Two rows of cards kept as the hand empties: the table does not shrink by a row mid-round. */
    [part~='hand'] {
      min-block-size: calc(var(--card-width) * 2.8 + 24px);
    }
    /* The score sheet in a fixed box, scrolling inside past round 1 (the seats, the newest round with its name and the totals in
       view): the table keeps its height from round to round, within one and a half screens. */
    tt-score-sheet {
      --sheet-max-height: 210px;
      block-size: 210px;
    }
    /* A shorter log (its newest lines, scrolling inside), as You Suck's: it no longer grows by a card's height as the
       first moves come. */
    tt-log {
      --log-height: var(--log-height-narrow, 3.75em);
    }
    tt-seat::part(marker) {
      font-size: 0.62em;
      padding: 0 4px;
    }
    .seat-stats {
      gap: 0 6px;
      margin: 0;
    }
  }
`;
