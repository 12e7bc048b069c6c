/**
 * TrickTakers' own styles: the four colours, the Rares, White Flags and the
 * Berserker card (each hue with the ink drawn on it, checked for WCAG
 * contrast: at least 4.5:1), the character cards, the Kakumei marker and
 * box. The shared layout is in parts/table.styles.ts.
 *
 * - Rares are dark gold with a star and a "RARE" band; White Flags cream
 *   with a grey border, a flag and a "FLAG" band; the Berserker card deep
 *   red with a gold border and a flame: unlike any number card at a glance.
 * - A Kakumei trick is headed by a gold-edged marker; the Kakumei card
 *   carries a "Kakumei" note (the token, TT-4). The marker's, the Kakumei
 *   box's, the setup notes', the folded character cards' and those barred
 *   or used (from round 2 on) come with the play view (./play-view.ts).
 */
import { css } from 'lit';
import { cardStyles } from '../../elements/parts/card.js';
import { tableStyles } from '../../elements/parts/table.styles.js';

/** `<tricktakers-table>`'s styles: the shared layout and card styles, then TrickTakers' own. */
export const trickTakersStyles = [
  tableStyles,
  cardStyles,
  css`
    :host {
      --suit-red: #c62828;
      --suit-red-ink: #ffffff;
      --suit-blue: #1f5fbf;
      --suit-blue-ink: #ffffff;
      --suit-green: #1f7a38;
      --suit-green-ink: #ffffff;
      --suit-black: #24242c;
      --suit-black-ink: #ffffff;
      --suit-rare: #7a5a00;
      --suit-rare-ink: #ffffff;
      --suit-rare-edge: #d9ab2b;
      --suit-flag: #f7f5ee;
      --suit-flag-ink: #2a2a2a;
      --suit-flag-edge: #7d848c;
      --suit-berserker: #5b1010;
      --suit-berserker-ink: #ffffff;
      --suit-berserker-edge: #e0a030;
      --kakumei-ink: #ffd54a;
    }
    /* The score sheet's five-round, five-seat table scrolls inside the side column instead of widening it. */
    .side {
      grid-template-columns: minmax(0, 1fr);
    }
    .play-area {
      display: grid;
      gap: 8px;
      align-content: start;
    }
    .characters {
      display: grid;
      gap: 6px;
    }
    .char-list {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 6px;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 17em), 1fr));
    }
    /* On a phone, a row to swipe (issue 22): the table keeps about its height in play. */
    @container (max-width: 520px) {
      .char-list {
        grid: auto / auto-flow 85%;
        overflow-x: auto;
      }
    }
    .char-card {
      padding: 6px 8px;
      border-radius: 10px;
      background: var(--sheet-bg, #fdfbf5);
      color: #1d2b24;
      font-size: 0.85em;
      display: grid;
      gap: 3px;
      align-content: start;
      /* The paragraphs keep to the card's width; a table too wide for it scrolls. */
      grid-template-columns: minmax(0, 1fr);
      min-inline-size: 0;
      overflow-x: auto;
    }
    .char-card[data-status='taken'] {
      background: #c9cfc9;
      color: #2c3530;
    }
    .char-card[data-status='yours'] {
      box-shadow: 0 0 0 3px var(--turn-ink, #ffe066);
    }
    .char-name {
      margin: 0;
      font-size: 1.05em;
      display: flex;
      flex-wrap: wrap;
      justify-content: space-between;
      gap: 0 8px;
    }
    .char-status {
      font-weight: 400;
      font-style: italic;
    }
    .char-table {
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
      font-size: 0.92em;
      inline-size: 100%;
    }
    .char-table th {
      text-align: start;
      font-weight: 600;
      padding-inline-end: 4px;
      inline-size: 1%;
      line-height: 1.15;
      /* Japanese labels (的中, 得点) break between words only, not after every character. */
      word-break: keep-all;
    }
    .char-table td {
      text-align: center;
      padding: 0 1px;
      border-inline-start: 1px solid #b9c0b9;
      white-space: nowrap;
    }
    .char-line,
    .char-note {
      margin: 0;
    }
    .char-win {
      font-weight: 600;
    }
  `,
];
