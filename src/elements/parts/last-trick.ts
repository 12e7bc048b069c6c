/**
 * The last-trick peek, for every table (issue 13): a button, the `L` key or
 * a tap on the trick area opens the last completed trick at any time (this
 * round's or the round before's); Escape, the button or `L` again closes
 * it. It reads the game's descriptor (`lastTrick`), so it needs nothing
 * game-specific, and it is apart from `review` (the whole round's tricks).
 * The button is on the first screen; the panel with the trick is drawn by
 * ./later.ts, loaded on demand (issue 20).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TrickLine } from '../../games/common/descriptor.js';
import type { CardFace } from './card.js';

/** What the peek needs of its table. */
export interface PeekWords {
  /** The button's text, the panel's heading (with the winner) and the badges. */
  button: string;
  title(winner: string): string;
  lead: string;
  won: string;
  seatName(seat: string): string;
  /** A card's face; `note` is the play's note in the game's {@link TrickLine} (Can't Win: `"sideways"`, CW-7). */
  face(card: string, note?: string): CardFace;
}

/** True when `e` asks to open or close the peek: `L` (no modifier, not typed into a field). */
export function isPeekKey(e: KeyboardEvent): boolean {
  const typing = e.composedPath().some((t) => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement);
  return !typing && !e.ctrlKey && !e.metaKey && !e.altKey && (e.key === 'l' || e.key === 'L');
}

/**
 * The peek button (disabled, and hidden by the table's styles with its room
 * kept, before the first trick) and, while `open`, the
 * panel with the last trick (`panel`: ./later.ts `lastTrickPanel`,
 * nothing until it has arrived); announced through `aria-live`.
 */
export function renderPeek(
  line: TrickLine | null,
  open: boolean,
  words: PeekWords,
  toggle: () => void,
  panel: ((line: TrickLine, words: PeekWords) => TemplateResult) | undefined,
): TemplateResult {
  return html`<div class="peek" part="peek">
    <button
      type="button"
      class="peek-button"
      part="peek-button"
      aria-expanded=${open && line ? 'true' : 'false'}
      aria-keyshortcuts="L"
      ?disabled=${!line}
      @click=${toggle}
    >
      ${words.button}
    </button>
    <div class="peek-live" aria-live="polite">
      ${open && line && panel ? panel(line, words) : nothing}
    </div>
  </div>`;
}
