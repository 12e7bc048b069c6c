import { TrickTakersTable } from '../games/tricktakers/table.js';

if (!customElements.get('tricktakers-table')) customElements.define('tricktakers-table', TrickTakersTable);

declare global {
  interface HTMLElementTagNameMap {
    'tricktakers-table': TrickTakersTable;
  }
}
