/**
 * The round summary, for every table (issue 13): at each round's end, one
 * row per seat with its bid against its tricks, whether it made the bid,
 * the round's points and the running total, plus the game's own columns
 * (Can't Win: the running product, CW-11). It reads only the descriptor's
 * public `rounds()` records, so it needs nothing game-specific; a game adds
 * columns through its table's `summaryColumns` hook. The running total is
 * the score sheet's (../../games/common/totals.ts, issue 22).
 *
 * Parts (issue 22): `round-summary`, `summary-dismiss`, `summary-total` (the
 * Total column's heading and cells) and `summary-total-cell` (its cells).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RoundRecord } from '../../games/common/descriptor.js';
import { runningTotals } from '../../games/common/totals.js';

/** A game's own column: its heading and one value per seat; `note`, a line under the table (You Suck's +3). */
export interface SummaryColumn {
  label: string;
  values: readonly (string | number)[];
  note?: string;
}

/** The summary's words. */
export interface SummaryWords {
  title(round: number): string;
  seat: string;
  bid: string;
  tricks: string;
  made: string;
  points: string;
  total: string;
  yes: string;
  no: string;
  none: string;
  dismiss: string;
  seatName(seat: string): string;
}

/** The summary's words from a table's messages (`summary.*`, and `none` for a seat without a bid). */
export function summaryWords(
  t: (key: string, params?: Record<string, string | number>) => string,
  seatName: (seat: string) => string,
): SummaryWords {
  const w = (key: string) => t(`summary.${key}`);
  return {
    title: (round) => t('summary.title', { round }),
    ...{ seat: w('seat'), bid: w('bid'), tricks: w('tricks'), made: w('made'), points: w('points') },
    ...{ total: w('total'), yes: w('yes'), no: w('no'), none: t('none'), dismiss: w('dismiss') },
    seatName,
  };
}

/**
 * The summary of the last round of `rounds` (a `<section>` announced
 * through `aria-live`), with `extra` columns; a click on it or its button
 * calls `dismiss`.
 */
export function renderRoundSummary(
  rounds: readonly RoundRecord[],
  extra: readonly SummaryColumn[],
  words: SummaryWords,
  dismiss: () => void,
): TemplateResult {
  const row = rounds.at(-1)!;
  const totals = runningTotals(rounds);
  // No bid column where nobody bid (TrickTakers without the Gambler, TT-14): one column less on a phone.
  const bids = row.bids?.some((b) => b !== null) ? row.bids : undefined;
  const tricks = row.tricks;
  const title = words.title(rounds.length);
  return html`<section
    class="round-summary"
    part="round-summary"
    aria-live="polite"
    aria-label=${title}
    data-round=${rounds.length}
    @click=${dismiss}
  >
    <h2 class="summary-title">${title}</h2>
    <div class="summary-scroll">
    <table>
      <thead>
        <tr>
          <th scope="col">${words.seat}</th>
          ${bids ? html`<th scope="col">${words.bid}</th>` : nothing}
          ${tricks ? html`<th scope="col">${words.tricks}</th>` : nothing}
          ${bids && tricks ? html`<th scope="col">${words.made}</th>` : nothing}
          <th scope="col">${words.points}</th>
          <th scope="col" data-col="total" part="summary-total">${words.total}</th>
          ${extra.map((c) => html`<th scope="col">${c.label}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${row.points.map((points, s) => {
          const bid = bids?.[s];
          const made = bid === null || bid === undefined ? words.none : bid === tricks?.[s] ? words.yes : words.no;
          return html`<tr data-seat=${s}>
            <th scope="row">${words.seatName(String(s))}</th>
            ${bids ? html`<td data-col="bid">${bid ?? words.none}</td>` : nothing}
            ${tricks ? html`<td data-col="tricks">${tricks[s]}</td>` : nothing}
            ${bids && tricks ? html`<td data-col="made">${made}</td>` : nothing}
            <td data-col="points">${points}</td>
            <td data-col="total" part="summary-total summary-total-cell">${totals[s]}</td>
            ${extra.map((c) => html`<td data-col="extra">${c.values[s]}</td>`)}
          </tr>`;
        })}
      </tbody>
    </table>
    </div>
    ${extra.map((c) => (c.note ? html`<p class="summary-note">${c.note}</p>` : nothing))}
    <button type="button" class="summary-dismiss" part="summary-dismiss">${words.dismiss}</button>
  </section>`;
}
