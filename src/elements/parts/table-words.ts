/**
 * `TableWords`: a table's words, the base of {@link TableBase}. Its
 * language (the `lang` attribute, else the nearest ancestor's `lang`, across
 * shadow roots, re-read when any of them changes), the shipped messages of
 * that language imported on demand (./i18n.ts, `loadLocale`), and the
 * messages themselves, formatted (`t`, `gameText`, `list`).
 */
import { LitElement, type PropertyValues } from 'lit';
import {
  addEnglish,
  format,
  formatList,
  loadLocale,
  messagesFor,
  registerLocale,
  resolveLocale,
  type LocaleModule,
  type MessageArgs,
  type MessageKey,
  type Messages,
} from './i18n.js';

/** The nearest `lang` attribute at or above `node`, through shadow roots to their hosts; `''` when none. */
export function inheritedLang(node: Node): string {
  for (let n: Node | null = node; n; n = n instanceof ShadowRoot ? n.host : n.parentNode)
    if (n instanceof Element && n.hasAttribute('lang')) return n.getAttribute('lang')!;
  return '';
}

export abstract class TableWords extends LitElement {
  static override properties = { lang: { type: String } };

  /**
   * The prefix of the game's own message keys, e.g. `'cw'`. A game's
   * `<prefix>.<key>` overrides the shared `<key>` where {@link gameText} is
   * used (e.g. `cw.reason.wrong-stage` over `reason.wrong-stage`).
   */
  static messagePrefix = '';
  /** The game's own messages in English (`<prefix>.<key>`, src/games/<game>/messages.ts); added to English when a table is created. */
  static messages: Readonly<Record<string, string>> = {};
  /** The game's messages in other languages, each imported when a table needs it: `{ ja: () => import('./messages-ja.js') }`. */
  static locales: Readonly<Record<string, LocaleModule>> = {};

  /**
   * Adds a language for every table on the page:
   * `customElements.get('cant-win-table').registerLocale('de', { 'hand.label': 'Deine Hand', … })`.
   * Keys left out stay English. Then `<cant-win-table lang="de">`.
   */
  static registerLocale(lang: string, messages: Partial<Messages>): void {
    registerLocale(lang, messages);
  }

  /** Language of the table's text (`lang` attribute); empty: the nearest ancestor's `lang`, else English. */
  override lang = '';

  /** The language in use: `lang`, else the nearest ancestor's. */
  private langInUse = '';
  /** Watches the `lang` attributes of the documents and shadow roots the table is in. */
  private langWatch?: MutationObserver;

  constructor() {
    super();
    addEnglish(this.wordsClass.messages);
    this.addController({ hostConnected: () => this.watchLang(), hostDisconnected: () => this.langWatch?.disconnect() });
  }

  private get wordsClass(): typeof TableWords {
    return this.constructor as typeof TableWords;
  }

  /** Reads the language in use, and again whenever a `lang` changes in the documents and shadow roots the table is in. */
  private watchLang(): void {
    this.langWatch = new MutationObserver(() => this.readLang());
    for (let root = this.getRootNode(); ; root = (root as ShadowRoot).host.getRootNode()) {
      this.langWatch.observe(root, { attributes: true, attributeFilter: ['lang'], subtree: true });
      if (!(root instanceof ShadowRoot)) break;
    }
    this.readLang();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('lang')) this.readLang();
  }

  /** Takes the language in use again, and imports its shipped messages when they are not on the page yet. */
  private readLang(): void {
    const lang = this.lang || (this.parentNode ? inheritedLang(this.parentNode) : '');
    if (lang === this.langInUse) return;
    this.langInUse = lang;
    this.requestUpdate();
    void loadLocale(lang, this.wordsClass.locales).then((loaded) => {
      if (loaded && this.langInUse === lang) this.requestUpdate();
    });
  }

  /** The message table in use. */
  protected get messages(): Messages {
    return messagesFor(this.langInUse);
  }

  /** The locale in use, e.g. `"en"`. */
  protected get locale(): string {
    return resolveLocale(this.langInUse);
  }

  /**
   * The localized message `key`, with its arguments formatted (./i18n.ts, `format`). A key whose
   * words have not arrived (a part loaded on demand, ./on-demand.ts) reads as the key itself.
   */
  protected t(key: MessageKey, args?: MessageArgs): string {
    return format((this.messages[key] as string | undefined) ?? key, args, this.locale);
  }

  /**
   * The game's own message `<prefix>.<key>` when the locale has it, else the
   * shared `<key>`: e.g. a rule error's reason, `gameText('reason.must-follow')`.
   */
  protected gameText(key: string, args?: MessageArgs): string {
    const own = `${this.wordsClass.messagePrefix}.${key}`;
    return this.t((own in this.messages ? own : key) as MessageKey, args);
  }

  /** Names as a list: "Seat 1, Seat 2 and You". */
  protected list(items: readonly string[]): string {
    return formatList(items, this.locale);
  }
}
