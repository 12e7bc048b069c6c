/**
 * The fair hint on a table (issue 13, src/bots/hint.ts): with the `hint`
 * attribute, on each of the human's turns the table asks its bot runner
 * (the worker) for the move `ismcts` would make from the human seat's view,
 * shows it in a polite live region (part `hint`), and marks the suggested
 * card (part `card-suggested`) or picker option (part `option-suggested`).
 * Nothing is asked, and nothing shown, when it is not the human's turn.
 * Loaded on demand (./on-demand.ts, issue 20) while a table has `hint`,
 * with its English words (../locales/en-hint.ts).
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { Hint } from '../../bots/hint.js';
import type { ChosenMove } from '../../bots/types.js';
import type { HandCard } from './hand.js';
import type { TableElement } from './table-element.js';
import type { MessageKey } from './i18n.js';
import type { PickerOption } from './picker.js';

export { enHint as words } from '../locales/en-hint.js';

/** What the {@link HintController} needs of its table. */
export interface HintSource {
  /** The `hint` attribute. */
  on(): boolean;
  /** The view now shown (a new object each state), or `null`. */
  view(): object | null;
  /** True when the human may move in `view`, the shown state. */
  wanted(view: object): boolean;
  /** Asks for the hint of the shown state (the bot runner's `hint`). */
  ask(): Promise<Hint>;
}

/**
 * Keeps one hint, for the state it was asked in: asks (once per state) after
 * an update that shows the human's turn with `hint` set, and shows it only
 * while that state is on the table. A failed hint shows nothing.
 */
export class HintController implements ReactiveController {
  /** The view the hint is for. */
  #for: object | null = null;
  #hint: Hint | null = null;
  #pending = false;
  /** The label of the picker option the hint names, noted while the table renders (./table-element.ts). */
  choice: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly source: HintSource,
  ) {
    host.addController(this);
  }

  /** The `hint` attribute is set. */
  get on(): boolean {
    return this.source.on();
  }

  /** The hint of the shown state: `'pending'` while the worker searches, `null` when none is shown. */
  get current(): Hint | 'pending' | null {
    const { on, view, wanted } = this.source;
    if (!on() || this.#for === null || this.#for !== view() || !wanted(this.#for)) return null;
    return this.#pending ? 'pending' : this.#hint;
  }

  hostUpdated(): void {
    const view = this.source.view();
    if (!this.source.on() || view === null || !this.source.wanted(view) || this.#for === view) return;
    this.#for = view;
    this.#hint = null;
    this.choice = null;
    this.#pending = true;
    const settle = (hint: Hint | null) => {
      if (this.#for !== view) return;
      this.#hint = hint;
      this.#pending = false;
      this.host.requestUpdate();
    };
    this.source.ask().then(settle, () => settle(null));
    // The "looking" line shows from the next update (none is asked from inside this one).
    queueMicrotask(() => this.host.requestUpdate());
  }
}

/** The hint's words: what to do, the chance of making the bid, a close call. */
export interface HintWords {
  /** The suggested move as a sentence, e.g. "Hint: play purple 7." */
  move: string;
  /** "Estimated chance of making your bid: 62%.", when the hint has one. */
  chance?: string;
  /** "Close call: …", when it is one. */
  closeCall?: string;
}

/**
 * The hint panel (part `hint`, a polite live region): there while `hint` is
 * set, so that its space is kept and its words are announced; empty (class
 * `idle`) when no hint is shown, a line while the worker searches.
 */
export function hintPanel(label: string, words: HintWords | string | null): TemplateResult {
  const lines = words === null ? [] : typeof words === 'string' ? [words] : [words.move, words.chance, words.closeCall];
  return html`<section class="hint ${words === null ? 'idle' : ''}" part="hint" aria-label=${label}>
    <p role="status" aria-live="polite" aria-atomic="true">
      ${lines.filter((l) => l).map((l, i) => html`${i > 0 ? ' ' : nothing}<span>${l}</span>`)}
    </p>
  </section>`;
}

/** The first argument of the hint's move, as text: the card, bid, tile or choice it names. */
function hintedValue(hint: Hint | 'pending' | null): string | null {
  if (!hint || hint === 'pending' || hint.move.args.length === 0) return null;
  return String(hint.move.args[0]);
}

/** `cards` with the hinted card marked `suggested`. */
export function suggestCard(cards: HandCard[], hints: HintController): HandCard[] {
  const value = hintedValue(hints.current);
  return value === null ? cards : cards.map((c) => (c.id === value && c.playable ? { ...c, suggested: true } : c));
}

/** `options` with the hinted option marked `suggested`; its label names the move in the panel. */
export function suggestOption(options: PickerOption[], hints: HintController): PickerOption[] {
  const value = hintedValue(hints.current);
  const hinted = options.find((o) => o.value === value && !o.disabled);
  if (!hinted) return options;
  hints.choice = hinted.label;
  return options.map((o) => (o === hinted ? { ...o, suggested: true } : o));
}

/** What {@link hintPanelFor} needs of the table: its messages and names. */
export interface HintText {
  t(key: MessageKey, params?: Record<string, string | number>): string;
  locale: string;
  /** The viewer's hand (card ids), to tell a card from another argument. */
  hand: readonly unknown[];
  cardName(card: string): string;
  /** The game's log line for the viewer's move, or `null`. */
  describeMove(move: ChosenMove): string | null;
}

/**
 * The hint panel while `hint` is set (else nothing), empty when no hint is
 * shown: the move (a card, a bid, the picker option it names, else the
 * game's log line for it), its chance of making the bid, and a close call.
 * Rendered after the pickers, whose option it may name.
 */
export function hintPanelFor(w: HintText, hints: HintController): TemplateResult | typeof nothing {
  if (!hints.on) return nothing;
  const hint = hints.current;
  const label = w.t('hint.label');
  if (!hint) return hintPanel(label, null);
  if (hint === 'pending') return hintPanel(label, w.t('hint.looking'));
  const [first] = hint.move.args;
  const move =
    typeof first === 'string' && w.hand.includes(first)
      ? w.t('hint.card', { card: w.cardName(first) })
      : hint.move.move === 'bid'
        ? w.t('hint.bid', { n: Number(first) })
        : hints.choice !== null
          ? w.t('hint.choose', { choice: hints.choice })
          : w.t('hint.move', { move: w.describeMove(hint.move) ?? hint.move.move });
  const percent = new Intl.NumberFormat(w.locale, { style: 'percent' });
  return hintPanel(label, {
    move,
    chance: hint.chance === undefined ? undefined : w.t('hint.chance', { chance: percent.format(hint.chance) }),
    closeCall: hint.closeCall ? w.t('hint.closeCall') : undefined,
  });
}

/** What {@link tableHint} reads of a table: its own members (./table-element.ts). */
interface HintTable {
  readonly logWords: TableElement['logWords'];
  readonly locale: string;
  readonly state: TableElement['state'];
  readonly viewer: TableElement['viewer'];
  describeMove: TableElement['describeMove'];
}

/** The hint panel of `table` (a table element) while `hint` is set: {@link hintPanelFor} with the table's words. */
export function tableHint(table: object, hints: HintController): TemplateResult | typeof nothing {
  const t = table as HintTable;
  const describeMove = (move: ChosenMove) => t.describeMove({ seat: t.viewer!, ...move });
  return hintPanelFor({ ...t.logWords, locale: t.locale, hand: handOf(t.state, t.viewer), describeMove }, hints);
}

/** The viewer's hand in `view` (`G.hands[viewer]`), or none. */
export function handOf(view: { G: unknown } | null, viewer: string | null): readonly unknown[] {
  const hand =
    viewer === null ? undefined : (view?.G as { hands?: Record<string, unknown> } | undefined)?.hands?.[viewer];
  return Array.isArray(hand) ? hand : [];
}
