/**
 * `<tt-score-sheet>`: a score pad, for every game. It is data-driven: the
 * table passes the columns (seats), row groups (one per round: Can't Win's
 * Tricks and Points, Instinct's bid and score…) and footer rows (sums, the
 * final score). It computes nothing itself.
 *
 * A long game (Instinct's rounds run on to 100 points) can cap the sheet's
 * height with `--sheet-max-height`: the sheet then scrolls, with the seat
 * names and the footer (the totals) held in view and the newest round
 * scrolled into view as it is added. A sheet that scrolls is a focusable,
 * named region, so a keyboard can scroll it too.
 *
 * Wider than its box (TrickTakers' five seats in a side column or on a
 * phone), it scrolls sideways, with a cue at each edge that has more and
 * the winner's column scrolled into view at game over: that comes with the
 * parts loaded on demand ({@link TtScoreSheet.sideways}, ./later.ts
 * `sideways`), as do CJK line-breaking that keeps words whole (issue 22).
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';

/** One row: a label and one cell per column. */
export interface ScoreRow {
  label: string;
  cells: (string | number | null)[];
  /** `"sum"` and `"total"` rows are set off (in a round's group too, e.g. a running total); `"total"` is the final score. */
  kind?: 'sum' | 'total';
}

/** The rows of one round. */
export interface ScoreGroup {
  label: string;
  rows: ScoreRow[];
}

/** A column head: a seat. */
export interface ScoreColumn {
  label: string;
  /** Set off as a winner / the viewer's own column. */
  highlight?: boolean;
}

/**
 * @tagname tt-score-sheet
 * @summary A data-driven score sheet.
 * @csspart table - the table
 * @csspart caption - the caption
 * @csspart total - the final-score row
 * @csspart seat-column - each seat's column heading (a winner's has class `highlight`)
 * @csspart running-total - a round's running-total row (a `"sum"` row of a round)
 * @csspart scroll-cue - the scroller while it scrolls on sideways (`scroll-cue-start`, `scroll-cue-end`: the edges with
 *   more); set by ./later.ts, styled by the table (not exported to the page)
 */
export class TtScoreSheet extends LitElement {
  static override properties = {
    caption: { type: String },
    columns: { attribute: false },
    groups: { attribute: false },
    footer: { attribute: false },
    emptyText: { attribute: false },
  };

  static override styles = css`
    :host {
      display: block;
    }
    .scroller {
      max-block-size: var(--sheet-max-height, none);
      overflow: auto;
      border-radius: 10px;
      box-shadow: 0 2px 6px rgb(0 0 0 / 0.25);
    }
    .scroller:focus-visible {
      outline: 3px solid var(--focus-ring, #ffd54a);
      outline-offset: 2px;
    }
    thead {
      position: sticky;
      inset-block-start: 0;
      z-index: 1;
    }
    tfoot {
      position: sticky;
      inset-block-end: 0;
      z-index: 1;
    }
    table {
      inline-size: 100%;
      border-collapse: collapse;
      background: var(--sheet-bg, #fdfbf5);
      color: var(--sheet-ink, #1d2b24);
      border-radius: 0 0 10px 10px;
      font-variant-numeric: tabular-nums;
      font-size: 0.9em;
    }
    caption {
      text-align: start;
      font-weight: 800;
      padding: 6px 8px 2px;
      background: var(--sheet-bg, #fdfbf5);
      color: var(--sheet-ink, #1d2b24);
      border-radius: 10px 10px 0 0;
    }
    th,
    td {
      padding: 3px 5px;
      border-block-end: 1px solid var(--sheet-rule, #d9d3c2);
    }
    thead th {
      background: var(--sheet-head-bg, #e9e3d0);
      font-weight: 800;
      text-align: center;
      font-size: 0.92em;
    }
    thead td {
      background: var(--sheet-bg, #fdfbf5);
    }
    thead th.highlight {
      background: var(--sheet-highlight, #ffe066);
    }
    td {
      text-align: center;
    }
    th[scope='row'] {
      text-align: start;
      font-weight: 600;
    }
    tr.group th {
      text-align: start;
      font-size: 0.8em;
      font-weight: 800;
      text-transform: uppercase;
      letter-spacing: 0.05em;
      padding-block: 4px 1px;
      background: var(--sheet-group-bg, #f3eedf);
    }
    tfoot tr > * {
      background: var(--sheet-foot-bg, #f3eedf);
      font-weight: 700;
    }
    tfoot tr:first-child > * {
      border-block-start: 2px solid var(--sheet-rule-strong, #b7ae96);
    }
    tbody tr.sum > * {
      font-weight: 800;
    }
    tr.total > * {
      font-weight: 800;
      font-size: 1.1em;
    }
    .empty {
      font-style: italic;
      opacity: 0.8;
    }
  `;

  /** Set by ./later.ts when it arrives: shows the sideways cue and the winner's column after each measure. */
  static sideways?: (sheet: TtScoreSheet, scroller: HTMLElement) => void;

  caption = '';
  columns: ScoreColumn[] = [];
  groups: ScoreGroup[] = [];
  footer: ScoreRow[] = [];
  /** Shown in the body when there are no groups yet. */
  emptyText = '';

  protected override render() {
    const span = this.columns.length + 1;
    return html`<div class="scroller">${this.renderTable(span)}</div>`;
  }

  /** The pending measure (`requestAnimationFrame`'s id). */
  private measuring = 0;
  /** A round was added since the last measure: it scrolls into view. */
  private added = false;

  protected override updated(changed: PropertyValues<this>): void {
    // A round was added: show it (just above the footer), once the sheet is measured.
    const before = changed.get('groups') as ScoreGroup[] | undefined;
    if (before !== undefined && this.groups.length > before.length) this.added = true;
    // Measured at the next frame, before it is drawn: reading `scrollHeight` now would lay the page
    // out in the middle of the table's update, and again once the other parts have rendered (issue 20).
    cancelAnimationFrame(this.measuring);
    this.measuring = requestAnimationFrame(() => this.measure());
  }

  private measure(): void {
    const scroller = this.renderRoot.querySelector<HTMLElement>('.scroller');
    if (!scroller) return;
    const scrolls =
      scroller.scrollHeight > scroller.clientHeight + 1 || scroller.scrollWidth > scroller.clientWidth + 1;
    if (scrolls) {
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', this.caption);
    } else {
      scroller.removeAttribute('tabindex');
      scroller.removeAttribute('role');
      scroller.removeAttribute('aria-label');
    }
    if (scrolls && this.added) scroller.scrollTop = scroller.scrollHeight;
    this.added = false;
    TtScoreSheet.sideways?.(this, scroller);
  }

  private renderTable(span: number) {
    return html`<table part="table">
      ${this.caption ? html`<caption part="caption">${this.caption}</caption>` : nothing}
      <thead>
        <tr>
          <td></td>
          ${this.columns.map(
            (c) =>
              html`<th
                scope="col"
                class=${c.highlight ? 'highlight' : ''}
                part="seat-column"
              >${c.label}</th>`,
          )}
        </tr>
      </thead>
      ${
        this.groups.length === 0 && this.emptyText
          ? html`<tbody>
            <tr>
              <td class="empty" colspan=${span}>${this.emptyText}</td>
            </tr>
          </tbody>`
          : nothing
      }
      ${this.groups.map(
        (g) => html`<tbody data-group=${g.label}>
          <tr class="group">
            <th scope="rowgroup" colspan=${span}>${g.label}</th>
          </tr>
          ${g.rows.map(
            (r) => html`<tr
              class=${r.kind ?? ''}
              part=${r.kind === 'sum' ? 'running-total' : nothing}
              data-row=${r.label}
              data-kind=${r.kind ?? nothing}
            >
              <th scope="row">${r.label}</th>
              ${r.cells.map((c) => html`<td>${c ?? ''}</td>`)}
            </tr>`,
          )}
        </tbody>`,
      )}
      ${
        this.footer.length > 0
          ? html`<tfoot>
            ${this.footer.map(
              (r) => html`<tr
                class=${r.kind ?? ''}
                part=${r.kind === 'total' ? 'total' : nothing}
                data-row=${r.label}
                data-kind=${r.kind ?? nothing}
              >
                <th scope="row">${r.label}</th>
                ${r.cells.map((c) => html`<td>${c ?? ''}</td>`)}
              </tr>`,
            )}
          </tfoot>`
          : nothing
      }
    </table>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-score-sheet': TtScoreSheet;
  }
}
