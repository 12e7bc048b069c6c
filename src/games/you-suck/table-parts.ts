/**
 * The pieces of `<you-suck-table>` that are You Suck's own: the Ticks, the
 * seven play targets (YS-2), each with its power (rounds 1–2) or its value
 * (round 3), its owner, its colour once set (YS-7), its cards, how many more
 * it needs, and its taker once complete (YS-9); the Tick powers' choices
 * (YS-4); the round's scoring table (YS-10); and the log lines of the moves
 * before play. Plain functions of the table's words (./table.ts draws the
 * rest). The Ticks' cards, the Ticks as buttons, the Tick lines of the log
 * and the summary's column come with the play view (./play-view.ts), loaded
 * on demand (issue 20).
 *
 * While the viewer picks a Tick for a card, every Tick is a button: a legal
 * one takes the card, an illegal one says why (G-4). A completed Tick's
 * cards are gathered in once the next card is played (G-7), unless the page
 * turns on `review`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CardFace } from '../../elements/parts/card.js';
import { cssProps } from '../../elements/parts/css-props.js';
import type { MessageKey } from '../../elements/parts/i18n.js';
import type { LogWords } from '../../elements/parts/log-lines.js';
import type { TableMoveDetail } from '../../elements/parts/events.js';
import type { PickerPart } from '../../elements/parts/table-pieces.js';
import { seatIds } from '../common/seats.js';
import type { YouSuckView } from './game.js';
import { BID_POINTS, COLOURS, colourOf, ROUNDS, type Tick } from './ticks.js';

/** What the Ticks need of the table: its words, names and card faces. */
export interface TickWords extends Pick<LogWords, 't' | 'seatName' | 'person' | 'cardName' | 'list'> {
  face(card: string): CardFace;
  suitName(suit: string): string;
  suitBadge(suit: string, text: string): TemplateResult;
}

/** How the Ticks are drawn once the play view (./play-view.ts) has arrived: its `TickPick` makes it. */
export interface TicksState {
  /** The card whose Tick the viewer is picking, or `null`. */
  picked: string | null;
  /** Why each Tick refuses `picked` (a message), `null` where it may go; only while picking. */
  refusal(tick: Tick): string | null;
  /** A card was played since the last Tick was completed: its cards are gathered in (G-7). */
  gathered: boolean;
  review: boolean;
  /** The text above the Ticks (what to do now), and the last refusal (a polite status). */
  hint: string;
  message: string;
  choose(tick: Tick, refusal: string | null): void;
  keydown(event: KeyboardEvent): void;
  /** A Tick, its cards, and as a button while picking; the last Tick of the round before. */
  view(w: TickWords, G: YouSuckView, tick: Tick, s: TicksState): TemplateResult;
  lastTick(w: TickWords, G: YouSuckView, before: NonNullable<YouSuckView['lastTick']>): TemplateResult;
}

/** A Tick's name, e.g. "Choose Trump". */
export const tickName = (w: TickWords, id: string) => w.t(`ys.tick.${id}` as MessageKey);

/**
 * A Tick's text: its name and a badge of how many more it needs or who took
 * it (`state`), one short line of power or value (`about`), owner and colour
 * (`colour`: a badge once set, else why not, said to screen readers only),
 * and, while the viewer picks a Tick for a card, why it refuses the card.
 */
export function tickText(
  w: TickWords,
  G: YouSuckView,
  tick: Tick,
  about: string,
  state: string,
  colour: unknown,
  refusal?: string | null,
): TemplateResult {
  const owner = G.owners[tick.id];
  return html`<span class="tick-head"
      ><span class="tick-name">${tickName(w, tick.id)}</span> <span class="tick-state">${state}</span></span
    >
    <span class="tick-info"
      ><span class="tick-about">${about}</span> ${
        owner !== null ? html`<span>${w.t('ys.owner', { name: w.seatName(owner) })}</span> ` : nothing
      }<span class=${tick.colour ? 'tick-colour' : 'vh'}>${colour}</span></span
    >
    ${refusal ? html`<span class="vh">${refusal}</span>` : nothing}`;
}

/**
 * One Tick before any card is played (rounds 1's powers, bids): a list item
 * of its name, that it needs a card of each seat, its power, its owner, and
 * that it has no colour yet. From play on (once the play view has arrived,
 * which play waits for) the play view draws every Tick (issue 20).
 */
function firstTick(w: TickWords, G: YouSuckView, tick: Tick): TemplateResult {
  return html`<div class="tick" part="tick" role="listitem" data-tick=${tick.id}>
    <span class="tick-text"
      >${tickText(
        w,
        G,
        tick,
        w.t(`ys.power.${tick.id}` as MessageKey),
        w.t('ys.needs', { count: G.numPlayers }),
        w.t('ys.colour.none'),
      )}</span
    >
  </div>`;
}

/**
 * The Ticks (part `ticks`): the hint, the last Tick of the round before
 * until this round's first card (G-7), the seven Ticks, and why the last
 * pressed Tick refused the card. The list's `--players` (how a Tick's cards
 * overlap) is set through the CSSOM: a strict CSP refuses a `style` attribute.
 */
export function renderTicks(w: TickWords, G: YouSuckView, s: TicksState | undefined): TemplateResult {
  const last = G.lastTick;
  const before = s && !s.gathered && last && last.round < G.round ? last : null;
  return html`<section class="ticks" part="ticks" aria-labelledby="ticks-title">
    <div class="ticks-top">
      <h2 id="ticks-title" class="ticks-title">${w.t('ys.ticks')}</h2>
      ${G.round < ROUNDS ? html`<p class="ticks-when">${w.t('ys.ticks.when')}</p>` : nothing}
      <p class="ticks-hint" aria-live="polite">${s?.hint ?? ''}</p>
    </div>
    ${
      before
        ? html`<div class="last-tick" part="last-tick">
          ${s!.lastTick(w, G, before)}
        </div>`
        : nothing
    }
    <div
      class="tick-list"
      role=${s?.picked ? 'toolbar' : 'list'}
      aria-labelledby="ticks-title"
      ${cssProps({ '--players': String(G.numPlayers) })}
      @keydown=${s?.keydown}
    >
      ${G.ticks.map((tick) => (s ? s.view(w, G, tick, s) : firstTick(w, G, tick)))}
    </div>
    <p class="tick-reason" part="tick-reason" role="status">${s?.message ?? ''}</p>
  </section>`;
}

/**
 * The round's scoring table (part `scoring`, YS-10): the points a made bid
 * scores by Ticks taken, the viewer's bid's column marked; in round 3, that
 * each Tick taken adds its value, floored at 0.
 */
export function renderScoring(w: TickWords, G: YouSuckView, viewer: string | null): TemplateResult {
  const round = Math.max(1, G.round);
  const points = round >= ROUNDS ? BID_POINTS.last : BID_POINTS.early;
  const bid = viewer === null ? null : (G.bids[Number(viewer)] ?? null);
  const mine = (i: number) => (bid !== null && Math.min(bid, 4) === i ? 'mine' : '');
  return html`<section class="scoring" part="scoring" aria-labelledby="scoring-title">
    <h2 id="scoring-title">${w.t('ys.scoring.title', { round })}</h2>
    <table>
      <tr>
        <th scope="row">${w.t('ys.scoring.taken')}</th>
        ${['0', '1', '2', '3', '4–7'].map((x, i) => html`<td class=${mine(i)}>${x}</td>`)}
      </tr>
      <tr>
        <th scope="row">${w.t('ys.scoring.points')}</th>
        ${points.map((p, i) => html`<td class=${mine(i)}>${p}</td>`)}
      </tr>
    </table>
    <p>${w.t('ys.scoring.bid')} ${round >= ROUNDS ? w.t('ys.scoring.values') : w.t('ys.scoring.plus3')}</p>
  </section>`;
}

/**
 * The Tick power `seat` uses now, as a picker (YS-4): Choose Dealer names
 * any seat, itself included (YS-12); Choose Trump a colour, with how many of
 * it the hand holds; Trade a Card keeps the hand (a card of the hand is
 * traded by pressing it). `null` outside these stages.
 * @param move makes the move (`chooseDealer`, `chooseTrump`, `tradeCard`) with its one argument
 */
export function powerPicker(
  w: TickWords,
  G: YouSuckView,
  seat: string,
  move: (name: string, arg: unknown) => void,
): { kind: string; part: PickerPart } | null {
  const hand = G.hands[Number(seat)] ?? [];
  switch (G.stage) {
    case 'choose-dealer':
      return {
        kind: 'dealer',
        part: {
          label: w.t('ys.dealer.pick'),
          note: w.t('ys.dealer.note'),
          options: seatIds(G.numPlayers).map((s) => ({ value: s, label: w.seatName(s) })),
          pick: (s) => move('chooseDealer', s),
        },
      };
    case 'choose-trump':
      return {
        kind: 'trump',
        part: {
          label: w.t('ys.trump.pick'),
          note: w.t('ys.trump.note'),
          options: COLOURS.map((c) => ({
            value: c,
            label: w.suitName(c),
            detail: w.t('ys.trump.held', { count: hand.filter((card) => colourOf(card) === c).length }),
          })),
          pick: (c) => move('chooseTrump', c),
        },
      };
    case 'trade':
      return {
        kind: 'trade',
        part: {
          label: w.t('ys.trade.pick'),
          note: w.t('ys.trade.note'),
          options: [{ value: 'keep', label: w.t('ys.trade.keep') }],
          pick: () => move('tradeCard', null),
        },
      };
    default:
      return null;
  }
}

/**
 * The log line of a move: the dealer and trump named (YS-4), a trade (its
 * card only in the trader's own line, YS-12), a bid; `null` for a played
 * card, which shows on its Tick.
 */
export function moveLine(w: TickWords, viewer: string | null, { seat, move, args }: TableMoveDetail): string | null {
  const name = w.seatName(seat);
  const arg = String(args[0]);
  switch (move) {
    case 'bid':
      return w.t('log.bid', { ...w.person(seat), n: arg });
    case 'chooseDealer':
      return arg === seat
        ? w.t('ys.log.dealerSelf', w.person(seat))
        : w.t('ys.log.dealer', { ...w.person(seat), dealer: w.seatName(arg), dealerWho: w.person(arg).who });
    case 'chooseTrump':
      return w.t('ys.log.trump', { name, colour: w.suitName(arg) });
    case 'tradeCard':
      if (args[0] === null) return w.t('ys.log.keep', w.person(seat));
      return seat === viewer ? w.t('ys.log.tradeOwn', { card: w.cardName(arg) }) : w.t('ys.log.trade', { name });
    default:
      return null;
  }
}
