/**
 * You Suck's own styles: the four colours, the Zeros and the Multicolors
 * (each hue with the ink drawn on it, checked for WCAG contrast: at least
 * 4.5:1), the seven Ticks as targets, the picked card, and the scoring
 * table. The shared layout is in parts/table.styles.ts.
 *
 * - Zeros are grey with a ring; Multicolors are dark with a band of the
 *   four colours and a star: unlike any suited card at a glance.
 * - While a card is picked, the Ticks that take it are outlined and the
 *   others dimmed (those styles, the Ticks as buttons, a completed Tick,
 *   the refusal's colour and the cards on the Ticks' come with the play
 *   view, ./play-view.ts).
 */
import { css } from 'lit';
import { cardStyles } from '../../elements/parts/card.js';
import { tableStyles } from '../../elements/parts/table.styles.js';

/** `<you-suck-table>`'s styles: the shared layout and card styles, then You Suck's own. */
export const youSuckStyles = [
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
      --suit-yellow: #f2c230;
      --suit-yellow-ink: #3b2a00;
      --suit-zero: #5f6670;
      --suit-zero-ink: #ffffff;
      --suit-multi: #2f2a3d;
      --suit-multi-ink: #ffffff;
      --suit-multi-pattern: linear-gradient(90deg, #e53935 0 25%, #1e88e5 25% 50%, #43a047 50% 75%, #fdd835 75%) bottom /
        100% 16% no-repeat;
      --tick-card-width: 32px;
    }
    /* The Ticks are as tall as they need: no room kept for a trick of cards. */
    .center {
      min-block-size: 0;
    }
    .ticks {
      display: grid;
      gap: 4px;
      align-content: start;
    }
    .ticks-top {
      display: flex;
      flex-wrap: wrap;
      gap: 0 12px;
      align-items: baseline;
    }
    .ticks-title {
      margin: 0;
      font-size: 1em;
    }
    .ticks-when {
      margin: 0;
      font-size: 0.85em;
    }
    .ticks-hint,
    .tick-reason {
      margin: 0;
      font-weight: 600;
    }
    .ticks-hint:empty,
    .tick-reason:empty {
      display: none;
    }
    /* Four columns: the seven Ticks in two rows. */
    .tick-list {
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: 6px;
    }
    .tick {
      --card-width: var(--tick-card-width);
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-inline-size: 0;
      min-block-size: 44px;
      box-sizing: border-box;
      margin: 0;
      padding: 4px 6px;
      border-radius: 10px;
      border: 2px solid transparent;
      background: rgb(0 0 0 / 0.25);
      text-align: start;
    }
    .tick-text {
      display: flex;
      flex-direction: column;
    }
    .tick-head {
      display: flex;
      flex-wrap: wrap;
      gap: 0 4px;
      align-items: baseline;
    }
    .tick-name {
      font-weight: 800;
      font-size: 0.88em;
    }
    /* How many more it needs, or who took it: a small badge. */
    .tick-state {
      padding: 0 6px;
      border-radius: 8px;
      background: rgb(0 0 0 / 0.35);
      margin-inline-start: auto;
      font-size: 0.7em;
      font-weight: 700;
      white-space: nowrap;
    }
    .tick-info {
      display: flex;
      flex-wrap: wrap;
      gap: 0 8px;
      align-items: center;
      font-size: 0.78em;
      opacity: 0.92;
    }
    .tick-about {
      font-weight: 600;
    }
    .vh {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .scoring {
      padding: 8px;
      border-radius: 10px;
      background: rgb(0 0 0 / 0.3);
      font-size: 0.9em;
    }
    .scoring table {
      border-collapse: collapse;
      font-variant-numeric: tabular-nums;
    }
    .scoring th,
    .scoring td {
      padding: 2px 6px;
      text-align: center;
    }
    .scoring th {
      text-align: start;
      font-weight: 600;
    }
    .scoring td.mine {
      background: var(--turn-ink, #ffe066);
      color: #2b2300;
      font-weight: 800;
    }
    .scoring p {
      margin: 4px 0 0;
    }
    @container (max-width: 520px) {
      /* On a phone your choice (a power, a bid) comes first on the felt, then the Ticks, two to a row. */
      .felt > .choices {
        order: -1;
      }
      .tick-list {
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: 4px;
      }
      .tick {
        --tick-card-width: 28px;
        padding: 3px 4px;
      }
      .tick-info {
        gap: 0 4px;
      }
      /* The first prompt fits before the play view's phone styles arrive (issue 22): no scoring words, no peek button yet. */
      .scoring p,
      .peek:has(> :disabled) {
        display: none;
      }
    }
  `,
];
