import { YouSuckTable } from '../games/you-suck/table.js';

if (!customElements.get('you-suck-table')) customElements.define('you-suck-table', YouSuckTable);

declare global {
  interface HTMLElementTagNameMap {
    'you-suck-table': YouSuckTable;
  }
}
