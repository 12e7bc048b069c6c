/**
 * A table's replay (issue 23, docs/embedding.md "Replays"), loaded on demand when a table's `replay` is
 * set (./part-elements.ts `REPLAY`): no first load carries it.
 *
 * - {@link startReplay} reads the `replay` attribute's file (a URL, fetched) or the property's record,
 *   checks it and runs its moves again through the game's own code (../../harness/replay-record.ts
 *   `checkReplay`: the harness's own checks), and shows the table's error banner with one line
 *   (`table-error`) when it does not replay. Nothing of the record runs as code.
 * - A {@link Replayer} shows the state after any number of the record's moves through the table's own
 *   controller (a match whose state is that state and which refuses every move: no bot seat, no move
 *   of the viewer's is made), so the table draws a replay exactly as it draws play. Every hand is open
 *   unless the `seat` attribute is given: then that seat's view (G-5), as it saw each moment.
 * - Its controls (start, back, play/pause, forward, end, a jump to each round and trick, a slider, and
 *   the keys ←/→, Home/End, Space, PageUp/PageDown), the position, why the last trick was won (the card
 *   and the rule: ../../games/trick-reasons.ts), the log up to the position, and `table-replay-step`.
 *
 * The replay is the table's own code: it reads and sets the table's protected members named in
 * {@link ReplayTable} (their types checked against the table's), as the table would.
 */
import { css, html, svg, type ReactiveController, type TemplateResult } from 'lit';
import type { State } from 'boardgame.io';
import type { TrickLine } from '../../games/common/descriptor.js';
import { isSeat } from '../../games/common/seats.js';
import { plainCopy } from '../../games/common/moves.js';
import type { TrickReason } from '../../games/trick-reasons.js';
import type { MoveRecord } from '../../harness/record.js';
import { checkReplay, type CheckedReplay, type ReplaySettings } from '../../harness/replay-record.js';
import { AttributeProblem } from './attributes.js';
import { messageOf } from './error-banner.js';
import { emit, type TableMoveDetail } from './events.js';
import { addEnglish, type MessageArgs, type MessageKey } from './i18n.js';
import { adoptOnce } from './on-demand.js';
import { LATER } from './part-elements.js';
import { playEvents, type PlayEventEntry } from './table-controller.js';
import { SUMMARY_HOLD } from './seeing.js';
import type { TableElement } from './table-element.js';
import { TRICK_HOLD } from './table-setup.js';
import type { TrickTable, TrickTableState } from './trick-table.js';

import { enReplay } from '../locales/en-replay.js';

type Table = TableElement;

/** What the replay reads and sets of its table: the table's own members (protected ones included). */
interface ReplayTable extends HTMLElement {
  readonly controller: Table['controller'];
  replayer?: Replayer;
  log: Table['log'];
  readonly game: Table['game'];
  readonly tableClass: Table['tableClass'];
  readonly replay: unknown;
  readonly replayGame?: number;
  readonly seat: string;
  readonly speed: number;
  readonly openHands: boolean;
  readonly variant?: string;
  readonly dealer?: string;
  readonly locale: string;
  readonly logWords: Table['logWords'];
  describe: Table['describe'];
  publicMove: Table['publicMove'];
  setProblems: Table['setProblems'];
  dealData: Table['dealData'];
  ownSetup: Table['ownSetup'];
  t: Table['t'];
  requestUpdate: Table['requestUpdate'];
  addController: Table['addController'];
  removeController: Table['removeController'];
  readonly updateComplete: Table['updateComplete'];
  /** The round summary's state (./trick-table.ts, every game's table). */
  readonly seeing?: TrickTable<TrickTableState>['seeing'];
}

/** Keys of the replay's words. */
type ReplayKey = MessageKey & `replay.${string}`;

/** Starts a table's replay (see {@link replayWith}); what each game's ./replay.ts exports. */
export type StartReplay = (host: object, current: () => boolean) => Promise<void>;

/** English has the replay's words once. */
let worded = false;

/**
 * The replay of a game whose last trick's reason `reason` reads (../../games/trick-reasons.ts): a
 * function that starts the replay of `host`'s `replay` (a URL or a record), fetched, checked and
 * replayed, then shown at its start, replacing the replay shown before, if any. A file or record that
 * does not replay shows `replay.error` with the reason in the banner (attribute `replay`, `table-error`)
 * and changes nothing; `current` says whether this start is still the table's latest (a later attribute
 * change drops it).
 */
export function replayWith<S>(reason: (G: S) => string | null): StartReplay {
  return (host, current) => startReplay(host as ReplayTable, current, reason as TrickReason);
}

async function startReplay(table: ReplayTable, current: () => boolean, reason: TrickReason): Promise<void> {
  if (!worded) addEnglish(enReplay);
  worded = true;
  // No live game goes on under a replay; a replay shown stays until the new one replays.
  if (!table.replayer) table.controller.stop();
  const fail = (problem: string) => {
    if (current()) table.setProblems([{ attribute: 'replay', message: table.t('replay.error', { problem }) }]);
  };
  let data = table.replay;
  if (typeof data === 'string') {
    const url = data;
    try {
      const response = await fetch(new URL(url, document.baseURI));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      data = await response.json();
    } catch (e) {
      return fail(table.t('replay.fetch', { url, problem: messageOf(e) }));
    }
  }
  // A copy first: a page's object (a Proxy, a getter) is never read again, nor run.
  const copy = plainCopy(data);
  let checked: CheckedReplay;
  try {
    const bare = !copy || !Array.isArray((copy.value as { games?: unknown } | null)?.games);
    const settings = bare ? await tableSettings(table) : undefined;
    if (!current()) return;
    checked = checkReplay(table.game, copy?.value ?? data, { index: table.replayGame ?? 0, settings });
    // The log's lines and the last trick's words arrive with the table's later parts.
    await LATER.load();
  } catch (e) {
    return fail(messageOf(e));
  }
  const players = checked.settings.players;
  const seat = table.hasAttribute('seat') ? table.seat : null;
  if (seat !== null && seat !== 'none' && !isSeat(seat, players))
    return fail(table.t('replay.seat', { seat, max: players - 1 }));
  if (!current()) return;
  table.replayer?.end();
  const viewer = seat === 'none' ? null : seat;
  table.replayer = new Replayer(table, checked, reason, viewer, seat === null || table.openHands);
  table.setProblems([]);
  table.replayer.seek(0, true);
}

/**
 * A bare record's settings: the table's own (a record holds none), as it would play them: the variant,
 * `dealer`, `deal` and the game's own attributes (TrickTakers' `characters`…), and no round cap.
 * @throws Error naming a bad attribute
 */
async function tableSettings(table: ReplayTable): Promise<Omit<ReplaySettings, 'players'>> {
  let own = table.ownSetup();
  if (own instanceof Promise) {
    await own;
    own = table.ownSetup();
  }
  if (Array.isArray(own)) throw new Error(`${own[0]}: ${own[1]}`);
  const setup: Record<string, unknown> = { ...(own as Record<string, unknown>) };
  if (table.dealer) setup.dealer = table.dealer;
  const deal = table.dealData();
  if (deal instanceof AttributeProblem) throw new Error(`deal: ${deal.problem}`);
  if (deal !== undefined) {
    const fields = table.tableClass.dealSetup?.(deal) ?? { deal };
    if (typeof fields === 'string') throw new Error(`deal: ${fields}`);
    Object.assign(setup, fields);
  }
  return { variant: table.variant || null, maxRounds: null, setup };
}

/** A place the replay jumps to: a round's start or a trick's end, at a position. */
interface Mark {
  position: number;
  round: number;
  /** The trick's number in its round; 0 for the round's start. */
  trick: number;
}

/** The buttons' icons (24 × 24 view box). */
const ICONS = {
  start: 'M6 5h2v14H6zM20 5v14L9 12z',
  back: 'M18 5v14L7 12z',
  play: 'M7 5v14l11-7z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  forward: 'M6 5v14l11-7z',
  end: 'M16 5h2v14h-2zM4 5v14l11-7z',
};

/**
 * One replay on a table (see the file's comment): its position, playing or paused, and its controls.
 * A ReactiveController of the table: playing stops when the table leaves the page.
 */
export class Replayer implements ReactiveController {
  #position = 0;
  #playing = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #table: ReplayTable;
  readonly #states: readonly State[];
  readonly #moves: readonly MoveRecord[];
  readonly #viewer: string | null;
  readonly #open: boolean;
  readonly #reason: TrickReason;
  /** Each state's last completed trick. */
  readonly #tricks: readonly (TrickLine | null)[];
  readonly #marks: readonly Mark[];
  /** Each position's number of rounds scored. */
  readonly #rows: readonly number[];
  /** Each move's events, once shown ({@link #eventsOf}). */
  readonly #events: PlayEventEntry[][] = [];

  constructor(table: ReplayTable, checked: CheckedReplay, reason: TrickReason, viewer: string | null, open: boolean) {
    this.#table = table;
    this.#reason = reason;
    this.#states = checked.states;
    this.#moves = checked.record.moves;
    this.#viewer = viewer;
    this.#open = open;
    const { game } = table;
    this.#tricks = this.#states.map((s) => game.lastTrick(s.G));
    const marks: Mark[] = [{ position: 0, round: 1, trick: 0 }];
    let round = 1;
    let trick = 0;
    let rows = 0;
    this.#rows = this.#states.map((s) => game.rounds(s.G).length);
    this.#states.forEach((s, i) => {
      if (this.#trickEnd(i)) marks.push({ position: i, round: this.#tricks[i]!.round, trick: ++trick });
      const scored = this.#rows[i]!;
      if (scored > rows && s.ctx.gameover === undefined) {
        rows = scored;
        trick = 0;
        marks.push({ position: i, round: ++round, trick: 0 });
      }
    });
    this.#marks = marks;
    table.addController(this);
    table.addEventListener('keydown', this.#onKey);
  }

  /** The number of moves. */
  get length(): number {
    return this.#moves.length;
  }

  /** The moves shown, 0 to {@link length}. */
  get position(): number {
    return this.#position;
  }

  /**
   * Shows the state after `move` moves (clamped to 0…{@link length}; a non-number is ignored), its log,
   * and fires `table-replay-step`.
   * @param again show it even when it is the position shown
   */
  seek(move: number, again = false): void {
    if (typeof move !== 'number' || Number.isNaN(move) || this.#table.replayer !== this) return;
    const position = Math.max(0, Math.min(this.length, Math.trunc(move)));
    if (position === this.#position && !again) return;
    this.#position = position;
    const table = this.#table;
    const state = this.#states[position]!;
    table.controller.start({
      numPlayers: state.ctx.numPlayers,
      setupData: {},
      seed: 'replay',
      game: 1,
      viewer: this.#viewer,
      bots: new Map(),
      match: { state, apply: () => false },
    });
    table.controller.setOpenHands(this.#open);
    // A round's summary is up at the move that scored it, as in play (its dismissals forgotten, as for a new
    // game, when the replay comes back to it), and gone at any other position.
    if (this.#roundEnd(position)) table.seeing?.summaryOpen(0, true, 0);
    else table.seeing?.dismiss(this.#rows[position]);
    table.log = this.#logTo(position);
    table.requestUpdate();
    emit(table, 'table-replay-step', {
      position,
      length: this.length,
      move: position > 0 ? this.#shownMove(position - 1) : null,
    });
    this.#schedule();
  }

  /** Plays from the position at the table's `speed` (from the start once at the end), or pauses. */
  toggle(): void {
    this.#playing = !this.#playing;
    if (this.#playing && this.#position === this.length) this.seek(0);
    this.#schedule();
    this.#table.requestUpdate();
  }

  /** Stops playing and leaves the table (a new replay or none replaces it). */
  end(): void {
    this.hostDisconnected();
    this.#table.removeEventListener('keydown', this.#onKey);
    this.#table.removeController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#playing = false;
  }

  /** The controls, the position and why the last trick was won (the table draws it above the game). */
  bar(): TemplateResult {
    const table = this.#table;
    const t = (key: ReplayKey, args?: MessageArgs) => table.t(key, args);
    adoptOnce(table, styles);
    const at = this.#position;
    const end = this.length;
    const positionText = t('replay.position', { position: at, length: end });
    const shown = [...this.#marks].reverse().find((m) => m.position <= at);
    const button = (name: keyof typeof ICONS, label: ReplayKey, to: () => void, off: boolean) =>
      html`<button
        type="button"
        class="replay-button"
        data-replay=${name}
        aria-label=${t(label)}
        title=${t(label)}
        aria-disabled=${off ? 'true' : 'false'}
        @click=${() => off || to()}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">${svg`<path d=${ICONS[name]}></path>`}</svg>
      </button>`;
    return html`<div
      class="replay"
      part="replay"
      role="group"
      tabindex="0"
      aria-label=${t('replay.label')}
      aria-keyshortcuts="ArrowLeft ArrowRight Home End Space PageUp PageDown"
    >
      <div class="replay-row">
        ${button('start', 'replay.start', () => this.seek(0), at === 0)}
        ${button('back', 'replay.back', () => this.seek(at - 1), at === 0)}
        ${
          this.#playing
            ? button('pause', 'replay.pause', () => this.toggle(), false)
            : button('play', 'replay.play', () => this.toggle(), end === 0)
        }
        ${button('forward', 'replay.forward', () => this.seek(at + 1), at === end)}
        ${button('end', 'replay.end', () => this.seek(end), at === end)}
        <span class="replay-at" aria-hidden="true">${positionText}</span>
      </div>
      <div class="replay-row">
        <input
          type="range"
          class="replay-slider"
          min="0"
          max=${end}
          .value=${String(at)}
          aria-label=${t('replay.slider')}
          aria-valuetext=${positionText}
          @input=${(e: Event) => this.seek(Number((e.target as HTMLInputElement).value))}
        />
        <label class="replay-jump"
          >${t('replay.jump')}
          <select @change=${(e: Event) => this.seek(Number((e.target as HTMLSelectElement).value))}>
            ${this.#marks.map(
              (m) =>
                html`<option value=${m.position} ?selected=${m === shown}>
                  ${
                    m.trick === 0
                      ? t('replay.round', { n: m.round })
                      : t('replay.trick', { round: m.round, n: m.trick })
                  }
                </option>`,
            )}
          </select></label
        >
      </div>
      <p class="replay-why">${this.#why()}</p>
    </div>`;
  }

  // ------------------------------------------------------------------------

  /** The position is just after the move that completed a trick. */
  #trickEnd(position: number): boolean {
    const line = this.#tricks[position];
    return position > 0 && !!line && line.index !== this.#tricks[position - 1]?.index;
  }

  /** The position is just after the move that scored a round (not the last: the game-over panel has it). */
  #roundEnd(position: number): boolean {
    return position > 0 && position < this.length && this.#rows[position]! > this.#rows[position - 1]!;
  }

  /** The move at `index` as the viewer saw it (G-5: another seat's move as every seat saw it). */
  #shownMove(index: number): TableMoveDetail {
    const move = structuredClone(this.#moves[index]!);
    return move.seat === this.#viewer ? move : this.#table.publicMove(move);
  }

  /** The log's lines for the first `position` moves, as the table words them (the last 200, as in play). */
  #logTo(position: number): ReplayTable['log'] {
    const table = this.#table;
    const lines: string[] = [];
    for (let i = 0; i < position; i++) {
      for (const [name, detail] of this.#eventsOf(i)) {
        const text = table.describe(name, detail);
        if (text) lines.push(text);
      }
    }
    return lines.slice(-200).map((text, i) => ({ id: i + 1, text }));
  }

  /** The events of move `index` (./table-controller.ts `playEvents`), as the viewer saw it: worked out once. */
  #eventsOf(index: number): PlayEventEntry[] {
    const [before, after] = [this.#states[index]!, this.#states[index + 1]!];
    return (this.#events[index] ??= playEvents(this.#table.game, before, after, this.#shownMove(index)));
  }

  /** Why the last completed trick was won: the seat, its card and the rule; or that none is complete yet. */
  #why(): string {
    const table = this.#table;
    const state = this.#states[this.#position]!;
    const line = this.#tricks[this.#position];
    const code = line ? this.#reason(state.G) : null;
    if (!line || !code) return table.t('replay.noTrick');
    const why = table.t(`why.${table.game.id}.${code}` as MessageKey);
    const card = line.plays.find((p) => p.seat === line.winner)?.card;
    const words = table.logWords;
    return line.winner === null || card === undefined
      ? table.t('replay.nobody', { why })
      : table.t('replay.won', { name: words.seatName(line.winner), card: words.cardName(card), why });
  }

  /**
   * Plays the next move after `speed` ms (a trick just completed: `TRICK_HOLD` times that; a round just
   * scored, its summary up: `SUMMARY_HOLD` times), while playing.
   */
  #schedule(): void {
    clearTimeout(this.#timer);
    if (!this.#playing) return;
    if (this.#position >= this.length) {
      this.#playing = false;
      this.#table.requestUpdate();
      return;
    }
    const at = this.#position;
    const hold = this.#roundEnd(at) ? SUMMARY_HOLD : this.#trickEnd(at) ? TRICK_HOLD : 1;
    const wait = Math.max(0, this.#table.speed) * hold;
    this.#timer = setTimeout(() => this.seek(this.#position + 1), wait);
  }

  /** The replay's keys, anywhere in the table but in a field (the slider and the jump list have their own). */
  #onKey = (e: KeyboardEvent): void => {
    if (this.#table.replayer !== this || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const path = e.composedPath() as Element[];
    const target = path[0]?.localName;
    if (target === 'input' || target === 'select' || target === 'textarea') return;
    // The hand and the pickers move their focus with the arrows.
    if (path.some((n) => n.localName === 'tt-hand' || n.localName === 'tt-picker') && e.key.startsWith('Arrow')) return;
    const at = this.#position;
    const marks = this.#marks;
    let to: number | undefined;
    if (e.key === 'ArrowLeft') to = at - 1;
    else if (e.key === 'ArrowRight') to = at + 1;
    else if (e.key === 'Home') to = 0;
    else if (e.key === 'End') to = this.length;
    else if (e.key === 'PageUp') to = [...marks].reverse().find((m) => m.position < at)?.position ?? 0;
    else if (e.key === 'PageDown') to = marks.find((m) => m.position > at)?.position ?? this.length;
    else if (e.key === ' ' && target !== 'button') {
      e.preventDefault();
      return this.toggle();
    } else return;
    e.preventDefault();
    this.seek(to);
  };
}

/** The controls' styles (adopted by the table when it first draws them). */
const styles = css`
  .replay {
    display: flex;
    flex-direction: column;
    gap: 0.4em;
    margin: 0 0 0.6em;
    padding: 0.5em 0.75em;
    border-radius: 12px;
    background: var(--table-felt-edge, #123d29);
    color: var(--table-ink, #f5f1e6);
  }
  .replay:focus-visible {
    outline: 3px solid var(--focus-ring, #ffd54a);
    outline-offset: 2px;
  }
  .replay-row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4em 0.6em;
  }
  .replay-button {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0;
    border: 1px solid rgb(255 255 255 / 0.35);
    border-radius: 8px;
    background: rgb(0 0 0 / 0.25);
    color: inherit;
    cursor: pointer;
  }
  .replay-button[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
  .replay-button svg {
    width: 22px;
    height: 22px;
    fill: currentColor;
  }
  .replay-button:focus-visible,
  .replay-slider:focus-visible,
  .replay-jump select:focus-visible {
    outline: 3px solid var(--focus-ring, #ffd54a);
    outline-offset: 2px;
  }
  .replay-at {
    font-variant-numeric: tabular-nums;
  }
  .replay-slider {
    flex: 1 1 12em;
    min-height: 44px;
    margin: 0;
    accent-color: var(--playable-glow, #ffe066);
  }
  .replay-jump {
    display: flex;
    align-items: center;
    gap: 0.4em;
    flex: 0 1 auto;
  }
  .replay-jump select {
    min-height: 44px;
    max-width: 14em;
    font: inherit;
  }
  .replay-why {
    margin: 0;
    min-height: 2.5em;
  }
`;
