/**
 * `<tt-picker>`: a row of choices, for every game's choosing steps (Can't
 * Win's tiles and bids, TrickTakers' characters, Instinct's bids). A
 * roving-tabindex group of buttons: one Tab stop, arrows / Home / End move,
 * Enter or Space picks. An option that cannot be picked is `aria-disabled`
 * and says why.
 */
import { LitElement, css, html, nothing } from 'lit';
import { emit } from './events.js';
import { RovingFocusController } from './roving.js';

/** One choice. */
export interface PickerOption {
  /** What `tt-pick` reports. */
  value: string;
  /** Visible text, e.g. "Revive Ban" or "3". */
  label: string;
  /** Accessible name when the visible text is not enough, e.g. "Bid 3". */
  ariaLabel?: string;
  /** A second visible line, e.g. "Can't win with pink". */
  detail?: string;
  disabled?: boolean;
  /** Why it is disabled. */
  reason?: string;
  /** The fair hint's choice (the table's `hint`): part `option-suggested`. */
  suggested?: boolean;
}

/** `tt-pick` detail. */
export interface PickDetail {
  value: string;
}

/**
 * @tagname tt-picker
 * @summary A group of choices (tiles, bids).
 * @fires tt-pick - an enabled option was picked; detail {@link PickDetail}
 * @csspart option - every option button
 * @csspart option-suggested - the option the table's fair hint suggests
 * @csspart option-disabled - an option that cannot be picked (`aria-disabled`)
 * @csspart options - the grid of options (a page may set its columns and gap)
 * @csspart label - the picker's heading
 * @csspart note - the line under the heading
 */
export class TtPicker extends LitElement {
  static override properties = {
    label: { type: String },
    note: { type: String },
    options: { attribute: false },
    compact: { type: Boolean },
  };

  static override styles = css`
    :host {
      display: block;
    }
    .label {
      display: block;
      font-weight: 700;
      margin-block-end: 2px;
    }
    .note {
      display: block;
      font-size: 0.9em;
      opacity: 0.9;
      margin-block-end: 6px;
    }
    .options {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5em), 1fr));
      gap: 6px;
    }
    :host([compact]) .options {
      grid-template-columns: repeat(auto-fill, minmax(44px, 1fr));
    }
    button {
      font: inherit;
      min-block-size: 44px;
      min-inline-size: 44px;
      padding: 4px 10px;
      border-radius: 10px;
      border: 2px solid var(--picker-border, rgb(255 255 255 / 0.7));
      background: var(--picker-bg, #fdfbf5);
      color: var(--picker-ink, #1d2b24);
      cursor: pointer;
      text-align: start;
      display: inline-flex;
      flex-direction: column;
      justify-content: center;
      box-shadow: 0 2px 4px rgb(0 0 0 / 0.25);
    }
    :host([compact]) button {
      text-align: center;
      align-items: center;
      font-weight: 700;
      font-size: 1.1em;
    }
    button:hover {
      background: var(--picker-hover, #fff3c4);
    }
    button:focus-visible {
      outline: 3px solid var(--focus-ring, #ffd54a);
      outline-offset: 2px;
    }
    button.suggested {
      outline: 3px dashed var(--hint-colour, #ffd54a);
      outline-offset: 2px;
    }
    button[aria-disabled='true'] {
      cursor: not-allowed;
      background: var(--picker-disabled-bg, #c9cfc9);
      color: var(--picker-disabled-ink, #3a443e);
      box-shadow: none;
    }
    button[aria-disabled='true'] .title {
      text-decoration: line-through;
    }
    .title {
      font-weight: 700;
    }
    .detail {
      font-size: 0.8em;
    }
  `;

  /** Heading, also the group's accessible name. */
  label = '';
  /** A line under the heading, e.g. "18 bid tokens left". */
  note = '';
  options: PickerOption[] = [];
  /** Square buttons with one centred label (numbers). */
  compact = false;
  private readonly roving = new RovingFocusController(this, () =>
    Array.from(this.renderRoot.querySelectorAll<HTMLElement>('button')),
  );

  /** Focuses the picker's current option (its Tab stop). */
  override focus(): void {
    this.roving.focusCurrent();
  }

  protected override willUpdate(): void {
    this.roving.settle(
      this.options.length,
      this.options.findIndex((o) => !o.disabled),
    );
  }

  protected override render() {
    return html`
      <span class="label" id="label" part="label">${this.label}</span>
      ${this.note ? html`<span class="note" part="note">${this.note}</span>` : nothing}
      <div class="options" part="options" role="toolbar" aria-labelledby="label" @keydown=${this.roving.onKeydown}>
        ${this.options.map(
          (o, i) => html`<button
            type="button"
            class=${o.suggested ? 'suggested' : nothing}
            part="option${o.suggested ? ' option-suggested' : ''}${o.disabled ? ' option-disabled' : ''}"
            data-value=${o.value}
            aria-label=${o.ariaLabel ?? nothing}
            aria-disabled=${o.disabled ? 'true' : 'false'}
            title=${o.disabled && o.reason ? o.reason : nothing}
            @focus=${() => this.roving.onFocusItem(i)}
            @click=${() => this.pick(o)}
          >
            <span class="title">${o.label}</span>
            ${o.detail ? html`<span class="detail">${o.detail}</span>` : nothing}
            ${o.disabled && o.reason ? html`<span class="detail">${o.reason}</span>` : nothing}
          </button>`,
        )}
      </div>
    `;
  }

  private pick(option: PickerOption): void {
    if (option.disabled) return;
    emit<PickDetail>(this, 'tt-pick', { value: option.value });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-picker': TtPicker;
  }
  interface HTMLElementEventMap {
    'tt-pick': CustomEvent<PickDetail>;
  }
}
