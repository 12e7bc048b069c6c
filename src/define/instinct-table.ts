import { InstinctTable } from '../games/instinct/table.js';

if (!customElements.get('instinct-table')) customElements.define('instinct-table', InstinctTable);

declare global {
  interface HTMLElementTagNameMap {
    'instinct-table': InstinctTable;
  }
}
