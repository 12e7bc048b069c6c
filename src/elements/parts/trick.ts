/**
 * `<tt-trick>`: the cards of one trick, for every game. It knows nothing of
 * trick strength or of how many tricks are in play: a table draws as many
 * as its game has (Can't Win one, You Suck seven Ticks), each from a list
 * of plays with their positions.
 */
import { LitElement, css, html, nothing } from 'lit';
import { cssProps } from './css-props.js';
import { cardStyles, renderCard, type CardFace } from './card.js';

/** One card in a trick. */
export interface TrickSlot {
  seat: string;
  /** The seat's display name. */
  name: string;
  face: CardFace;
  /** It led the trick. */
  lead?: boolean;
  /** It took the trick. */
  winner?: boolean;
  /** Position in the table layout, fractions of the area (see `seatPosition`, ./trick-table.ts). */
  x?: number;
  y?: number;
}

/**
 * @tagname tt-trick
 * @summary The cards of one trick, around the table or in a row.
 * @csspart plays - the list of plays
 * @csspart play - one play (seat name and card)
 * @csspart who - the seat name under a card
 * @csspart card - a card
 * @csspart lead - the lead badge
 * @csspart caption - the caption
 */
export class TtTrick extends LitElement {
  static override properties = {
    plays: { attribute: false },
    label: { type: String },
    caption: { attribute: false },
    layout: { type: String, reflect: true },
    crowded: { type: Boolean, reflect: true },
    leadText: { attribute: false },
    winnerText: { attribute: false },
  };

  static override styles = [
    cardStyles,
    css`
      :host {
        display: block;
        position: relative;
        container-type: inline-size;
      }
      .plays {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      :host([layout='table']) .plays {
        position: relative;
        block-size: var(--trick-height, calc(var(--card-width, 64px) * 4.3));
      }
      /* Five or more seats: two seats on each side, one above the other. */
      :host([layout='table'][crowded]) .plays {
        block-size: var(--trick-height-crowded, calc(var(--card-width, 64px) * 6.2));
      }
      :host([layout='table']) .play {
        position: absolute;
        inset-inline-start: calc(var(--x) * 100%);
        inset-block-start: calc(var(--y) * 100%);
        translate: -50% -50%;
      }
      :host([layout='row']) .plays {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 6px;
        align-items: flex-end;
      }
      .play {
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 2px;
      }
      .who {
        font-size: 0.8em;
        font-weight: 600;
        white-space: nowrap;
        max-inline-size: 8em;
        overflow: hidden;
        text-overflow: ellipsis;
      }
      .badges {
        display: flex;
        gap: 4px;
        font-size: 0.7em;
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.04em;
      }
      .badge {
        padding: 0 5px;
        border-radius: 6px;
        background: var(--badge-bg, rgb(0 0 0 / 0.45));
        color: var(--badge-ink, #fff);
      }
      .winner .card-slot {
        filter: drop-shadow(0 0 6px var(--winner-glow, #ffe066));
      }
      .badge.won {
        background: var(--winner-badge-bg, #ffe066);
        color: var(--winner-badge-ink, #2b2300);
      }
      .caption {
        text-align: center;
        font-weight: 600;
        margin: 4px 0 0;
      }
      :host([layout='table']) .caption {
        position: absolute;
        inset-block-start: 50%;
        inset-inline-start: 50%;
        translate: -50% -50%;
        max-inline-size: 40%;
        padding: 4px 10px;
        border-radius: 10px;
        background: var(--caption-bg, rgb(0 0 0 / 0.3));
      }
      :host([layout='row']) .area {
        display: flex;
        flex-direction: column;
      }
      :host([layout='row']) .caption {
        order: -1;
        text-align: start;
        margin: 0 0 2px;
        font-size: 0.85em;
      }
      /*
       * Five or more seats in a narrow area (a phone): the cards in one row in
       * the order played, each under its seat's name, the caption above.
       */
      @container (max-width: 480px) {
        :host([layout='table'][crowded]) .area {
          display: flex;
          flex-direction: column;
          gap: 8px;
          padding-block: 8px;
        }
        :host([layout='table'][crowded]) .plays {
          block-size: auto;
          display: flex;
          flex-wrap: wrap;
          justify-content: center;
          align-items: flex-start;
          gap: 6px 4px;
        }
        :host([layout='table'][crowded]) .play {
          position: static;
          translate: none;
          inline-size: calc(var(--card-width, 64px) + 6px);
        }
        :host([layout='table'][crowded]) .who {
          max-inline-size: 100%;
        }
        :host([layout='table'][crowded]) .caption {
          position: static;
          order: -1;
          translate: none;
          max-inline-size: none;
          align-self: center;
          margin: 0;
        }
      }
    `,
  ];

  plays: TrickSlot[] = [];
  /** Accessible name of the list, e.g. "Current trick". */
  label = '';
  /** Visible caption (text or template), e.g. the lead colour or who won. */
  caption: unknown = '';
  /** `"table"`: each card at its seat's position; `"row"`: in play order. */
  layout: 'table' | 'row' = 'table';
  /**
   * Five or more seats around the table: the area is taller, and when it is
   * under 480px wide the cards go in one row in play order instead.
   */
  crowded = false;
  /** Badge text for the lead card. */
  leadText = 'lead';
  /** Badge text for the winning card. */
  winnerText = 'won';

  protected override render() {
    return html`<div class="area">
      <ol class="plays" part="plays" aria-label=${this.label}>
        ${this.plays.map(
          (p) => html`<li
            class="play ${p.lead ? 'lead' : ''} ${p.winner ? 'winner' : ''}"
            part="play"
            data-seat=${p.seat}
            ${cssProps({ '--x': String(p.x ?? 0.5), '--y': String(p.y ?? 0.5) })}
          >
            ${renderCard(p.face)}
            <span class="who" part="who">${p.name}</span>
            ${
              p.lead || p.winner
                ? html`<span class="badges">
                  ${p.lead ? html`<span class="badge" part="lead">${this.leadText}</span>` : nothing}
                  ${p.winner ? html`<span class="badge won" part="won">${this.winnerText}</span>` : nothing}
                </span>`
                : nothing
            }
          </li>`,
        )}
      </ol>
      ${this.caption ? html`<p class="caption" part="caption">${this.caption}</p>` : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-trick': TtTrick;
  }
}
