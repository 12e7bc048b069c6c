/**
 * Instinct's own styles: the five suits and the trump cards (each hue with
 * the ink drawn on it, checked for WCAG contrast: at least 4.5:1), and the
 * bid total. The shared layout is in parts/table.styles.ts.
 *
 * - White cards get a grey border (`--suit-white-edge`), so they stand
 *   apart from the cream card border and the felt.
 * - Trump cards are deep purple with gold stripes, a crown and a "TRUMP"
 *   band: unlike any suit card at a glance (the band is their name).
 */
import { css } from 'lit';
import { cardStyles } from '../../elements/parts/card.js';
import { compactStyles } from '../../elements/parts/compact.styles.js';
import { tableStyles } from '../../elements/parts/table.styles.js';

/** `<instinct-table>`'s styles: the shared layout and card styles, then Instinct's own. */
export const instinctStyles = [
  tableStyles,
  cardStyles,
  compactStyles(css),
  css`
    :host {
      --suit-black: #24242c;
      --suit-black-ink: #ffffff;
      --suit-blue: #1f5fbf;
      --suit-blue-ink: #ffffff;
      --suit-green: #1f7a38;
      --suit-green-ink: #ffffff;
      --suit-red: #c62828;
      --suit-red-ink: #ffffff;
      --suit-white: #f7f5ee;
      --suit-white-ink: #2a2a2a;
      --suit-white-edge: #7d848c;
      --suit-trump: #4b1f7a;
      --suit-trump-ink: #ffd54a;
      --suit-trump-edge: #d9ab2b;
      --suit-trump-pattern: repeating-linear-gradient(
        135deg,
        rgb(255 213 74 / 0.3) 0 3px,
        transparent 3px 9px
      );
      /* A game to 100 points runs to many rounds: the sheet scrolls. */
      --sheet-max-height: 30em;
    }
    .bid-total[data-table='overbid'] strong {
      color: var(--overbid-ink, #ffb4a8);
    }
    .bid-total[data-table='underbid'] strong {
      color: var(--underbid-ink, #a8e6ff);
    }
    .bid-total[data-table='exact'] strong {
      color: var(--turn-ink, #ffe066);
    }
    .middle-note {
      font-size: 0.85em;
      opacity: 0.9;
    }
  `,
];
