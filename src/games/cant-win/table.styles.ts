/**
 * Can't Win's own styles: the suit colours (with the ink drawn on them,
 * both checked for WCAG contrast), the tile badges, and the free tiles and
 * bid tokens in the middle of the table. The shared layout is in
 * parts/table.styles.ts.
 */
import { css } from 'lit';
import { cardStyles } from '../../elements/parts/card.js';
import { compactStyles } from '../../elements/parts/compact.styles.js';
import { tableStyles } from '../../elements/parts/table.styles.js';

/** `<cant-win-table>`'s styles: the shared layout and card styles, then Can't Win's own. */
export const cantWinStyles = [
  tableStyles,
  cardStyles,
  compactStyles(css),
  css`
    :host {
      --suit-turquoise: #0a7c7e;
      --suit-turquoise-ink: #ffffff;
      --suit-pink: #c2185b;
      --suit-pink-ink: #ffffff;
      --suit-purple: #6a3fb5;
      --suit-purple-ink: #ffffff;
      --suit-yellow: #f2c230;
      --suit-yellow-ink: #3b2a00;
    }
    .tile {
      flex-wrap: wrap;
      gap: 3px;
    }
    .tile .symbol {
      inline-size: 1em;
      block-size: 1em;
    }
    .tile .parity {
      font-size: 0.75em;
      font-weight: 800;
      padding: 0 3px;
      border-radius: 4px;
      background: rgb(255 255 255 / 0.85);
      color: #1d2b24;
    }
    @container (max-width: 520px) {
      /* The tile names itself: its badge in a seat needs no label, and the tile picker is smaller (issue 22). */
      .seat-stats div:has(.tile) dt {
        display: none;
      }
      /* A tile's name whole in Japanese (経験値なし, not 経験値な/し): it wraps only where its words end. */
      .tile {
        flex-wrap: nowrap;
        word-break: keep-all;
      }
      tt-picker[data-pick='tile'] {
        font-size: 0.85em;
      }
      /* The five tiles in two rows of three: the tile and bid pickers keep a trick's room in every round. Their
         words whole in Japanese (ピンクでは/勝てない, not 勝てな/い: the words mark where a line may break). */
      tt-picker[data-pick='tile']::part(options) {
        grid-template-columns: repeat(3, 1fr);
      }
      tt-picker[data-pick='tile']::part(option) {
        word-break: keep-all;
      }
    }
    .middle-tiles {
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 6px;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .middle-tiles li {
      padding: 4px 9px;
      border-radius: 8px;
      background: var(--tile-bg, #fdfbf5);
      color: var(--tile-ink, #1d2b24);
      font-weight: 700;
      font-size: 0.9em;
      box-shadow: 0 2px 4px rgb(0 0 0 / 0.35);
    }
    .tokens {
      display: inline-flex;
      align-items: center;
      gap: 8px;
    }
    .token-pile {
      inline-size: 22px;
      block-size: 22px;
      border-radius: 50%;
      background: radial-gradient(circle at 35% 35%, #ffe9a8, #d4a017 70%);
      box-shadow:
        0 3px 0 #a67c00,
        0 6px 0 #8a6700,
        0 7px 3px rgb(0 0 0 / 0.4);
      translate: 0 -3px;
    }
  `,
];
