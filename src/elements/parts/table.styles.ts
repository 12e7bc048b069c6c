/**
 * The layout every table shares: felt, status bar, seats around the trick
 * area, choices, hand, and a side column (review, score sheet, log). It
 * adapts to the element's own width (container queries), not the window's,
 * so a table in a narrow blog column gets the narrow layout. It takes 3 to
 * 7 seats: the other seats wrap in a row above the trick area.
 */
import { css } from 'lit';

/** The shared table layout; each game's styles put it first (e.g. `[tableStyles, cardStyles, css`…`]`). */
export const tableStyles = css`
  :host {
    --table-felt: #1d5c3f;
    --table-felt-edge: #123d29;
    --table-ink: #f5f1e6;
    --table-font: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
    --table-radius: 18px;
    --card-width: 64px;
    --focus-ring: #ffd54a;
    display: block;
    container-type: inline-size;
    content-visibility: auto;
    contain-intrinsic-size: auto 600px;
    font-family: var(--table-font);
    color: var(--table-ink);
    line-height: 1.35;
  }
  :host([hidden]) {
    display: none;
  }
  /* The fair hint, above the hand: its space is kept (no jump) while it waits for the human's turn. */
  .hint {
    box-sizing: border-box;
    min-block-size: 2.9em;
    margin-block: 6px;
    padding: 4px 12px;
    border: 2px dashed var(--hint-colour, #ffd54a);
    border-radius: 10px;
    background: rgb(0 0 0 / 0.25);
    line-height: 1.3;
  }
  .hint.idle {
    border-color: transparent;
    background: none;
  }
  .hint p {
    margin: 0;
  }
  .table {
    display: grid;
    gap: 10px;
    padding: 10px;
    border-radius: var(--table-radius);
    background: var(--table-felt-edge);
    box-sizing: border-box;
  }
  .layout {
    display: grid;
    gap: 10px;
    grid-template-columns: minmax(0, 1fr);
  }
  @container (min-width: 820px) {
    .layout {
      grid-template-columns: minmax(0, 1fr) minmax(280px, 340px);
      align-items: start;
    }
  }
  @container (max-width: 520px) {
    .table {
      --card-width: var(--card-width-narrow, 44px);
      padding: 6px;
      font-size: 0.92em;
    }
  }
  .felt {
    position: relative;
    isolation: isolate;
    display: grid;
    gap: 8px;
    padding: 10px;
    border-radius: calc(var(--table-radius) - 4px);
  }
  /* The cloth, on a layer of its own (issue 20): the gradients and the blurred inner shadow were
     painted again with the cards over them at each move, the most costly part of a move's frame in
     software raster. On its own layer it is painted again only when the felt changes size. */
  .felt::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    border-radius: inherit;
    background:
      radial-gradient(ellipse at 50% 40%, rgb(255 255 255 / 0.1), transparent 65%),
      repeating-linear-gradient(45deg, rgb(0 0 0 / 0.025) 0 2px, transparent 2px 4px),
      var(--table-felt);
    box-shadow: inset 0 0 0 3px rgb(0 0 0 / 0.25), inset 0 0 40px rgb(0 0 0 / 0.35);
    will-change: transform;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 14px;
    align-items: baseline;
    margin: 0;
    padding: 6px 10px;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.3);
  }
  .status .turn {
    font-weight: 800;
    color: var(--turn-ink, #ffe066);
  }
  .status .turn:empty {
    display: none;
  }
  .seats {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
    gap: 6px;
  }
  @container (max-width: 520px) {
    .seats {
      grid-template-columns: repeat(auto-fit, minmax(92px, 1fr));
      gap: 4px;
    }
    .felt {
      padding: 6px;
      --hand-overlap: 0;
      --trick-height: calc(var(--card-width) * 5.4);
    }
    /* On the viewer's turn to choose, the choices, their seat and their hand
       come first, so the picker and the hand share one phone screen. */
    .felt:has(> .choices) > :is(.choices, .own, [part~='hand']) {
      order: -1;
    }
    tt-seat {
      font-size: 0.9em;
      /* The card count stays; the row of backs goes. */
      --seat-backs: none;
    }
  }
  .seat-stats {
    display: flex;
    flex-wrap: wrap;
    gap: 2px 10px;
    margin: 4px 0 0;
    font-size: 0.85em;
  }
  .seat-stats div {
    display: flex;
    gap: 4px;
    align-items: center;
  }
  .seat-stats dt {
    opacity: 0.85;
  }
  .seat-stats dd {
    margin: 0;
    font-weight: 700;
  }
  .center {
    position: relative;
    min-block-size: calc(var(--card-width) * 4.3);
    display: grid;
    grid-template-columns: minmax(0, 1fr);
  }
  /* Before the first trick, on the viewer's turn to choose, the middle takes no trick's height: the hand stays nearer. */
  .felt:has(> .choices) .center:has(> .middle) {
    min-block-size: 0;
  }
  /* The trick (or the middle) and the game-over panel share one cell, which fits the taller. */
  .center > * {
    grid-area: 1 / 1;
  }
  .middle {
    place-self: center;
    display: grid;
    gap: 8px;
    justify-items: center;
    padding: 12px 16px;
    border-radius: 16px;
    background: rgb(0 0 0 / 0.22);
    text-align: center;
    max-inline-size: 30em;
  }
  .middle p {
    margin: 0;
  }
  .middle-title {
    font-weight: 700;
  }
  .suit-badge {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .suit-badge .symbol {
    inline-size: 1.1em;
    block-size: 1.1em;
    flex: none;
    fill: var(--badge-hue, currentColor);
    stroke: #fff;
    stroke-width: 1.5px;
    paint-order: stroke;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 12px 24px;
    padding: 10px;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.3);
    box-shadow: 0 0 0 2px var(--turn-ink, #ffe066);
  }
  .choices tt-picker {
    flex: 1 1 220px;
  }
  .own {
    display: grid;
  }
  .side {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 10px;
    align-content: start;
  }
  .side h2 {
    font-size: 1em;
    margin: 0 0 4px;
  }
  /* The review section (the review attribute) comes with its styles (./later.ts). */
  /* A part loaded on demand (issue 20) keeps its box until it arrives: the empty log's. */
  tt-log:not(:defined) {
    display: block;
    min-block-size: 2.125em;
    border-radius: 10px;
    background: var(--log-bg, rgb(0 0 0 / 0.3));
  }
  .main {
    display: grid;
    gap: 10px;
    align-content: start;
    min-inline-size: 0;
  }
  /* The last-trick peek (issue 13): its button under the trick; its panel (./later.ts) opens over the trick. */
  .peek {
    display: grid;
    justify-items: center;
  }
  .peek-button {
    font: inherit;
    font-size: 0.85em;
    padding: 4px 12px;
    border-radius: 999px;
    border: 1px solid currentColor;
    background: rgb(0 0 0 / 0.25);
    color: inherit;
    cursor: pointer;
  }
  /* No trick to peek at yet (a round's first trick, TrickTakers' draft): hidden, its room kept. */
  .peek-button:disabled {
    visibility: hidden;
  }
  button.peek-button:focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: 3px;
  }
  .error {
    padding: 10px 14px;
    border-radius: 10px;
    background: var(--error-bg, #fde8e8);
    color: var(--error-ink, #7a1010);
    border: 2px solid var(--error-border, #c53030);
  }
  .error ul {
    margin: 4px 0 0;
    padding-inline-start: 1.2em;
  }
`;
