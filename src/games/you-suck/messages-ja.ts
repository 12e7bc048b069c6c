import type { Messages } from '../../elements/locales/en.js';

/**
 * You Suck's own words in Japanese (the `ys.` keys), imported only by a table
 * whose language is `ja` (the table's `static locales`). A key left out
 * reads as English. A placeholder of the loader: the full translation is w13-ja's.
 */
const ja: Partial<Messages> = {
  'ys.title': 'ユー・サック',
};

export default ja;
