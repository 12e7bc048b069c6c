/**
 * `<tt-choose-hand>`: the viewing seat's hand as a multi-select, for games
 * that choose several cards at once (TrickTakers' discards and exchanges).
 * A card toggles in and out of the selection (`aria-pressed`); a confirm
 * button, enabled once `min` to `count` cards are selected (exactly `count`
 * unless `min` is set), reports them (`tt-choose`). Keyboard and refusals work as in `<tt-hand>`, which it
 * extends.
 *
 * Only a game that needs it imports this module and defines the tag (with
 * `defineOnce('tt-choose-hand', TtChooseHand)`), so the pages of other games
 * never load it; {@link chooseHandPart} renders it as the table's hand.
 */
import { css, html, type TemplateResult } from 'lit';
import { emit } from './events.js';
import { TtHand, type HandCard } from './hand.js';
import type { HandPart } from './table-pieces.js';
import { unchanged } from './unchanged.js';

/** `tt-choose` detail: the selected cards, in display order. */
export interface HandChooseDetail {
  cards: string[];
}

/**
 * @tagname tt-choose-hand
 * @summary The viewing seat's hand, choosing several cards at once.
 * @fires tt-choose - the selection was confirmed; detail {@link HandChooseDetail}
 * @fires tt-refused - an unplayable card was activated, or a card beyond `count`; detail `{ card, reason }`
 * @csspart card - every card button
 * @csspart card-playable - a card that may be chosen now
 * @csspart card-disabled - a card that may not be chosen now
 * @csspart card-selected - a selected card
 * @csspart confirm - the confirm button
 * @csspart reason - the line that says why a card was refused
 */
export class TtChooseHand extends TtHand {
  static override properties = {
    ...TtHand.properties,
    count: { type: Number },
    min: { type: Number },
    confirmText: { attribute: false },
    fullText: { attribute: false },
  };

  static override styles = [
    ...TtHand.styles,
    css`
      .card-button.selected {
        translate: 0 -18px;
      }
      .confirm {
        display: block;
        margin: 4px auto 0;
        font: inherit;
        font-weight: 700;
        min-block-size: 44px;
        padding: 4px 14px;
        border-radius: 10px;
        border: 2px solid var(--picker-border, rgb(255 255 255 / 0.7));
        background: var(--picker-bg, #fdfbf5);
        color: var(--picker-ink, #1d2b24);
        cursor: pointer;
      }
      .confirm[aria-disabled='true'] {
        cursor: not-allowed;
        background: var(--picker-disabled-bg, #c9cfc9);
        color: var(--picker-disabled-ink, #3a443e);
      }
      .confirm:focus-visible {
        outline: 3px solid var(--focus-ring, #ffd54a);
        outline-offset: 2px;
      }
    `,
  ];

  /** How many cards to choose before confirming: at most this many. */
  count = 1;
  /** The fewest cards to choose before confirming (TrickTakers' exchanges: 1 to `count`); absent: exactly `count`. */
  min?: number;
  /** The confirm button's text, e.g. "Discard"; the button adds "(2/3)". */
  confirmText = '';
  /** Said when a card is pressed while `count` cards are already selected. */
  fullText = '';
  /** The selected cards, cleared when the hand changes. */
  private selected: string[] = [];

  protected override cardsChanged(): void {
    super.cardsChanged();
    this.selected = [];
  }

  protected override cardState(card: HandCard): { selected?: boolean } {
    return { selected: this.selected.includes(card.id) };
  }

  /** The selection may be confirmed: between `min` (or `count`) and `count` cards. */
  private get ready(): boolean {
    const n = this.selected.length;
    return n >= Math.min(this.min ?? this.count, this.count) && n <= this.count && n > 0;
  }

  protected override renderAfterCards(): unknown {
    return html`<button
      type="button"
      class="confirm"
      part="confirm"
      aria-disabled=${this.ready ? 'false' : 'true'}
      @click=${this.confirm}
    >
      ${this.confirmText} (${this.selected.length}/${this.count})
    </button>`;
  }

  /** A playable card goes in or out of the selection; none beyond `count`. */
  protected override activate(card: HandCard): void {
    if (!card.playable) return super.activate(card);
    const at = this.selected.indexOf(card.id);
    if (at >= 0) this.selected = this.selected.filter((c) => c !== card.id);
    else if (this.selected.length < this.count) this.selected = [...this.selected, card.id];
    else return this.refuse(card.id, this.fullText);
    this.message = '';
    this.requestUpdate();
  }

  /** Reports the selection once it has `min` to `count` cards. */
  private confirm = (): void => {
    if (!this.ready) return;
    const chosen = this.cards.map((c) => c.id).filter((id) => this.selected.includes(id));
    this.selected = [];
    this.requestUpdate();
    emit<HandChooseDetail>(this, 'tt-choose', { cards: chosen });
  };
}

/** A multi-select hand: its cards and text, how many cards, and what a confirmed choice does. */
export interface ChooseHandPart extends Omit<HandPart, 'choose'> {
  /** At most this many cards. */
  count: number;
  /** At least this many; absent: exactly `count`. */
  min?: number;
  /** The confirm button's text, e.g. "Discard". */
  confirmText: string;
  /** Said when a card is pressed beyond `count`. */
  fullText: string;
  /** Called with the confirmed cards, in display order. */
  chosen(cards: string[]): void;
}

/**
 * The viewer's hand as a multi-select (part `hand`, like `handPart` in
 * ./table-pieces.ts): `<tt-choose-hand>` (the game's table defines the
 * tag), where a confirmed selection goes to `opts.chosen`.
 */
export function chooseHandPart(opts: ChooseHandPart): TemplateResult {
  const stop = (e: Event) => e.stopPropagation();
  return html`<tt-choose-hand
    part="hand"
    exportparts="card, card-playable, card-disabled, reason, card-selected, confirm"
    .label=${opts.label}
    .emptyText=${opts.emptyText}
    .cards=${unchanged(opts.cards)}
    .count=${opts.count}
    .min=${opts.min}
    .confirmText=${opts.confirmText}
    .fullText=${opts.fullText}
    @tt-choose=${(e: CustomEvent<HandChooseDetail>) => {
      stop(e);
      opts.chosen(e.detail.cards);
    }}
    @tt-refused=${stop}
  ></tt-choose-hand>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-choose-hand': TtChooseHand;
  }
  interface HTMLElementEventMap {
    'tt-choose': CustomEvent<HandChooseDetail>;
  }
}
