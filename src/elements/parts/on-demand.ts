/**
 * Parts loaded on demand (issue 20): what a table's first screen does not
 * show (the round summary, the last-trick panel, the fair hint, the score
 * sheet, a game's later stages and their words) is a module of its own,
 * outside the first load, imported once per page: when a table first
 * renders it, or earlier, when the game nears the moment it is needed
 * (`load`). Until it arrives, the table renders a placeholder that keeps
 * its space (an element part not yet defined keeps its box through the
 * table's `:not(:defined)` styles), and every table that rendered without
 * it renders again when it arrives.
 *
 * A part's module may export `elements` (tag → class: each is defined with
 * {@link defineOnce} on arrival, and the element already on the page
 * upgrades in place), `words` (English messages, added with
 * {@link addEnglish}; other locales have every key already) and `styles`
 * (the table's own styles for what the part draws: adopted into a table's
 * shadow root, after its own, when the table first renders the part).
 *
 * Bots wait for every part requested so far before they move
 * ({@link partsSettled}, in ./table-controller.ts): a game the bots play
 * on never runs ahead of its view, e.g. the round summary a table asks for
 * at a round's first trick is there when a bot ends the round.
 */
import { adoptStyles, supportsAdoptingStyleSheets, type CSSResult, type ReactiveControllerHost } from 'lit';
import { defineOnce } from './define.js';
import { addEnglish } from './i18n.js';

/** What a part's module may carry besides its functions: elements to define, English words to add. */
export interface PartModule {
  elements?: Readonly<Record<string, CustomElementConstructor>>;
  words?: Readonly<Record<string, string>>;
  styles?: CSSResult;
}

/** The part styles each shadow root has adopted. */
const adopted = new WeakMap<ShadowRoot, Set<CSSResult>>();

/** Adds `styles` to the shadow root of `host` (a table), once, after the styles it has. */
export function adoptOnce(host: ReactiveControllerHost, styles: CSSResult): void {
  const root = (host as { renderRoot?: unknown }).renderRoot;
  if (!(root instanceof ShadowRoot)) return;
  const done = adopted.get(root) ?? new Set();
  if (done.has(styles)) return;
  adopted.set(root, done.add(styles));
  // Without constructable style sheets, Lit's own fallback: a <style> after the table's.
  adoptStyles(root, supportsAdoptingStyleSheets ? [...root.adoptedStyleSheets, styles] : [styles]);
}

/** The imports requested and not yet settled, on this page. */
const inFlight = new Set<Promise<unknown>>();

/**
 * Resolves once every part requested so far has arrived or failed (never
 * rejects). The table controller awaits it before a bot's move.
 */
export async function partsSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

/**
 * One part loaded on demand: `import()` of its module, once per page (again
 * after a failed import). See the file's comment.
 */
export class OnDemand<M extends PartModule> {
  #module: M | undefined;
  #loading: Promise<M> | null = null;
  /** Tables that rendered without the part: each renders again when it arrives. */
  readonly #waiting = new Set<ReactiveControllerHost>();

  constructor(private readonly importer: () => Promise<M>) {}

  /** The part's module once it has arrived, else `undefined` (nothing is requested). */
  get module(): M | undefined {
    return this.#module;
  }

  /**
   * Requests the part (a prefetch: nothing waits for it to render); the
   * same promise for every call until it settles.
   * @returns the module (rejects when the import failed; the next call tries again)
   */
  load(): Promise<M> {
    if (this.#loading) return this.#loading;
    const loading = this.importer().then(
      (m) => {
        if (m.words) addEnglish(m.words);
        for (const [tag, ctor] of Object.entries(m.elements ?? {})) defineOnce(tag, ctor);
        this.#module = m;
        for (const host of this.#waiting) host.requestUpdate();
        this.#waiting.clear();
        return m;
      },
      (e: unknown) => {
        this.#loading = null;
        throw e;
      },
    );
    this.#loading = loading;
    inFlight.add(loading);
    void loading.catch(() => undefined).finally(() => inFlight.delete(loading));
    return loading;
  }

  /**
   * The part for `host`'s render: its module (its `styles` adopted by `host`),
   * or `undefined` until it arrives; then it is requested, and `host`
   * renders again when it does.
   */
  for(host: ReactiveControllerHost): M | undefined {
    const m = this.#module;
    if (m) {
      if (m.styles) adoptOnce(host, m.styles);
      return m;
    }
    this.#waiting.add(host);
    this.load().catch(() => undefined);
    return undefined;
  }
}
