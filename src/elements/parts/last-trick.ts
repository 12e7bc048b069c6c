/**
 * The last-trick peek, for every table (issue 13): a button, the `L` key or
 * a tap on the trick area opens the last completed trick at any time (this
 * round's or the round before's); Escape, the button or `L` again closes
 * it. It reads the game's descriptor (`lastTrick`), so it needs nothing
 * game-specific, and it is apart from `review` (the whole round's tricks).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TrickLine } from '../../games/common/descriptor.js';
import type { CardFace } from './card.js';
import type { TrickSlot } from './trick.js';

/** What the peek needs of its table. */
export interface PeekWords {
  /** The button's text, the panel's heading (with the winner) and the badges. */
  button: string;
  title(winner: string): string;
  lead: string;
  won: string;
  seatName(seat: string): string;
  face(card: string): CardFace;
}

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

/** True when `e` asks to open or close the peek: `L` (no modifier, not typed into a field). */
export function isPeekKey(e: KeyboardEvent): boolean {
  const typing = e.composedPath().some((t) => t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement);
  return !typing && !e.ctrlKey && !e.metaKey && !e.altKey && (e.key === 'l' || e.key === 'L');
}

/**
 * The peek button (disabled before the first trick) and, while `open`, the
 * panel with the last trick; announced through `aria-live`.
 */
export function renderPeek(
  line: TrickLine | null,
  open: boolean,
  words: PeekWords,
  toggle: () => void,
): TemplateResult {
  const title = line?.winner ? words.title(words.seatName(line.winner)) : '';
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
      ${
        open && line
          ? html`<section class="peek-panel" part="last-trick" aria-label=${title}>
              <p class="peek-title">${title}</p>
              <tt-trick
                layout="row"
                exportparts="card"
                .label=${title}
                .plays=${lineSlots(line, words)}
                .leadText=${words.lead}
                .winnerText=${words.won}
              ></tt-trick>
            </section>`
          : nothing
      }
    </div>
  </div>`;
}
