/**
 * The shared parts that no table's first screen needs at once, loaded on
 * demand (./on-demand.ts, issue 20), with their English words
 * (../locales/en-views.ts):
 * - the elements `<tt-score-sheet>` and `<tt-log>` (empty on a first
 *   screen: the table keeps their boxes until they arrive) and
 *   `<tt-trick>` (no card is played on a first screen);
 * - the panel of the last-trick peek (./last-trick.ts draws its button),
 *   the round summary (./round-summary.ts) and the game-over panel;
 * - the log's lines for tricks, rounds and the result (./log-lines.ts).
 *
 * A table asks for them when it is created (./part-elements.ts): they
 * arrive while the first screen is up, and the bots, who wait for them
 * before they move, never end a trick or a round without them.
 */
import { html, type TemplateResult } from 'lit';
import type { TrickLine } from '../../games/common/descriptor.js';
import type { PeekWords } from './last-trick.js';
import { TtLog } from './log.js';
import { TtScoreSheet } from './score-sheet.js';
import { TtTrick, type TrickSlot } from './trick.js';

export { enViews as words } from '../locales/en-views.js';
export { describeEvent, winnersText } from './log-lines.js';
export { renderRoundSummary, summaryWords } from './round-summary.js';

/** The elements, by tag: defined once per page on arrival; those already drawn upgrade in place. */
export const elements: Readonly<Record<string, CustomElementConstructor>> = {
  'tt-score-sheet': TtScoreSheet,
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
