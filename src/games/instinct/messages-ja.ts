import type { Messages } from '../../elements/locales/en.js';

/**
 * Instinct's own words in Japanese (the `in.` keys), imported only by a table
 * whose language is `ja` (the table's `static locales`). A key left out
 * reads as English. A placeholder of the loader: the full translation is w13-ja's.
 */
const ja: Partial<Messages> = {
  'in.title': 'インスティンクト',
};

export default ja;
