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
 * Adds messages to the table for `lang` (a BCP 47 tag, compared
 * case-insensitively): a locale's shared table and each game's are added
 * one by one. A key it lacks falls back to English. Tables already on the
 * page pick it up when they next render.
 */
export function registerLocale(lang: string, messages: Partial<Messages>): void {
  const tag = lang.toLowerCase();
  LOCALES.set(tag, Object.assign(LOCALES.get(tag) ?? Object.create(ENGLISH), messages));
}

/** A locale's messages, imported on demand: a module whose default export is its table. */
export type LocaleModule = () => Promise<{ default: Partial<Messages> }>;

/**
 * The locales the project ships besides English, imported only when a
 * table is in that language: an English page never downloads them.
 */
const SHIPPED: Record<string, LocaleModule> = {
  ja: () => import('../locales/ja.js'),
};

/** Locale modules imported (or being imported), so each is imported once per page. */
const LOADED = new Map<LocaleModule, Promise<void>>();

/**
 * Imports and registers the shipped messages of `lang`'s base language: the
 * shared table and `game`'s (the table's `static locales`), each once per
 * page. Resolves at once for English and for a language the project does
 * not ship (a page's `registerLocale` may still add it).
 * @returns whether it imported anything (the table then renders again)
 */
export async function loadLocale(lang: string, game: Readonly<Record<string, LocaleModule>> = {}): Promise<boolean> {
  const base = lang.toLowerCase().split('-')[0]!;
  const modules = [SHIPPED[base], game[base]].filter(Boolean) as LocaleModule[];
  for (const m of modules)
    if (!LOADED.has(m))
      LOADED.set(
        m,
        m().then(
          (mod) => registerLocale(base, mod.default),
          () => void LOADED.delete(m),
        ),
      );
  await Promise.all(modules.map((m) => LOADED.get(m)));
  return modules.length > 0;
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

/** A parsed message: text, `#` (the plural's number, `0`), and arguments. */
type Part = string | 0 | Arg;
/** `{name}`, `{name, number}`, `{name, plural, …}` or `{name, select, …}`. */
interface Arg {
  name: string;
  type?: string;
  options?: Record<string, Part[]>;
}

/**
 * Parses `message`, the ICU MessageFormat subset the tables use: `{name}`,
 * `{n, number}`, `{n, plural, =0 {…} one {# card} other {# cards}}` (`#` is
 * the number) and `{who, select, you {…} other {…}}`; `plural` and `select`
 * need an `other`. No apostrophe quoting: `{`, `}` and (in a plural) `#`
 * are always syntax, so "Can't" needs no escape.
 * @returns the message's parts
 * @throws SyntaxError naming the position, for a message that does not parse
 */
export function parseMessage(message: string): Part[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new SyntaxError(`${what} at ${i} in "${message}"`);
  };
  const space = () => {
    while (/\s/.test(message[i] ?? '')) i++;
  };
  const word = (): string => {
    space();
    const m = /^[^\s,{}]+/.exec(message.slice(i)) ?? fail('expected a name');
    i += m[0].length;
    space();
    return m[0];
  };
  const expect = (c: string) => (message[i++] === c ? undefined : fail(`expected "${c}"`));
  const text = (plural: boolean): Part[] => {
    const parts: Part[] = [];
    while (i < message.length && message[i] !== '}') {
      const c = message[i++]!;
      if (c === '{') parts.push(arg(plural));
      else if (c === '#' && plural) parts.push(0);
      else if (typeof parts[parts.length - 1] === 'string') parts[parts.length - 1] += c;
      else parts.push(c);
    }
    return parts;
  };
  const arg = (plural: boolean): Arg => {
    const name = word();
    if (message[i] === '}') return (i++, { name });
    expect(',');
    const type = word();
    if (type === 'number') return (expect('}'), { name, type });
    if (type !== 'plural' && type !== 'select') fail(`unknown type "${type}"`);
    expect(',');
    const options: Record<string, Part[]> = {};
    for (space(); message[i] !== '}'; space()) {
      const key = word();
      expect('{');
      options[key] = text(plural || type === 'plural');
      expect('}');
    }
    i++;
    return options.other ? { name, type, options } : fail('no "other" option');
  };
  const parts = text(false);
  return i < message.length ? fail('unmatched "}"') : parts;
}

/** Parsed messages, by text. */
const PARSED = new Map<string, Part[]>();
/** `Intl` formatters, by kind and locale. */
const INTL = new Map<string, Intl.NumberFormat | Intl.PluralRules>();

function intl<T extends Intl.NumberFormat | Intl.PluralRules>(kind: new (lang: string) => T, lang: string): T {
  const key = `${kind.name}/${lang}`;
  let f = INTL.get(key);
  if (!f) INTL.set(key, (f = new kind(lang)));
  return f as T;
}

/** Message arguments: names and numbers, and `who: 'you' | 'other'` for persons. */
export type MessageArgs = Record<string, string | number>;

function render(parts: readonly Part[], args: MessageArgs, lang: string, hash: number): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p;
    else if (p === 0) out += intl(Intl.NumberFormat, lang).format(hash);
    else if (!Object.prototype.hasOwnProperty.call(args, p.name)) out += `{${p.name}}`;
    else {
      const v = args[p.name]!;
      const o = p.options;
      if (!o) out += typeof v === 'number' || p.type ? intl(Intl.NumberFormat, lang).format(Number(v)) : v;
      else {
        const n = Number(v);
        const key = p.type === 'plural' ? (o[`=${n}`] ? `=${n}` : intl(Intl.PluralRules, lang).select(n)) : String(v);
        out += render(o[key] ?? o.other!, args, lang, p.type === 'plural' ? n : hash);
      }
    }
  }
  return out;
}

/**
 * Formats `message` (see {@link parseMessage}) in `lang`: numbers through
 * `Intl.NumberFormat`, plural categories through `Intl.PluralRules`. An
 * argument missing from `args` is left as written, so it is visible.
 * @example format('{n, plural, one {# card} other {# cards}}', { n: 2 }) // '2 cards'
 * @throws SyntaxError for a message that does not parse (the locale test parses every message)
 */
export function format(message: string, args: MessageArgs = {}, lang = 'en'): string {
  let parts = PARSED.get(message);
  if (!parts) PARSED.set(message, (parts = parseMessage(message)));
  return render(parts, args, lang, 0);
}

/** The argument names of `message`, sorted: what every locale's translation of it must use. */
export function argNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (parts: readonly Part[]): void => {
    for (const p of parts)
      if (typeof p === 'object') {
        names.add(p.name);
        Object.values(p.options ?? {}).forEach(walk);
      }
  };
  walk(parseMessage(message));
  return [...names].sort();
}

/** Joins names as a list in `lang`: "A, B and C" (`type` `'disjunction'`: "A, B or C"). */
export function formatList(
  items: readonly string[],
  lang: string,
  type: 'conjunction' | 'disjunction' = 'conjunction',
): string {
  try {
    return new Intl.ListFormat(lang, { style: 'long', type }).format(items);
  } catch {
    return items.join(', ');
  }
}
