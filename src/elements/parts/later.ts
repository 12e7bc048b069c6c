/**
 * The shared parts that no table's first screen needs at once, loaded on
 * demand (./on-demand.ts, issue 20), with their English words
 * (../locales/en-views.ts):
 * - the elements `<tt-log>` (empty on a first screen, as no bot moves
 *   before it arrives: the table keeps its box until then) and `<tt-trick>`
 *   (no card is played on a first screen), and the trick views that draw
 *   it: the trick in the middle of the felt and the `review` list (both
 *   drawn by ./trick-table.ts's tables);
 * - the panel of the last-trick peek (./last-trick.ts draws its button),
 *   the round summary (./round-summary.ts) and the game-over panel;
 * - the log's lines for tricks, rounds and the result (./log-lines.ts);
 * - the table's styles for the panels (a table adopts them when it first
 *   draws one, after its own: ./table.styles.ts has the rest).
 *
 * A table asks for them when it is created (./part-elements.ts): they
 * arrive while the first screen is up, and the bots, who wait for them
 * before they move, never end a trick or a round without them.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Game } from 'boardgame.io';
import type { LocalMatch } from '../../games/common/local-match.js';
import { seatIds, seatsToMove } from '../../games/common/seats.js';
import { formatBotSpec } from '../../bots/spec.js';
import { gameOutcome, type GameRecord } from '../../harness/record.js';
import type { TableBase } from './table-base.js';
import type { TableElement } from './table-element.js';
import type { TrickLine } from '../../games/common/descriptor.js';
import type { Play, Trick } from '../../games/common/trick.js';
import type { CardFace } from './card.js';
import type { MessageArgs, MessageKey } from './i18n.js';
import type { PeekWords } from './last-trick.js';
import { TtLog } from './log.js';
import { TtScoreSheet } from './score-sheet.js';
import { TtTrick, type TrickSlot } from './trick.js';
import { unchanged } from './unchanged.js';

export { enViews as words } from '../locales/en-views.js';
import { winnersText } from './log-lines.js';

export { describeEvent, winnersText } from './log-lines.js';
export { renderRoundSummary, summaryWords } from './round-summary.js';

/** The elements, by tag: defined once per page on arrival; those already drawn upgrade in place. */
export const elements: Readonly<Record<string, CustomElementConstructor>> = {
  'tt-log': TtLog,
  'tt-trick': TtTrick,
};

/** What {@link gameRecord} and {@link showRefusedWrites} read and set of a table: its own members (./table-base.ts). */
interface TableFriend {
  readonly controller: TableBase['controller'];
  readonly game: TableBase['game'];
  readonly state: TableBase['state'];
  readonly played: TableBase['played'];
  problems: TableBase['problems'];
  setProblems: TableBase['setProblems'];
  t: TableBase['t'];
  readonly logWords: TableElement['logWords'];
  newGame(): void;
}

/**
 * A finished table game as a harness game record (issue 23: the table's `record()`), or `null` before
 * it is over (the controller's `finished()`): `deal` the game's index in its seed's sequence (the seed
 * rule), `table` 0, `seats` each seat's bot spec or `"human"`, the outcome as the harness records it
 * (../../harness/record.ts `gameOutcome`, from the viewer's view: the score sheet and `ctx.gameover` are
 * public), and the moves. A plain copy.
 */
export function gameRecord(table: object): GameRecord | null {
  const t = table as TableFriend;
  const done = t.controller.finished();
  const view = t.state;
  if (!done || !view) return null;
  const n = view.ctx.numPlayers;
  const seats = seatIds(n).map((s) => {
    const spec = t.controller.botSpec(s);
    return spec ? formatBotSpec(spec) : 'human';
  });
  const outcome = gameOutcome(t.game, view, n);
  return structuredClone({ deal: t.played, table: 0, seed: done.seed, seats, ...outcome, moves: done.moves });
}

/**
 * Shows a problem for each property a script was refused a write to (`names`: ./table-base.ts
 * `getPropertyDescriptor`, issue 19), and drops those written well since. A table calls it on each
 * update once this part has arrived (it arrives with the first screen: a table asks for it when created).
 */
export function showRefusedWrites(table: object, names: ReadonlySet<string>): void {
  const t = table as TableFriend;
  const message = (attribute: string) => t.t('error.notDataProperty', { attribute });
  const kept = t.problems.filter(
    (p) => !(p.attribute && !names.has(p.attribute) && p.message === message(p.attribute)),
  );
  const added = [...names]
    .filter((a) => !kept.some((p) => p.attribute === a && p.message === message(a)))
    .map((attribute) => ({ attribute, message: message(attribute) }));
  if (added.length > 0 || kept.length !== t.problems.length) t.setProblems([...kept, ...added]);
}

/** The tables already warned of content they hold. */
const warned = new WeakSet<Element>();

/**
 * Warns once (`console.warn`) when `table` holds content: a self-closing
 * `<instinct-table />` is read by HTML as an open tag, so the rest of the
 * post goes inside it. The table's default slot keeps that content
 * visible (issue 22).
 */
export function swallowed(table: Element): void {
  if (warned.has(table) || ![...table.childNodes].some((n) => n.nodeType === 1 || n.textContent!.trim())) return;
  warned.add(table);
  console.warn(
    `<${table.localName}> holds content, shown after the table: a custom element cannot self-close (<${table.localName} />); close it with </${table.localName}>.`,
  );
}

/** What {@link answerFirst} reads and sets of a table (./table-base.ts). */
export interface AnsweringTable {
  readonly state: { G: { hands?: (readonly string[] | null)[] } } | null;
  readonly renderRoot: ParentNode;
  readonly updateComplete: Promise<boolean>;
  answering?: Promise<unknown>;
}

/**
 * The viewer's move was made (issue 20: Event Timing counts a click from its input to the next
 * paint). What the move takes away, the cards that left the viewer's hand and the choices, fades
 * out in place over two frames (half, then hidden unless it holds the focus: nothing is laid out
 * anew, and the pointer keeps its target), and the table's update, which draws the move, waits
 * in `answering` until a task after the second of them (or 500 ms, where no frame comes: a hidden page). Two frames
 * with a paint each, because Chromium counts a click that it handles inside a frame (input that
 * follows a pointer move) to the next frame's paint, not that one's. The update then removes the
 * cards; what it keeps (the next decision's choices) is shown again.
 *
 * A choice that is not a move (You Suck's card picked for a Tick) gives its own `answer`, drawn
 * at once into the hand's shadow root, instead of the fade; the table's update waits the same way.
 */
export function answerFirst(table: AnsweringTable, answer?: (hand: ShadowRoot | null | undefined) => void): void {
  const hands = table.state?.G.hands ?? [];
  const hand = table.renderRoot.querySelector('tt-hand, tt-choose-hand')?.shadowRoot;
  const cards = [...(hand?.querySelectorAll<HTMLElement>('[data-card]') ?? [])];
  const going = answer
    ? []
    : [
        // The cards that left every hand (You Suck's card picked for a Tick stays in it), and the choices.
        ...cards.filter((c) => !hands.some((h) => h?.includes(c.dataset.card!))),
        ...table.renderRoot.querySelectorAll<HTMLElement>('.choices'),
      ];
  answer?.(hand);
  // What holds the focus (a keyboard's play) stays visible: a hidden element loses the focus.
  const look = (opacity: string, visibility = '') =>
    going.forEach((e) => Object.assign(e.style, { opacity, visibility: e.matches(':focus-within') ? '' : visibility }));
  look('0.5');
  const answering: Promise<void> = new Promise((done) => {
    const drawn = () => {
      clearTimeout(timer);
      if (table.answering !== answering) return;
      table.answering = undefined;
      done();
      void table.updateComplete.then(() => look(''));
    };
    const timer = setTimeout(drawn, 500);
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (table.answering !== answering) return;
        look('0.5', 'hidden');
        setTimeout(drawn);
      }),
    );
  });
  table.answering = answering;
}

/**
 * Warms the move's path for the viewer's first click (issue 20): when the game starts with the viewer
 * to move, at the page's next idle time, one of its legal moves (the game's `ai.enumerate`) runs
 * through boardgame.io's reducer and its result is dropped (`LocalMatch.apply`, `dry`). Otherwise the
 * first click compiles the flow, immer and the game's move in its own task: 128–592 ms at 4× CPU
 * throttling. Nothing is kept or shown; a move the game refuses or a game without `enumerate` warms
 * what it can, silently.
 * @param match the running game, or `null` when none started
 * @param seat the viewer's seat, `null` for a spectator
 * @param bots gets the bots ready at the same idle time (the controller's `BotRunner.warm`: their
 *   worker started before the viewer's first move, not in its frame); what it rejects with is dropped
 */
export function warmUp(match: LocalMatch | null, game: Game, seat: string | null, bots?: () => unknown): void {
  const state = match?.state;
  if (!state || seat === null || !seatsToMove(state.ctx).includes(seat)) return;
  const idle = globalThis.requestIdleCallback ?? setTimeout;
  idle(() => {
    if (match.state === state) Promise.resolve(bots?.()).catch(() => undefined);
    try {
      const [first] = (game.ai?.enumerate(state.G, state.ctx, seat) ?? []) as { move: string; args?: unknown[] }[];
      if (first && match.state === state) match.apply(seat, first.move, first.args ?? [], true);
    } catch {
      // A warm-up only: the click does the same work, and reports what goes wrong.
    }
  });
}

/** The scrollers already followed (scroll, resize), and the winner columns each sheet last showed. */
const followed = new WeakSet<HTMLElement>();
const shownWinners = new WeakMap<HTMLElement, string>();

/**
 * The score sheet sideways (issue 22; `TtScoreSheet.sideways`): after each
 * measure, a scroll and a resize, the scroller's parts tell which edges
 * have more (`scroll-cue`, `scroll-cue-start`, `scroll-cue-end`: styled as
 * a fade, below), and a winner's column newly set off (at game over) is
 * scrolled into view past the row labels.
 */
export function sideways(sheet: TtScoreSheet, scroller: HTMLElement): void {
  if (!followed.has(scroller)) {
    followed.add(scroller);
    const again = () => sideways(sheet, scroller);
    scroller.addEventListener('scroll', again, { passive: true });
    new ResizeObserver(again).observe(scroller);
  }
  const winners = sheet.columns.map((c) => (c.highlight ? 1 : 0)).join('');
  const winner = scroller.querySelector('thead th.highlight');
  if (winner && shownWinners.get(scroller) !== winners) {
    const box = scroller.getBoundingClientRect();
    const cell = winner.getBoundingClientRect();
    const labels = scroller.querySelector('thead td')?.getBoundingClientRect().width ?? 0;
    if (cell.right > box.right) scroller.scrollLeft += cell.right - box.right;
    else if (cell.left < box.left + labels) scroller.scrollLeft -= box.left + labels - cell.left;
  }
  shownWinners.set(scroller, winners);
  const from = Math.abs(scroller.scrollLeft);
  const more = scroller.scrollWidth - scroller.clientWidth;
  const edges = [from > 1 && 'scroll-cue-start', from < more - 1 && 'scroll-cue-end'].filter(Boolean);
  scroller.setAttribute('part', ['scroller', ...(edges.length ? ['scroll-cue', ...edges] : [])].join(' '));
}
TtScoreSheet.sideways = sideways;

/** What the trick views read of a table (./trick-table.ts): its words, seats and card faces. */
export interface TrickHost {
  readonly anchorSeat: string;
  t(key: MessageKey, args?: MessageArgs): string;
  gameText(key: string, args?: MessageArgs): string;
  seatName(seat: string): string;
  suitName(suit: string): string;
  suitBadge(suit: string, text: string): TemplateResult;
  playFace(play: Play): CardFace;
}

/**
 * Where a seat sits around a table drawn with the viewer at the bottom:
 * `offset` is the seat's distance clockwise from the viewer (G-1: clockwise
 * is to the viewer's left), `n` the number of seats. Works for any `n`.
 * @returns fractions of the area's width and height, for a {@link TrickSlot}
 */
export function seatPosition(offset: number, n: number): { x: number; y: number } {
  const angle = (2 * Math.PI * offset) / n;
  return { x: 0.5 - 0.36 * Math.sin(angle), y: 0.5 + 0.3 * Math.cos(angle) };
}

/** A trick's plays as `<tt-trick>` slots: each seat's name and card, the lead, and the winner once `taken`. */
function slots(h: TrickHost, trick: Trick, taken: boolean): TrickSlot[] {
  return trick.plays.map((p, i) => ({
    seat: p.seat,
    name: h.seatName(p.seat),
    face: h.playFace(p),
    lead: i === 0,
    winner: taken && p.seat === trick.winner,
  }));
}

/**
 * The trick in the middle of the felt (part `trick`): the trick in progress
 * (`lead`: its lead suit, `null` when any card may be played, "Lead: pink"),
 * or the last one until the next lead (`lead` undefined, G-7), each card by
 * its seat's place around the table (`n` seats).
 */
export function trickArea(h: TrickHost, n: number, shown: Trick, lead: string | null | undefined): TemplateResult {
  const current = lead !== undefined;
  const anchor = Number(h.anchorSeat);
  const plays = slots(h, shown, !current).map((s) => ({
    ...s,
    ...seatPosition((Number(s.seat) - anchor + n) % n, n),
  }));
  const caption = !current
    ? h.t('trick.wonBy', { name: h.seatName(shown.winner!) })
    : lead
      ? h.suitBadge(lead, h.t('trick.leadSuit', { suit: h.suitName(lead) }))
      : h.gameText('trick.anyCard');
  return html`<tt-trick
    part="trick"
    exportparts="card, play, lead, caption: trick-caption"
    layout="table"
    data-kind=${current ? 'current' : 'last'}
    ?crowded=${n >= 5}
    .label=${h.t(current ? 'trick.label' : 'trick.lastLabel')}
    .plays=${unchanged(plays)}
    .caption=${caption}
    .leadText=${h.t('trick.lead')}
    .winnerText=${h.t('trick.won')}
  ></tt-trick>`;
}

/**
 * The `review` section (G-7, part `review`): the round's completed tricks, each won by its winner, or a
 * line saying none is complete yet. Drawn by ./trick-table.ts's tables once it has arrived (it comes
 * with the first screen's parts: a table asks for them when created).
 */
export function reviewSection(h: TrickHost, tricks: readonly Trick[]): TemplateResult {
  return html`<section class="review" part="review" aria-labelledby="review-title">
    <h2 id="review-title">${h.t('review.label')}</h2>
    ${tricks.length === 0 ? html`<p class="review-empty">${h.t('review.empty')}</p>` : nothing}
    <ol>
      ${reviewTricks(h, tricks)}
    </ol>
  </section>`;
}

/** The round's completed tricks as the `review` list's items (G-7), each won by its winner. */
function reviewTricks(h: TrickHost, tricks: readonly Trick[]): TemplateResult[] {
  return tricks.map((trick, i) => {
    const title = h.t('review.trick', { n: i + 1, name: h.seatName(trick.winner!) });
    return html`<li>
      <tt-trick
        layout="row"
        exportparts="card"
        .label=${title}
        .caption=${title}
        .plays=${unchanged(slots(h, trick, true))}
        .leadText=${h.t('trick.lead')}
        .winnerText=${h.t('trick.won')}
      ></tt-trick>
    </li>`;
  });
}

/** The slots of a {@link TrickLine}: each seat's name and card, the lead, the winner. */
export function lineSlots(line: TrickLine, words: Pick<PeekWords, 'seatName' | 'face'>): TrickSlot[] {
  return line.plays.map((p, i) => ({
    seat: p.seat,
    name: words.seatName(p.seat),
    face: words.face(p.card, p.note),
    lead: i === 0,
    winner: p.seat === line.winner,
  }));
}

/** The peek's panel (part `last-trick`): the last completed trick, headed by who took it. */
export function lastTrickPanel(line: TrickLine, words: PeekWords): TemplateResult {
  const title = line.winner ? words.title(words.seatName(line.winner)) : '';
  return html`<section class="peek-panel" part="last-trick" aria-label=${title}>
    <p class="peek-title">${title}</p>
    <tt-trick
      layout="row"
      exportparts="card"
      .label=${title}
      .plays=${lineSlots(line, words)}
      .leadText=${words.lead}
      .winnerText=${words.won}
    ></tt-trick>
  </section>`;
}

/** The game-over panel (part `game-over`): the headline (part `winners`), a line per seat, and "New game". */
export function gameOverPanel(
  table: object,
  over: { winners?: string[]; aborted?: boolean },
  lines: readonly string[],
): TemplateResult {
  const t = table as TableFriend;
  const headline = over.aborted ? t.t('gameOver.aborted') : winnersText(t.logWords, over.winners ?? []);
  return html`<div class="game-over" part="game-over">
    <h2 class="game-over-title">${t.t('gameOver.title')}</h2>
    <p class="winners" part="winners">${headline}</p>
    <ul class="results">
      ${lines.map((l) => html`<li>${l}</li>`)}
    </ul>
    <button type="button" class="new-game" part="new-game" @click=${() => t.newGame()}>${t.t('newGame')}</button>
  </div>`;
}

/** The table's styles for the review list's tricks, the peek's panel, the round summary and the game-over panel (after ./table.styles.ts). */
export const styles = css`
  .review {
    display: grid;
    gap: 6px;
    padding: 8px;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.3);
    --card-width: 36px;
  }
  .review h2 {
    font-size: 1em;
    margin: 0 0 4px;
  }
  .review-empty {
    margin: 0;
    font-style: italic;
    opacity: 0.9;
  }
  .review ol {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  /* The review list's tricks. */
  .review ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(calc(var(--card-width) * 5.6), 1fr));
    gap: 8px 12px;
  }
  /*
   * The peek's panel over the trick area, above its button: opening it moves nothing (the hand
   * stays where the finger is, issue 22). A tap on it goes through to the trick, which closes it.
   */
  .peek {
    position: relative;
  }
  .peek-live {
    position: absolute;
    inset: auto 0 calc(100% + 4px);
    z-index: 2;
    display: grid;
    justify-items: center;
    pointer-events: none;
  }
  .peek-panel {
    inline-size: max-content;
    max-inline-size: calc(100% - 8px);
    box-sizing: border-box;
    padding: 8px 12px;
    border-radius: 12px;
    background: var(--summary-bg, rgb(10 30 20));
    box-shadow: 0 4px 16px rgb(0 0 0 / 0.5);
  }
  /* Sized by its cards (a container has no width of its own): a trick of five in one row. */
  .peek-panel tt-trick {
    container-type: normal;
  }
  .peek-title {
    margin: 0 0 4px;
    font-weight: 600;
  }
  /*
   * The refusal reason (./hand.ts) over the middle of the first row of cards, as wide as its words:
   * where the finger is, on the cards' faces, not on their corners or on the seat panel above the
   * hand (issue 22). Here, loaded with the table, so that it costs the first load nothing.
   */
  [part~='hand']::part(reason) {
    inset: calc(12px + var(--card-width) * 0.45) 0 auto;
    inline-size: fit-content;
    max-inline-size: calc(100% - 16px);
    margin-inline: auto;
    padding: 2px 10px;
    box-sizing: border-box;
    z-index: 2;
    pointer-events: none;
  }
  @container (max-width: 520px) {
    .peek-panel {
      --card-width: 38px;
      padding: 6px 8px;
    }
  }
  /* The round summary (issue 13): over the middle of the felt until dismissed. */
  .round-summary {
    place-self: center;
    z-index: 1;
    display: grid;
    justify-items: center;
    gap: 8px;
    margin: 4px;
    padding: 10px 14px;
    border-radius: 14px;
    background: var(--summary-bg, rgb(10 30 20));
    cursor: pointer;
    box-sizing: border-box;
    min-inline-size: 0;
    max-inline-size: calc(100% - 8px);
  }
  /*
   * Wider than the felt (TrickTakers' nine columns on a phone), the table scrolls inside, with a
   * shadow at the edge that has more (scroll shadows: the covers move with the content, the
   * shadows stay), and the seat column held in view (issue 22).
   */
  .summary-scroll {
    --summary-cover: var(--summary-bg, rgb(10 30 20));
    max-inline-size: 100%;
    overflow-x: auto;
    background:
      linear-gradient(to right, var(--summary-cover) 30%, transparent) left / 24px 100% no-repeat local,
      linear-gradient(to left, var(--summary-cover) 30%, transparent) right / 24px 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgb(255 255 255 / 0.45), transparent) left / 10px 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgb(255 255 255 / 0.45), transparent) right / 10px 100% no-repeat
        scroll;
  }
  .summary-title {
    margin: 0;
    font-size: 1.15em;
  }
  .summary-note {
    margin: 0;
    max-inline-size: 36em;
    text-align: center;
  }
  .round-summary table {
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  /* CJK words stay whole (ビッド, あなた): lines break between words only, as in the score sheet. */
  .round-summary :is(th, td, p) {
    word-break: keep-all;
    line-break: strict;
  }
  .round-summary :is(th, td) {
    padding: 2px 8px;
    text-align: center;
  }
  .round-summary thead th {
    font-size: 0.9em;
    vertical-align: bottom;
  }
  .round-summary tbody th {
    text-align: start;
    white-space: nowrap;
  }
  .round-summary :is(tbody th, thead th:first-child) {
    position: sticky;
    inset-inline-start: 0;
    background: var(--summary-cover);
  }
  .round-summary [data-col='total'] {
    font-weight: 800;
  }
  @container (max-width: 520px) {
    .round-summary {
      place-self: center stretch;
      margin: 2px 0;
      padding: 8px 4px;
      font-size: 0.8em;
    }
    .round-summary :is(th, td) {
      padding: 2px 3px;
    }
  }
  /* A phone: seven columns of Can't Win or You Suck fit in 300 px, in English and Japanese. */
  @container (max-width: 400px) {
    .round-summary {
      font-size: 0.75em;
    }
    .round-summary :is(th, td) {
      padding: 2px;
    }
  }
  /*
   * The score sheet (issue 22): CJK words stay whole; a seat's name on one line; an edge it
   * scrolls on to fades out (the parts that sideways, above, sets).
   */
  tt-score-sheet::part(table) {
    word-break: keep-all;
    line-break: strict;
  }
  tt-score-sheet::part(seat-column) {
    white-space: nowrap;
  }
  tt-score-sheet::part(scroll-cue-end) {
    mask-image: linear-gradient(to left, transparent, #000 32px);
  }
  tt-score-sheet::part(scroll-cue-start) {
    mask-image: linear-gradient(to right, transparent, #000 32px);
  }
  tt-score-sheet::part(scroll-cue-start scroll-cue-end) {
    mask-image: linear-gradient(to right, transparent, #000 32px, #000 calc(100% - 32px), transparent);
  }
  /* At the game's end the panel covers the whole cell: no card, badge or caption of the trick shows through. */
  .center[data-over] > :not(.game-over) {
    visibility: hidden;
  }
  .game-over {
    position: relative;
    place-self: stretch;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 6px;
    padding: 12px;
    border-radius: 14px;
    background: var(--game-over-bg, rgb(10 30 20));
    text-align: center;
    z-index: 2;
  }
  .game-over-title {
    margin: 0;
    font-size: 1.4em;
  }
  .winners {
    margin: 0;
    font-size: 1.2em;
    font-weight: 800;
    color: var(--turn-ink, #ffe066);
  }
  .results {
    margin: 0;
    padding: 0;
    list-style: none;
    font-variant-numeric: tabular-nums;
  }
  button:is(.new-game, .summary-dismiss) {
    font: inherit;
    font-weight: 800;
    padding: 8px 18px;
    border-radius: 999px;
    border: 0;
    background: var(--button-bg, #ffe066);
    color: var(--button-ink, #2b2300);
    cursor: pointer;
    box-shadow: 0 2px 6px rgb(0 0 0 / 0.4);
  }
  button:is(.new-game, .summary-dismiss):focus-visible {
    outline: 3px solid var(--focus-ring);
    outline-offset: 3px;
  }
`;
