import type { Messages } from './en.js';

/**
 * Japanese: the shared messages (each game's are in its folder,
 * src/games/<game>/messages-ja.ts). Imported only by a table whose language
 * is `ja` (src/elements/parts/i18n.ts, `loadLocale`); a key left out reads
 * as English. A placeholder of the loader: the full translation is w13-ja's.
 */
const ja: Partial<Messages> = {
  'seat.you': 'あなた',
  'seat.name': '席{n}',
  'hand.label': 'あなたの手札',
};

export default ja;
