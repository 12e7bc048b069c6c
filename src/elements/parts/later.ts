/**
 * The shared parts that no table's first screen needs at once, loaded on
 * demand (./on-demand.ts, issue 20), with their English words
 * (../locales/en-views.ts):
 * - the elements `<tt-log>` (empty on a first screen, as no bot moves
 *   before it arrives: the table keeps its box until then) and `<tt-trick>`
 *   (no card is played on a first screen);
 * - the panel of the last-trick peek (./last-trick.ts draws its button),
 *   the round summary (./round-summary.ts) and the game-over panel;
 * - the log's lines for tricks, rounds and the result (./log-lines.ts);
 * - the table's styles for the panels (a table adopts them when it first
 *   draws one, after its own: ./table.styles.ts has the rest).
 *
 * A table asks for them when it is created (./part-elements.ts): they
 * arrive while the first screen is up, and the bots, who wait for them
 * before they move, never end a trick or a round without them.
 */
import { css, html, type TemplateResult } from 'lit';
import type { TrickLine } from '../../games/common/descriptor.js';
import type { PeekWords } from './last-trick.js';
import { TtLog } from './log.js';
import { TtTrick, type TrickSlot } from './trick.js';

export { enViews as words } from '../locales/en-views.js';
export { describeEvent, winnersText } from './log-lines.js';
export { renderRoundSummary, summaryWords } from './round-summary.js';

/** The elements, by tag: defined once per page on arrival; those already drawn upgrade in place. */
export const elements: Readonly<Record<string, CustomElementConstructor>> = {
  'tt-log': TtLog,
  'tt-trick': TtTrick,
};

/** The slots of a {@link TrickLine}: each seat's name and card, the lead, the winner. */
export function lineSlots(line: TrickLine, words: Pick<PeekWords, 'seatName' | 'face'>): TrickSlot[] {
  return line.plays.map((p, i) => ({
    seat: p.seat,
    name: words.seatName(p.seat),
    face: words.face(p.card),
    lead: i === 0,
    winner: p.seat === line.winner,
  }));
}

/** The peek's panel (part `last-trick`): the last completed trick, headed by who took it. */
export function lastTrickPanel(line: TrickLine, words: PeekWords): TemplateResult {
  const title = line.winner ? words.title(words.seatName(line.winner)) : '';
  return html`<section class="peek-panel" part="last-trick" aria-label=${title}>
    <p class="peek-title">${title}</p>
    <tt-trick
      layout="row"
      exportparts="card"
      .label=${title}
      .plays=${lineSlots(line, words)}
      .leadText=${words.lead}
      .winnerText=${words.won}
    ></tt-trick>
  </section>`;
}

/** The game-over panel (part `game-over`): the headline (part `winners`), a line per seat, and "New game". */
export function gameOverPanel(opts: {
  title: string;
  headline: string;
  lines: readonly string[];
  newGameText: string;
  newGame(): void;
}): TemplateResult {
  return html`<div class="game-over" part="game-over">
    <h2 class="game-over-title">${opts.title}</h2>
    <p class="winners" part="winners">${opts.headline}</p>
    <ul class="results">
      ${opts.lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    <button type="button" class="new-game" part="new-game" @click=${() => opts.newGame()}>${opts.newGameText}</button>
  </div>`;
}

/** The table's styles for the peek's panel, the round summary and the game-over panel (after ./table.styles.ts). */
export const styles = css`
  .peek-panel {
    inline-size: max-content;
    max-inline-size: calc(100% - 8px);
    box-sizing: border-box;
    padding: 8px 12px;
    border-radius: 12px;
    background: rgb(0 0 0 / 0.35);
  }
  .peek-title {
    margin: 0 0 4px;
    font-weight: 600;
  }
  /* The round summary (issue 13): over the middle of the felt until dismissed. */
  .round-summary {
    place-self: center;
    z-index: 1;
    display: grid;
    justify-items: center;
    gap: 8px;
    margin: 4px;
    padding: 10px 14px;
    border-radius: 14px;
    background: var(--summary-bg, rgb(10 30 20));
    cursor: pointer;
    box-sizing: border-box;
    min-inline-size: 0;
    max-inline-size: calc(100% - 8px);
  }
  .summary-scroll {
    max-inline-size: 100%;
    overflow-x: auto;
  }
  .summary-title {
    margin: 0;
    font-size: 1.15em;
  }
  .round-summary table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  .round-summary :is(th, td) {
    padding: 2px 8px;
    text-align: center;
  }
  .round-summary tbody th {
    text-align: start;
    white-space: nowrap;
  }
  @container (max-width: 520px) {
    .round-summary {
      padding: 8px;
      font-size: 0.85em;
    }
    .round-summary :is(th, td) {
      padding: 2px 4px;
    }
  }
  /* At the game's end the panel covers the whole cell: no card, badge or caption of the trick shows through. */
  .center[data-over] > :not(.game-over) {
    visibility: hidden;
  }
  .game-over {
    position: relative;
    place-self: stretch;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    padding: 12px;
    border-radius: 14px;
    background: var(--game-over-bg, rgb(10 30 20));
    text-align: center;
    z-index: 2;
  }
  .game-over-title {
    margin: 0;
    font-size: 1.4em;
  }
  .winners {
    margin: 0;
    font-size: 1.2em;
    font-weight: 800;
    color: var(--turn-ink, #ffe066);
  }
  .results {
    margin: 0;
    padding: 0;
    list-style: none;
    font-variant-numeric: tabular-nums;
  }
  button:is(.new-game, .summary-dismiss) {
    font: inherit;
    font-weight: 800;
    padding: 8px 18px;
    border-radius: 999px;
    border: 0;
    background: var(--button-bg, #ffe066);
    color: var(--button-ink, #2b2300);
    cursor: pointer;
    box-shadow: 0 2px 6px rgb(0 0 0 / 0.4);
  }
  button:is(.new-game, .summary-dismiss):focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: 3px;
  }
`;
