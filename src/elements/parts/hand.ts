/**
 * `<tt-hand>`: the viewing seat's hand, for every game. A roving-tabindex
 * group of card buttons: Tab enters on one card, arrows / Home / End move,
 * Enter or Space (or a click) chooses. A card that cannot be chosen is
 * `aria-disabled`, says why (`title` and `aria-describedby`), and pressing it
 * shows the reason instead.
 *
 * Choosing a card reports it at once (`tt-play`): the table turns it into
 * its game's move. The multi-select hand of games that choose several cards
 * at once is `<tt-choose-hand>` (./choose-hand.ts), which extends this one.
 */
import { LitElement, css, html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { cardFace, cardStyles, suitColours, type CardFace } from './card.js';
import { emit } from './events.js';
import { RovingFocusController } from './roving.js';

/** A card in the hand: its face, whether it may be played now, and why not. */
export interface HandCard extends CardFace {
  playable: boolean;
  /** Why it may not be played (shown and announced); required when not playable. */
  reason?: string;
  /**
   * Chosen, waiting for a second step (You Suck: the card whose Tick is
   * being picked): `aria-pressed` and part `card-selected`. Absent: the
   * card is no toggle.
   */
  selected?: boolean;
  /** The fair hint's card (the table's `hint`): part `card-suggested`. */
  suggested?: boolean;
}

/** `tt-play` detail: the card to play. */
export interface HandPlayDetail {
  card: string;
}

/** `tt-refused` detail: a card that was pressed but may not be played. */
export interface HandRefusedDetail {
  card: string;
  reason: string;
}

/**
 * @tagname tt-hand
 * @summary The viewing seat's hand.
 * @fires tt-play - a playable card was activated; detail {@link HandPlayDetail}
 * @fires tt-refused - an unplayable card was activated; detail {@link HandRefusedDetail}
 * @csspart card - every card button
 * @csspart card-playable - a card that may be played now
 * @csspart card-disabled - a card that may not be played now
 * @csspart reason - the line that says why a card was refused
 * @csspart card-selected - a card chosen for a second step (`selected`)
 * @csspart card-suggested - the card the table's fair hint suggests (`suggested`)
 */
export class TtHand extends LitElement {
  static override properties = {
    cards: { attribute: false },
    label: { type: String },
    emptyText: { attribute: false },
    message: { state: true },
  };

  static override styles = [
    cardStyles,
    css`
      :host {
        display: block;
        position: relative;
      }
      .cards {
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        align-items: flex-end;
        row-gap: 8px;
        padding-block: 12px 4px;
        padding-inline: calc(var(--card-width, 64px) * 0.16) 4px;
        min-block-size: calc(var(--card-width, 64px) * 1.4);
      }
      .card-button.suggested {
        outline: 3px dashed var(--hint-colour, #ffd54a);
        outline-offset: 2px;
      }
      .card-button {
        margin: 0;
        margin-inline-start: calc(var(--card-width, 64px) * var(--hand-overlap, -0.12));
        padding: 0;
        border: 0;
        background: none;
        cursor: pointer;
        border-radius: calc(var(--card-width, 64px) * 0.12);
        transition:
          translate 120ms ease,
          filter 120ms ease;
      }
      .card-button.playable {
        translate: 0 -8px;
      }
      .card-button.playable .face {
        box-shadow:
          0 0 0 3px var(--playable-glow, #ffe066),
          0 6px 14px rgb(0 0 0 / 0.35);
      }
      .card-button.unplayable {
        cursor: not-allowed;
      }
      /* Dimmed only beside cards that may be played: a hand with none (a bid, another's turn) stays readable. */
      .cards.some-playable .card-button.unplayable {
        filter: saturate(0.45) brightness(0.8);
      }
      .card-button.playable:hover,
      .card-button:focus-visible {
        translate: 0 -14px;
        z-index: 1;
      }
      .card-button:focus-visible {
        outline: 3px solid var(--focus-ring, #ffd54a);
        outline-offset: 3px;
      }
      /* Above the cards, where the finger is, not below the hand (off a phone's screen, issue 22); empty, it has no height. The table's on-demand styles (./later.ts) move it over the cards' faces. */
      .reason {
        position: absolute;
        inset: auto 0 100%;
        margin: 0;
        padding: 0 4px;
        border-radius: 8px;
        background: rgb(0 0 0 / 0.8);
        text-align: center;
        font-weight: 600;
        color: var(--reason-color, #ffe8a3);
      }
      /* No reason, no pill: the table's on-demand styles give the part a padding (./later.ts). */
      .reason:empty {
        background: none;
      }
      .empty {
        opacity: 0.8;
        font-style: italic;
        align-self: center;
      }
      @media (prefers-reduced-motion: reduce) {
        .card-button {
          transition: none;
        }
      }
    `,
  ];

  /** The cards, in display order. */
  cards: HandCard[] = [];
  /** Accessible name of the group, e.g. "Your hand". */
  label = '';
  /** Text shown when the hand is empty. */
  emptyText = '';
  /**
   * The reason shown for the last refused card (cleared when the hand changes). Reactive: a
   * play clears it with no render of its own when none is shown, as the table hands the hand its
   * new cards at once (issue 20).
   */
  protected message = '';
  private readonly roving = new RovingFocusController(this, () =>
    Array.from(this.renderRoot.querySelectorAll<HTMLElement>('.card-button')),
  );

  /** Focuses the hand's current card (its Tab stop). */
  override focus(): void {
    this.roving.focusCurrent();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (!changed.has('cards')) return;
    const before = changed.get('cards') as HandCard[] | undefined;
    // A new turn, or a card left the hand: the old refusal no longer applies.
    if (signature(before) !== signature(this.cards)) this.cardsChanged();
    // Keep the Tab stop in place when a card leaves under the focus; otherwise
    // put it on the first playable card.
    const focused = this.roving.hasFocus;
    const firstPlayable = this.cards.findIndex((c) => c.playable);
    this.roving.settle(this.cards.length, focused ? undefined : firstPlayable);
    this.refocus = focused;
  }

  private refocus = false;

  /** The hand's cards changed (a new turn, or a card left): the old refusal no longer applies. */
  protected cardsChanged(): void {
    this.message = '';
  }

  /** Extra classes, parts and attributes of a card button: the card's own `selected`, or the multi-select hand's selection. */
  protected cardState(card: HandCard): { selected?: boolean } {
    return { selected: card.selected };
  }

  /** What follows the cards (the multi-select hand's confirm button). */
  protected renderAfterCards(): unknown {
    return nothing;
  }

  protected override updated(): void {
    // The focused card was played and removed: keep focus in the hand.
    if (this.refocus && !this.roving.hasFocus && this.cards.length > 0) this.roving.focusCurrent();
    this.refocus = false;
  }

  protected override render() {
    const reasons = [...new Set(this.cards.filter((c) => !c.playable && c.reason).map((c) => c.reason!))];
    return html`
      <div class="cards ${this.cards.some((c) => c.playable) ? 'some-playable' : ''}" role="toolbar" aria-label=${this.label} @keydown=${this.roving.onKeydown}>
        ${this.cards.length === 0 ? html`<span class="empty">${this.emptyText}</span>` : nothing}
        ${repeat(
          this.cards,
          (c) => c.id,
          (c, i) => {
            const { selected } = this.cardState(c);
            return html`<button
            type="button"
            class="card-button ${c.playable ? 'playable' : 'unplayable'} ${selected ? 'selected' : ''} ${c.suggested ? 'suggested' : ''}"
            part="card ${c.playable ? 'card-playable' : 'card-disabled'} ${selected ? 'card-selected' : ''} ${c.suggested ? 'card-suggested' : ''}"
            aria-label=${c.label}
            aria-disabled=${c.playable ? 'false' : 'true'}
            aria-pressed=${selected === undefined ? nothing : String(selected)}
            aria-describedby=${!c.playable && c.reason ? `reason-${reasons.indexOf(c.reason)}` : nothing}
            title=${!c.playable && c.reason ? c.reason : nothing}
            data-card=${c.id}
            data-suit=${c.suit}
            ${suitColours(c.suit)}
            @focus=${() => this.roving.onFocusItem(i)}
            @click=${() => this.activate(c)}
          >
            ${cardFace(c)}
          </button>`;
          },
        )}
      </div>
      ${this.renderAfterCards()}
      <p class="reason" part="reason" role="status">${this.message}</p>
      ${reasons.map((r, i) => html`<span id="reason-${i}" hidden>${r}</span>`)}
    `;
  }

  /** A card was pressed: a playable one is reported (`tt-play`), another refused with its reason. */
  protected activate(card: HandCard): void {
    if (card.playable) {
      this.message = '';
      emit<HandPlayDetail>(this, 'tt-play', { card: card.id });
      return;
    }
    this.refuse(card.id, card.reason ?? '');
  }

  /** Shows and reports why `card` may not be chosen (`tt-refused`). */
  protected refuse(card: string, reason: string): void {
    this.message = reason;
    emit<HandRefusedDetail>(this, 'tt-refused', { card, reason });
  }
}

function signature(cards: readonly HandCard[] | undefined): string {
  return (cards ?? []).map((c) => `${c.id}${c.playable ? '+' : '-'}`).join(',');
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-hand': TtHand;
  }
  interface HTMLElementEventMap {
    'tt-play': CustomEvent<HandPlayDetail>;
    'tt-refused': CustomEvent<HandRefusedDetail>;
  }
}
