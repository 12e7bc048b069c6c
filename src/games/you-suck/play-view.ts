/**
 * You Suck's play view: what `<you-suck-table>` shows once cards are
 * played, loaded on demand (issue 20, ../../elements/parts/on-demand.ts)
 * while the first screen (the Ticks, their powers, the bids) is up: the
 * cards on the Ticks and the last Tick of the round before, each Tick as a
 * button while the viewer picks one for a card (YS-8, G-4), the log lines
 * of the Ticks, the round summary's column, their words
 * (./messages-play.ts) and styles. The table asks for it when it is
 * created; the bots, who wait for it before they move, never start play
 * without it.
 */
import { css, html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { RoundRecord } from '../common/descriptor.js';
import { seatIds } from '../common/seats.js';
import { runningTotals } from '../common/totals.js';
import { turnError } from '../common/trick.js';
import type { HandCard } from '../../elements/parts/hand.js';
import type { MessageArgs, MessageKey } from '../../elements/parts/i18n.js';
import { keyboardLast } from '../../elements/parts/input-mode.js';
import { LATER } from '../../elements/parts/part-elements.js';
import { RovingFocusController } from '../../elements/parts/roving.js';
import type { TableView } from '../../elements/parts/table-controller.js';
import type { TableTrickEndDetail } from '../../elements/parts/events.js';
import type { SummaryColumn } from '../../elements/parts/round-summary.js';
import type { TrickSlot } from '../../elements/parts/trick.js';
import { unchanged } from '../../elements/parts/unchanged.js';
import type { YouSuckView } from './game.js';
import { later } from './later.js';
import type { YouSuckState } from './state.js';
import { tickWinner } from './tick-play.js';
import { isZero, PLUS_3_POINTS, ROUNDS, TICK_VALUES, type Tick } from './ticks.js';
// The play's rules (./play.ts): they arrive with the view that makes its moves (issue 20).
import './play.js';
import { tickName, tickText, type TickWords, type TicksState } from './table-parts.js';

export { youSuckPlayEn as words } from './messages-play.js';

/** What the Tick picking reads of `<you-suck-table>` (./table.ts): its state, words and moves. */
export interface PickHost extends ReactiveControllerHost, HTMLElement {
  /** Pending while the table's update waits for the answer to be painted (../../elements/parts/later.ts `answerFirst`). */
  answering?: Promise<unknown>;
  readonly viewer: string | null;
  readonly state: TableView<YouSuckView> | null;
  readonly review: boolean;
  readonly gathered: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  readonly words: TickWords;
  move(move: string, ...args: unknown[]): boolean;
  gameText(key: string, args?: MessageArgs): string;
}

/** The pure rules read a seat's view as a state: the viewer's own hand is in it (G-5). */
const asState = (G: YouSuckView) => G as unknown as YouSuckState;

/**
 * Playing a card in two steps: the card (pressed again: put back), then its
 * Tick, which takes it or says why not (YS-8, G-4); the arrows, Home and End
 * move between the Ticks, Escape puts the card back. A controller of the
 * table (`h`), made once the play view has arrived: no card is played before.
 */
export class TickPick {
  /** The card whose Tick the viewer is picking, or `null`. */
  picked: string | null = null;
  /** Why the last pressed Tick refused the picked card. */
  private refusal = '';
  /**
   * A card was just picked by a keyboard user: focus the first legal Tick after this render, and say the
   * keys in the hint. A touch or mouse user's focus is never moved (focusing scrolls the page, issue 22).
   */
  private focusTick = false;
  private readonly roving: RovingFocusController;

  constructor(private readonly h: PickHost) {
    h.addController(this);
    this.roving = new RovingFocusController(h, () => this.buttons());
  }

  private buttons(): HTMLElement[] {
    return Array.from(this.h.renderRoot.querySelectorAll<HTMLElement>('button.tick-text'));
  }

  /** Drops a pick the viewer may no longer play (before each render). */
  hostUpdate(): void {
    const { h, picked } = this;
    const G = h.state?.G;
    const seat = h.viewer;
    if (
      picked === null ||
      !G ||
      seat === null ||
      G.stage !== 'play' ||
      G.toAct !== seat ||
      !later.rules?.legalPlays(asState(G), seat).some(([c]) => c === picked)
    ) {
      this.picked = null;
      this.refusal = '';
    }
  }

  hostUpdated(): void {
    if (!this.focusTick) return;
    this.focusTick = false;
    const i = this.buttons().findIndex((b) => b.getAttribute('aria-disabled') === 'false');
    if (i >= 0) this.roving.focus(i);
  }

  /** A card of the hand was picked (again: put back) for a Tick. */
  pick(card: string): void {
    this.picked = this.picked === card ? null : card;
    this.refusal = '';
    this.focusTick = this.picked !== null && keyboardLast();
    // Answered first (issue 20): the card is marked in the hand at once, the Ticks drawn after that paint.
    LATER.module?.answerFirst(this.h, (hand) =>
      hand
        ?.querySelectorAll<HTMLElement>('[data-card]')
        .forEach((b) => b.classList.toggle('selected', b.dataset.card === this.picked)),
    );
    this.h.requestUpdate();
  }

  /** The picked card is pressed while the viewer chooses its Tick. */
  face(G: YouSuckView, card: string): Omit<HandCard, 'playable' | 'reason'> {
    const picking = G.stage === 'play' && G.toAct === this.h.viewer;
    return { ...this.h.words.face(card), selected: picking ? card === this.picked : undefined };
  }

  /** Why `tick` refuses the picked card (YS-6, YS-8), in words; `null` where it may go. */
  private tickRefusal(G: YouSuckView, tick: Tick): string | null {
    const { h } = this;
    const code = later.rules?.cardError(asState(G), h.viewer!, this.picked, tick.id) ?? turnError(G, h.viewer!, 'play');
    if (code === null) return null;
    const suit = tick.colour ? h.words.suitName(tick.colour) : '';
    return h.gameText(`reason.${code}`, { tick: tickName(h.words, tick.id), suit });
  }

  /** How the Ticks are drawn now (`hostUpdate` has dropped a stale pick). */
  ticks(G: YouSuckView): TicksState {
    const { h, picked } = this;
    const w = h.words;
    return {
      picked,
      refusal: (tick) => this.tickRefusal(G, tick),
      gathered: h.gathered,
      review: h.review,
      hint: picked
        ? w.t(keyboardLast() ? 'ys.ticks.pickKeys' : 'ys.ticks.pick', { card: w.cardName(picked) })
        : G.stage === 'play' && G.toAct === h.viewer
          ? w.t('ys.ticks.hint')
          : '',
      message: picked ? this.refusal : '',
      choose: (tick, refusal) => {
        if (refusal) this.refusal = refusal;
        else if (this.picked) {
          const card = this.picked;
          this.picked = null;
          this.refusal = '';
          h.move('playCard', card, tick.id);
        }
        h.requestUpdate();
      },
      keydown: (e) => {
        if (e.key !== 'Escape') return this.roving.onKeydown(e);
        e.preventDefault();
        this.picked = null;
        this.refusal = '';
        h.requestUpdate();
      },
      view: playTick,
      lastTick: lastTickCards,
    };
  }
}

/** "+5", "−5", "0": a Tick's round-3 value (YS-2). */
const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * What a Tick says: its power (rounds 1–2) or value (round 3), its colour
 * (a badge once set, else why not), and how many more it needs or who took
 * it (`state`).
 */
function tickLines(w: TickWords, G: YouSuckView, tick: Tick): { about: string; colour: unknown; state: string } {
  const about =
    G.round >= ROUNDS
      ? w.t('ys.value', { value: signed(TICK_VALUES[tick.id]) })
      : w.t(`ys.power.${tick.id}` as MessageKey);
  const colour = tick.colour
    ? w.suitBadge(tick.colour, w.suitName(tick.colour))
    : w.t(tick.plays.some((p) => !isZero(p.card)) ? 'ys.colour.multi' : 'ys.colour.none');
  const left = G.numPlayers - tick.plays.length;
  const state =
    left > 0
      ? w.t('ys.needs', { count: left })
      : tick.taker
        ? w.t('ys.takenBy', { name: w.seatName(tick.taker) })
        : w.t('ys.nobody');
  return { about, colour, state };
}

/**
 * One Tick, compact: its text (./table-parts.ts), then its cards overlapped
 * in a row while they are shown (G-7: gathered once the next card is played,
 * unless `review`), as `tickView` draws it.
 */
function playTick(w: TickWords, G: YouSuckView, tick: Tick, s: TicksState): TemplateResult {
  const { about, colour, state } = tickLines(w, G, tick);
  const complete = tick.plays.length >= G.numPlayers;
  const last = G.lastTick;
  const shown =
    tick.plays.length > 0 && (!complete || s.review || (!s.gathered && last?.id === tick.id && last.round === G.round));
  const refusal = s.picked ? s.refusal(tick) : null;
  const text = tickText(w, G, tick, about, state, colour, refusal);
  return tickView(w, G, tick, s, { text, name: tickName(w, tick.id), complete, shown, refusal });
}

/** A Tick's cards as `<tt-trick>` slots; the winning card marked once it is complete (YS-9). */
function slots(w: TickWords, tick: Tick, G: Pick<YouSuckView, 'numPlayers' | 'trump'>, trump = G.trump): TrickSlot[] {
  const complete = tick.plays.length >= G.numPlayers;
  const win = complete
    ? tickWinner(
        tick.plays.map((p) => p.card),
        trump,
      )
    : null;
  return tick.plays.map((p, i) => ({
    seat: p.seat,
    name: w.seatName(p.seat),
    face: w.face(p.card),
    winner: i === win,
  }));
}

/** The cards of a Tick as a row (overlapped on a Tick, each over its seat's name; part `who`). */
function cardsRow(w: TickWords, label: string, plays: TrickSlot[], caption = ''): TemplateResult {
  return html`<tt-trick
    layout="row"
    exportparts="card"
    .label=${label}
    .caption=${caption}
    .plays=${unchanged(plays)}
    .winnerText=${w.t('trick.won')}
  ></tt-trick>`;
}

/** A Tick's cards in a row, named for the Tick (`name`). */
function tickCards(w: TickWords, G: YouSuckView, tick: Tick, name: string): TemplateResult {
  return cardsRow(w, w.t('ys.cardsOn', { tick: name }), slots(w, tick, G));
}

/** The last Tick of the round before (`before`), under that round's trump, until this round's first card (G-7). */
function lastTickCards(w: TickWords, G: YouSuckView, before: NonNullable<YouSuckView['lastTick']>): TemplateResult {
  const trump = G.sheet[before.round - 1]?.trump ?? null;
  const beforeTitle = w.t('ys.lastTick', { round: before.round, tick: tickName(w, before.id) });
  return cardsRow(w, beforeTitle, slots(w, before, G, trump), `${beforeTitle}. ${tickLines(w, G, before).state}`);
}

/**
 * A Tick once cards are played (`t`: its parts as ./table-parts.ts made
 * them): its text, its cards in a row (or that they were gathered), and,
 * while the viewer picks a Tick for a card, its text a button (named by
 * that text and, on a Tick that refuses the card, why, for screen readers;
 * the reason shows once, below the Ticks), its cards the description, and
 * a click anywhere on it choosing it. One template whether or not a card
 * is picked, so that a pick or a play updates each Tick in place (its
 * cards' `<tt-trick>` kept) instead of drawing all seven anew (issue 20).
 */
function tickView(
  w: TickWords,
  G: YouSuckView,
  tick: Tick,
  s: TicksState,
  t: { text: TemplateResult; name: string; complete: boolean; shown: boolean; refusal: string | null },
): TemplateResult {
  const { text, name, complete, shown, refusal } = t;
  const id = `cards-${tick.id}`;
  const cards = shown
    ? tickCards(w, G, tick, name)
    : complete
      ? html`<span class="gathered">${w.t('ys.gathered')}</span>`
      : nothing;
  const picked = !!s.picked;
  const legality = refusal ? 'illegal' : 'legal';
  const inner = picked
    ? html`<button
        type="button"
        class="tick-text"
        aria-disabled=${refusal ? 'true' : 'false'}
        aria-describedby=${shown ? id : nothing}
      >
        ${text}
      </button>`
    : html`<span class="tick-text">${text}</span>`;
  const described = picked && shown;
  const list = described
    ? w.list(tick.plays.map((p) => w.t('ys.playOn', { name: w.seatName(p.seat), card: w.cardName(p.card) })))
    : '';
  return html`<div
    class=${picked ? `tick ${legality}` : 'tick'}
    part=${picked ? `tick tick-${legality}` : 'tick'}
    role=${picked ? nothing : 'listitem'}
    data-tick=${tick.id}
    ?data-complete=${complete}
    @click=${picked ? () => s.choose(tick, refusal) : nothing}
  >
    ${inner} ${cards} ${described ? html`<span id=${id} hidden>${list}</span>` : nothing}
  </div>`;
}

/**
 * The log line of a completed Tick (YS-9): who took it with which card (the
 * winning one, under the trump of the Tick's round), or that nobody did.
 */
export function tickLine(w: TickWords, G: YouSuckView, d: TableTrickEndDetail): string {
  const trump = d.round === G.round ? G.trump : (G.sheet[d.round - 1]?.trump ?? null);
  const i = tickWinner(
    d.plays.map((p) => p.card),
    trump,
  );
  const tick = tickName(w, d.tick ?? '');
  if (d.winner === null || i === null) return w.t('ys.log.nobody', { tick });
  return w.t('ys.log.tick', { tick, name: w.seatName(d.winner), card: w.cardName(d.plays[i]!.card) });
}

/** One line per seat at the end: the total and round 3's Ticks, the tie-break (YS-11). */
export function resultLines(w: TickWords, view: TableView<YouSuckView>): string[] {
  const over = view.ctx.gameover as { scores?: Record<string, number> } | undefined;
  const last = view.G.sheet.at(-1);
  if (!over?.scores || !last) return [];
  return seatIds(view.G.numPlayers).map((s) =>
    w.t('ys.result', { name: w.seatName(s), score: over.scores![s] ?? 0, ticks: last.tricks[Number(s)] ?? 0 }),
  );
}

/**
 * The round summary's column of You Suck (issue 13): the Ticks each seat took in the last round (YS-9), by name.
 * Before round 3 its note tells who scores the +3 as the next round starts (YS-4 step 1): the sheet's
 * score has it at once, the round's running total not yet (issue 22).
 */
export function summaryTicks(w: TickWords, rounds: readonly RoundRecord[]): SummaryColumn[] {
  const row = rounds.at(-1)!;
  const taken = (row.taken ?? {}) as Record<string, string | null>;
  const values = row.points.map((_, s) => {
    const ids = Object.keys(taken).filter((id) => taken[id] === String(s));
    return ids.length > 0 ? w.list(ids.map((id) => tickName(w, id))) : w.t('none');
  });
  const plus = taken['plus-3'];
  const note =
    plus && rounds.length < ROUNDS
      ? w.t('ys.summary.plus3', {
          name: w.seatName(plus),
          round: rounds.length + 1,
          total: runningTotals(rounds)[Number(plus)]! + PLUS_3_POINTS,
        })
      : undefined;
  return [{ label: w.t('ys.summary.ticks'), values, note }];
}

/**
 * The table's styles for play (after ./table.styles.ts): the Tick's text as
 * a button, a completed Tick, the refusal's colour; a Tick that takes
 * the picked card outlined, one that does not dimmed; a Tick's cards
 * overlapped in one row; the last Tick of the round before; the picked card.
 */
export const styles = css`
  /* The Tick's text as a button while a card is picked. */
  .tick-text {
    margin: 0;
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
  }
  .tick[data-complete] {
    background: rgb(0 0 0 / 0.12);
  }
  .tick-reason {
    color: var(--reason-color, #ffe8a3);
  }
  .tick.legal,
  .tick.legal .tick-text {
    cursor: pointer;
  }
  .tick.legal {
    border-color: var(--playable-glow, #ffe066);
    box-shadow: 0 0 0 2px rgb(255 224 102 / 0.3);
  }
  .tick.illegal,
  .tick.illegal .tick-text {
    cursor: not-allowed;
  }
  .tick.illegal {
    opacity: 0.62;
  }
  .tick:has(:focus-visible) {
    outline: 3px solid var(--focus-ring);
    outline-offset: 2px;
    opacity: 1;
  }
  .tick-text:focus-visible {
    outline: none;
  }
  /* Whole words in Japanese (カードは/回収されました, not 回収さ/れました): the message marks where a line may break. */
  .gathered {
    font-size: 0.75em;
    font-style: italic;
    word-break: keep-all;
  }
  /* A Tick's cards overlap in one row: each play takes an equal share of the Tick's width, at most a card and a gap. */
  .tick tt-trick::part(plays) {
    flex-wrap: nowrap;
    gap: 0;
  }
  .tick tt-trick::part(play) {
    flex: none;
    align-items: flex-start;
    inline-size: min(
      calc(var(--tick-card-width) + 4px),
      calc((100% - var(--tick-card-width)) / max(1, var(--players) - 1))
    );
  }
  .tick tt-trick::part(who) {
    max-inline-size: calc(var(--tick-card-width) + 4px);
    font-size: 0.6em;
  }
  .last-tick {
    --card-width: var(--tick-card-width);
    padding: 4px 8px;
    border-radius: 10px;
    background: rgb(0 0 0 / 0.2);
  }
  tt-hand::part(card-selected) {
    translate: 0 -20px;
    outline: 3px solid var(--selected-ring, #ffffff);
    outline-offset: 2px;
  }
  /*
   * A phone (issue 22): when no choice is up, the Ticks, your seat and your hand come first and the other seats
   * after the hand, so the prompt, the Ticks and the hand share one screen. One Tick a row, its cards on its
   * right; fewer words (who played each card on a Tick, said to screen readers; a Tick's owner is on the owner's seat; the hint stands for the heading).
   */
  @container (max-width: 520px) {
    .felt:not(:has(> .choices)) > .seats {
      order: 1;
    }
    .ticks-when,
    .tick-info > span:not([class]) {
      display: none;
    }
    .ticks-top:has(.ticks-hint:not(:empty)) .ticks-title {
      position: absolute;
      clip-path: inset(50%);
    }
    .ticks-hint {
      font-size: 0.9em;
    }
    .felt:not(:has(> .choices)) .tick-list {
      grid-template-columns: minmax(0, 1fr);
      gap: 3px;
    }
    .gathered {
      font-size: 0.7em;
    }
    .felt:not(:has(> .choices)) .tick {
      display: grid;
      grid-template-columns: minmax(0, 1fr) 112px;
      gap: 0 4px;
      align-items: center;
      padding-block: 2px;
    }
    .tick-text {
      grid-row: 1 / 9;
    }
    /* A Tick's whole name, then its badge, which wraps under it where both do not fit (long names, Japanese). */
    .tick-state {
      white-space: normal;
    }
    /* A card on a Tick without its seat's name under it: a Tick with cards is no taller than one without. */
    .tick tt-trick::part(who) {
      display: none;
    }
    /*
     * The table keeps its height from round to round: the last Tick of the round before is behind the peek button
     * (its panel would stand until the first card); the scoring table without its title; the score sheet scrolls inside a fixed box, the newest round and
     * the total in view (its own sticky head and foot); a hand of eight cards is one row, its cards overlapped a little more.
     */
    .last-tick,
    .scoring h2 {
      display: none;
    }
    /*
     * While a choice is up, no Tick's badge: before a round's first card every Tick needs a card of each seat. While
     * the round summary is up, no scoring table: the first choice of a round fits with the summary over the Ticks.
     */
    .felt:has(> .choices) .tick-state,
    .layout:has(.round-summary) .scoring {
      display: none;
    }
    tt-score-sheet {
      --sheet-max-height: 130px;
      block-size: 130px;
    }
    /* The round summary over the Ticks, tighter: the table grows little while it is up. */
    .round-summary {
      gap: 2px;
    }
    /* The Ticks with the round summary over them first, above a round's first choice: the summary and its Continue on
       the screen as it opens; once it is put away, the choice is back at the top. */
    .felt:has(.round-summary) > .center {
      order: -1;
    }
    tt-hand {
      --hand-overlap: -0.2;
    }
    .status {
      font-size: 0.9em;
      gap: 0 10px;
    }
    tt-seat::part(marker) {
      font-size: 0.62em;
      padding: 0 4px;
    }
    /* The table stays within about one and a half screens: a shorter log, tighter gaps, the scoring's words left to its table. */
    tt-log {
      --log-height: var(--log-height-narrow, 3.75em);
    }
    .felt,
    .side {
      gap: 6px;
    }
    .seat-stats {
      gap: 0 6px;
      font-size: 0.78em;
    }
  }
`;
