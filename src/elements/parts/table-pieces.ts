/**
 * The pieces every table draws the same way, as plain render functions of
 * already-localized text and callbacks: the status bar, a picker, the hand,
 * the score sheet and the log (the game-over panel is in ./later.ts,
 * loaded on demand). They name no move of
 * any game: a pick or a chosen card goes to the callback the game's table
 * gives, which makes its own move (`playCard(card)`, `bid(n)`, or opens a
 * second step such as You Suck's choice of Tick). `TableElement` wraps them
 * with its own text (./table-element.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { RoundRecord } from '../../games/common/descriptor.js';
import type { HandCard } from './hand.js';
import type { LogEntry } from './log.js';
import type { PickerOption } from './picker.js';
import type { ScoreColumn, ScoreGroup, ScoreRow } from './score-sheet.js';
import { unchanged } from './unchanged.js';

/**
 * The status bar (part `status`): `items` (round, dealer, the game's own
 * facts), then who is being waited for, and the viewer's prompt (announced
 * politely).
 */
export function statusBar(items: readonly unknown[], waiting: string, turn: string): TemplateResult {
  return html`<p class="status" part="status">
    ${items.map((item) => html`<span>${item}</span>`)}
    ${waiting ? html`<span class="waiting">${waiting}</span>` : nothing}
    <span class="turn" part="status-prompt" aria-live="polite">${turn}</span>
  </p>`;
}

/** A choice from a list: the heading, an optional note, the options, and what a pick does. */
export interface PickerPart {
  label: string;
  note?: string;
  options: PickerOption[];
  /** Square number buttons (bids). */
  compact?: boolean;
  /** Called with the picked option's `value` (never for a disabled option). */
  pick(value: string): void;
}

/**
 * A group of choices (`<tt-picker data-pick=kind>`, buttons part `option`):
 * tiles, bids, characters, Ticks. A pick calls `opts.pick`.
 */
export function pickerPart(kind: string, opts: PickerPart): TemplateResult {
  return html`<tt-picker
    data-pick=${kind}
    ?compact=${opts.compact ?? false}
    exportparts="option"
    .label=${opts.label}
    .note=${opts.note ?? ''}
    .options=${unchanged(opts.options)}
    @tt-pick=${(e: CustomEvent<{ value: string }>) => {
      e.stopPropagation();
      opts.pick(e.detail.value);
    }}
  ></tt-picker>`;
}

/** The viewer's hand: its cards and text, and what choosing does. */
export interface HandPart {
  label: string;
  emptyText: string;
  cards: HandCard[];
  /** Called with a playable card the viewer chose. */
  choose(card: string): void;
}

/**
 * The viewer's hand (part `hand`): `<tt-hand>`, where a chosen card goes to
 * `choose`. The multi-select hand of a game that chooses several cards at
 * once is `chooseHandPart` (./choose-hand.ts), which only such a game loads.
 */
export function handPart(opts: HandPart): TemplateResult {
  const stop = (e: Event) => e.stopPropagation();
  return html`<tt-hand
    part="hand"
    exportparts="card, card-playable, card-disabled, reason, card-selected"
    .label=${opts.label}
    .emptyText=${opts.emptyText}
    .cards=${unchanged(opts.cards)}
    @tt-play=${(e: CustomEvent<{ card: string }>) => {
      stop(e);
      opts.choose(e.detail.card);
    }}
    @tt-refused=${stop}
  ></tt-hand>`;
}

/**
 * A round record's rows for the score sheet: bids and tricks only where the
 * game records them (`RoundRecord` leaves them out in games without bids
 * or trick counts, e.g. You Suck has no bids in its record), then points;
 * a `null` bid (a TrickTakers seat that does not bid) is an empty cell.
 * `labels` are the rows' localized labels.
 */
export function recordRows(
  r: Pick<RoundRecord, 'bids' | 'tricks' | 'points'>,
  labels: { bid: string; tricks: string; points: string },
): ScoreRow[] {
  return [
    ...(r.bids ? [{ label: labels.bid, cells: r.bids }] : []),
    ...(r.tricks ? [{ label: labels.tricks, cells: r.tricks }] : []),
    { label: labels.points, cells: r.points },
  ];
}

/** One score-sheet group per record, in order: `label(n)` names round n (1-based), `rows` gives its rows. */
export function roundGroups<R>(
  records: readonly R[],
  label: (n: number) => string,
  rows: (record: R) => ScoreRow[],
): ScoreGroup[] {
  return records.map((r, i) => ({ label: label(i + 1), rows: rows(r) }));
}

/** The score sheet (part `score-sheet`): a column per seat, a group of rows per round, the footer. */
export function scoreSheetPart(opts: {
  caption: string;
  columns: ScoreColumn[];
  groups: ScoreGroup[];
  footer: ScoreRow[];
  emptyText: string;
}): TemplateResult {
  return html`<tt-score-sheet
    part="score-sheet"
    exportparts="table: score-table, total, seat-column, running-total"
    .caption=${opts.caption}
    .columns=${unchanged(opts.columns)}
    .groups=${unchanged(opts.groups)}
    .footer=${unchanged(opts.footer)}
    .emptyText=${opts.emptyText}
  ></tt-score-sheet>`;
}

/** The game's log (`<tt-log>`, part `log`), the table's polite live region. */
export function logPart(label: string, entries: readonly LogEntry[]): TemplateResult {
  return html`<tt-log part="log" exportparts="list: log-list, entry: log-entry" .label=${label} .entries=${entries}></tt-log>`;
}
