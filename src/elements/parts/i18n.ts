/**
 * Localization: every visible string of every table lives in one message
 * table per locale: the shared English in src/elements/locales/en.ts, each
 * game's English beside the game (added by its table with
 * {@link addEnglish}), other locales registered with {@link registerLocale}.
 * A table's `lang` attribute picks the table; a missing locale falls back to
 * its base language (`"en-GB"` to `"en"`), and a missing key to English.
 */
import { en, type Messages } from '../locales/en.js';

/** Every message key (`MessageKey`, the keys of English) and a complete message table (`Messages`). */
export type { Messages, MessageKey } from '../locales/en.js';

/** English: the shared messages, and each game's once its table has added them. */
const ENGLISH = { ...en } as Messages;
/**
 * Each locale's messages. A registered locale's table has English as its
 * prototype, so a key it lacks (or a game's words added later) reads as
 * English.
 */
const LOCALES = new Map<string, Messages>([['en', ENGLISH]]);

/**
 * Adds (or replaces) the message table for `lang` (a BCP 47 tag, compared
 * case-insensitively). A key it lacks falls back to English. Tables already
 * on the page pick it up when their `lang` is next set.
 */
export function registerLocale(lang: string, messages: Partial<Messages>): void {
  LOCALES.set(lang.toLowerCase(), Object.setPrototypeOf({ ...messages }, ENGLISH));
}

/**
 * Adds a game's own English messages (its `<prefix>.<key>` keys,
 * src/games/<game>/messages.ts). Each table calls it when created (adding
 * the same words again changes nothing), so a page holds the words of the
 * games it shows and no others.
 */
export function addEnglish(messages: Readonly<Record<string, string>>): void {
  Object.assign(ENGLISH, messages);
}

/** The locale actually used for `lang`: itself, its base language, or `"en"`. */
export function resolveLocale(lang: string | null | undefined): string {
  const tag = (lang ?? '').toLowerCase();
  if (LOCALES.has(tag)) return tag;
  const base = tag.split('-')[0]!;
  return LOCALES.has(base) ? base : 'en';
}

/** The message table for `lang` (see {@link resolveLocale}); its missing keys read as English. */
export function messagesFor(lang: string | null | undefined): Messages {
  return LOCALES.get(resolveLocale(lang))!;
}

/**
 * Fills `{name}` placeholders of `template` from `params`. An unknown
 * placeholder is left as written, so a missing parameter is visible.
 * @example format('Seat {n}', { n: 2 }) // 'Seat 2'
 */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(params, key) ? String(params[key]) : whole,
  );
}

/** Joins names as a list in `lang`: "A, B and C". */
export function formatList(items: readonly string[], lang: string): string {
  try {
    return new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}
