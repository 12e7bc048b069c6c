/**
 * `<tt-seat>`: one seat's public panel, for every game: name, who plays it,
 * markers (dealer, start marker…), the game's public numbers (tile, bid,
 * tricks won…), how many cards it holds, and whether it is thinking. With
 * open hands (teaching mode) it also shows the seat's cards.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { cardBack, cardStyles, renderCard, type CardFace } from './card.js';

/** A public number or fact of a seat, e.g. { label: 'Bid', value: 3 }. */
export interface SeatStat {
  label: string;
  /** Text, a number, or a Lit template. */
  value: unknown;
}

/**
 * A seat's public numbers as a description list, to put inside `<tt-seat>`
 * (its default slot), so the table's own styles apply to the values (e.g.
 * Can't Win's tile badges). Styled by `.seat-stats` in table.styles.ts.
 */
export function seatStats(stats: readonly SeatStat[]): TemplateResult {
  return html`<dl class="seat-stats">
    ${stats.map((s) => html`<div><dt>${s.label}</dt><dd>${s.value}</dd></div>`)}
  </dl>`;
}

/**
 * @tagname tt-seat
 * @summary One seat's public panel.
 * @csspart seat - the panel
 * @csspart seat-name - the seat's name
 * @csspart marker - a marker badge (dealer, start…)
 * @slot - the seat's public numbers (see {@link seatStats})
 * @csspart thinking - the "thinking" note, shown in the place of the detail (who plays the seat) while a bot
 *   decides; both keep their space, so a seat's height never changes with it (issue 20: a taller seat moved
 *   and repainted the whole table at every bot turn)
 * @csspart card - a card of an open hand
 */
export class TtSeat extends LitElement {
  static override properties = {
    name: { type: String },
    detail: { type: String },
    detailTitle: { attribute: false },
    active: { type: Boolean, reflect: true },
    thinking: { type: Boolean, reflect: true },
    thinkingText: { attribute: false },
    markers: { attribute: false },
    cardCount: { attribute: false },
    cardCountText: { attribute: false },
    cards: { attribute: false },
  };

  static override styles = [
    cardStyles,
    css`
      :host {
        display: block;
        min-inline-size: 0;
      }
      .seat {
        box-sizing: border-box;
        block-size: 100%;
        padding: 6px 8px;
        border-radius: 12px;
        background: var(--seat-bg, rgb(0 0 0 / 0.28));
        border: 2px solid transparent;
        color: inherit;
      }
      :host([active]) .seat {
        border-color: var(--seat-active, #ffe066);
        box-shadow: 0 0 0 2px rgb(255 224 102 / 0.25);
      }
      .head {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 2px 6px;
      }
      .name {
        font-weight: 800;
        min-inline-size: 0;
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .detail {
        font-size: 0.8em;
        opacity: 0.9;
        overflow-wrap: anywhere;
      }
      .marker {
        font-size: 0.72em;
        font-weight: 800;
        padding: 1px 6px;
        border-radius: 999px;
        background: var(--marker-bg, #fdfbf5);
        color: var(--marker-ink, #1d2b24);
      }
      .hand {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 6px;
        margin-block-start: 4px;
        font-size: 0.8em;
        min-block-size: 22px;
      }
      .backs {
        display: var(--seat-backs, inline-flex);
      }
      .backs .card-back + .card-back {
        margin-inline-start: -10px;
      }
      .open {
        --card-width: var(--open-card-width, 30px);
        display: flex;
        flex-wrap: wrap;
        gap: 2px;
        list-style: none;
        padding: 0;
        margin: 4px 0 0;
      }
      .about {
        display: inline-grid;
      }
      .about > * {
        grid-area: 1/1;
      }
      .thinking {
        font-size: 0.8em;
        font-style: italic;
      }
      :host(:not([thinking])) .thinking,
      :host([thinking]) .detail {
        visibility: hidden;
      }
    `,
  ];

  name = '';
  /** Who plays the seat, for players, e.g. "Bot (basic)". */
  detail = '';
  /** The detail's technical name, shown as its `title`, e.g. "rule" or "ismcts:easy". */
  detailTitle = '';
  /** It is this seat's turn. */
  active = false;
  /** A bot is deciding this seat's move. */
  thinking = false;
  thinkingText = 'Thinking';
  /** Marker badges, e.g. ["Dealer", "Start"]. */
  markers: string[] = [];
  /** Cards held, drawn face down; `null` to draw none. */
  cardCount: number | null = null;
  /** Text for the card count, e.g. "12 cards". */
  cardCountText = '';
  /** The seat's cards, face up (open hands only); `null` when hidden. */
  cards: CardFace[] | null = null;

  protected override render() {
    const backs = Math.min(this.cardCount ?? 0, 12);
    return html`<div class="seat" part="seat" role="group" aria-label=${this.name}>
      <div class="head">
        <span class="name" part="seat-name">${this.name}</span>
        <span class="about">
          <span class="detail" title=${this.detailTitle || nothing}>${this.detail}</span>
          <span class="thinking" part="thinking">${this.thinkingText}…</span>
        </span>
        ${this.markers.map((m) => html`<span class="marker" part="marker">${m}</span>`)}
      </div>
      <slot></slot>
      ${
        this.cards
          ? html`<ul class="open" aria-label=${this.cardCountText}>
            ${this.cards.map((c) => html`<li>${renderCard(c)}</li>`)}
          </ul>`
          : this.cardCount !== null
            ? html`<div class="hand">
              <span class="backs">${Array.from({ length: backs }, () => cardBack())}</span>
              <span>${this.cardCountText}</span>
            </div>`
            : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-seat': TtSeat;
  }
}
