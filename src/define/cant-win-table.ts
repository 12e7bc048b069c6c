import { CantWinTable } from '../games/cant-win/table.js';

if (!customElements.get('cant-win-table')) customElements.define('cant-win-table', CantWinTable);

declare global {
  interface HTMLElementTagNameMap {
    'cant-win-table': CantWinTable;
  }
}
