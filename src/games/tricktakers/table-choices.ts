/**
 * The viewer's choices at `<tricktakers-table>` after the character choice
 * (whose picker is ./table-parts.ts's), as plain functions of the table's
 * words: the pickers of the setup stages (TT-14, TT-15, TT-19), and the hand as a
 * multi-select where several cards are chosen at once (the King's and the
 * Hermit's discards, the Gambler's exchanges, black-crown spends: TT-13,
 * TT-14, TT-15, TT-17). Each callback makes the game's move; the rules
 * refuse anything illegal (G-4). Part of the play view (./play-view.ts),
 * loaded on demand.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CardFace } from '../../elements/parts/card.js';
import type { MessageKey } from '../../elements/parts/i18n.js';
import { chooseHandPart } from '../../elements/parts/choose-hand.js';
import type { PickerPart } from '../../elements/parts/table-pieces.js';
import { range } from '../common/cards.js';
import { turnError } from '../common/trick.js';
import type { TrickTakersView } from './game.js';
import {
  BERSERKER,
  GAMBLER_BET_CAP,
  KING_RARE,
  MAX_BLACK_CROWNS_PER_ROUND,
  canHermitDraw,
  canKakumei,
  isFinal,
  maxBet,
  maxBid,
} from './rules.js';
import { entryText, tablesFor, type TtWords } from './table-parts.js';
import { asState } from './view-facts.js';

/** The stages whose choice is cards of the hand, with their move and the confirm button's word. */
const HAND_STAGES: Readonly<Record<string, { move: string; confirm: MessageKey }>> = {
  'king-discard': { move: 'discard', confirm: 'tk.discard.confirm' },
  'hermit-discard': { move: 'discard', confirm: 'tk.discard.confirm' },
  exchange: { move: 'exchange', confirm: 'tk.exchange.confirm' },
  'black-crowns': { move: 'spendBlackCrown', confirm: 'tk.crowns.confirm' },
};

/** The largest number of cards an exchange or a spend may replace: the hand, at most the deck (TT-14, TT-15). */
const renewMax = (G: TrickTakersView, handSize: number): number => Math.min(handSize, G.deckSize);

/**
 * The hand as a multi-select (`<tt-choose-hand>`) for `seat` on its turn in
 * a stage that chooses cards, or `null` in any other stage (then the table
 * draws the shared hand, which plays a card): one card to discard, never
 * the King Rare (TT-13), or 1 to the lower of the hand and the deck
 * (`deckSize`) to renew, never the Berserker card (TT-14, TT-15, TT-17).
 * `host.sort` orders the seat's hand for display (called only when the hand
 * is a multi-select); a confirmed selection calls `host.move(name, cards)`.
 */
export function choiceHand(w: TtWords, G: TrickTakersView, seat: string, host: ChoiceHost): TemplateResult | null {
  const stage = HAND_STAGES[G.stage];
  if (!stage || G.toAct !== seat) return null;
  const cards = host.sort(G.hands[Number(seat)] ?? []);
  const blocked = G.stage === 'king-discard' ? KING_RARE : G.stage === 'black-crowns' ? BERSERKER : null;
  const free = cards.filter((c) => c !== blocked).length;
  const max = stage.move === 'discard' ? 1 : renewMax(G, free);
  const drawn = G.stage === 'hermit-discard' ? beforeDraw.get(host.key) : undefined;
  return chooseHandPart({
    label: w.t('hand.label'),
    emptyText: host.emptyText(),
    cards: cards.map((card) => ({
      // The card the Hermit just drew is marked while it chooses its discard (TT-17, issue 22).
      ...host.face(card, drawn && !drawn.includes(card) ? { note: w.t('tk.hermit.drawn') } : {}),
      playable: card !== blocked,
      reason: card !== blocked ? undefined : w.t(blocked === KING_RARE ? 'tk.reason.kingRare' : 'tk.reason.berserker'),
    })),
    count: Math.max(1, max),
    min: 1,
    confirmText: w.t(stage.confirm),
    fullText: w.t('tk.full'),
    chosen: (chosen) => host.move(stage.move, chosen),
  });
}

/**
 * The picker of a setup stage for `seat` (TT-13…TT-15, TT-19), or `null`
 * when the stage has none (the King's and the Hermit's discards are chosen
 * in the hand; play has its own controls). `move` makes the move.
 * - `exchange`: keep the hand (`pass`); the cards are chosen in the hand.
 * - `bid`: handled by the table's bid picker.
 * - `bet`: no bet (`pass`), or 10, 20… up to the cap and the seat's points.
 * - `black-crowns`: keep the hand (`pass`); the cards are chosen in the hand.
 * - `choose-leader`: either seat.
 */
export function stagePicker(
  w: TtWords,
  G: TrickTakersView,
  seat: string,
  move: (name: string, ...args: unknown[]) => void,
): { kind: string; part: PickerPart } | null {
  const s = Number(seat);
  const hand = G.hands[s] ?? [];
  const keep = { value: 'keep', label: w.t('tk.keep') };
  switch (G.stage) {
    case 'exchange':
      return {
        kind: 'exchange',
        part: {
          label: w.t('tk.exchange.pick', { n: G.exchanges + 1 }),
          note: w.t('tk.exchange.note', { max: renewMax(G, hand.length) }),
          options: [keep],
          pick: () => move('pass'),
        },
      };
    case 'bet': {
      const cap = isFinal(asState(G)) ? GAMBLER_BET_CAP.final : GAMBLER_BET_CAP.normal;
      const score = G.scores[s] ?? 0;
      const max = maxBet(asState(G), seat);
      const steps = range(1, Math.floor(max / 10)).map((k) => 10 * k);
      return {
        kind: 'bet',
        part: {
          label: w.t('tk.bet.pick', { bid: G.bids[s] ?? 0 }),
          note: w.t('tk.bet.note', { max, score, cap }),
          // A row of small buttons, not one full-width button per step (issue 22).
          compact: true,
          options: [
            { value: 'none', label: w.t('tk.bet.none') },
            ...steps.map((n) => ({ value: String(n), label: String(n), ariaLabel: w.t('tk.bet.n', { n }) })),
          ],
          pick: (v) => (v === 'none' ? move('pass') : move('bet', Number(v))),
        },
      };
    }
    case 'black-crowns':
      return {
        kind: 'black-crowns',
        part: {
          label: w.t('tk.crowns.pick'),
          note: w.t('tk.crowns.note', {
            crowns: G.blackCrowns[s] ?? 0,
            left: Math.min(G.blackCrowns[s] ?? 0, MAX_BLACK_CROWNS_PER_ROUND - (G.spent[s] ?? 0)),
            max: renewMax(G, hand.length),
          }),
          options: [keep],
          pick: () => move('pass'),
        },
      };
    case 'choose-leader':
      return {
        kind: 'leader',
        part: {
          label: w.t('tk.leader.pick'),
          note: w.t('tk.leader.note'),
          options: ['0', '1'].map((v) => ({ value: v, label: w.seatName(v) })),
          pick: (v) => move('chooseLeader', v),
        },
      };
    default:
      return null;
  }
}

/** The bid picker's note: what a hit scores for each bid, from the Gambler's table (TT-14; two players TT-20). */
export function bidNote(w: TtWords, G: TrickTakersView): string {
  const values = tablesFor(G.numPlayers).gambler.map((e, n) => `${n}: ${entryText(w, e)}`);
  return w.t('tk.bid.note', { values: values.join(', ') });
}

/** The Hermit's Dexterous Hand before it plays (TT-17): one option, draw; a card is then discarded in the hand. */
export function hermitPicker(w: TtWords, draw: () => void): PickerPart {
  return {
    label: w.t('tk.hermit.pick'),
    note: w.t('tk.hermit.note'),
    options: [{ value: 'draw', label: w.t('tk.hermit.draw') }],
    pick: draw,
  };
}

/**
 * The Resistance's "Declare Kakumei" box (part `kakumei-toggle`, TT-4): a
 * native checkbox, keyboard reachable; ticked, the next card played
 * declares Kakumei. `left`: declarations left this round (1; 2 with two
 * players, TT-20); `change` gets the new state.
 */
export function kakumeiToggle(
  w: TtWords,
  left: number,
  checked: boolean,
  change: (on: boolean) => void,
): TemplateResult {
  return html`<label class="kakumei-toggle" part="kakumei-toggle"
      ><input
        type="checkbox"
        .checked=${checked}
        @change=${(e: Event) => change((e.target as HTMLInputElement).checked)}
      />
      ${w.t('tk.kakumei.declare', { left })}</label
    >
    <p class="choice-note">${w.t('tk.kakumei.note')}</p>`;
}

/** `seat` is the Resistance on its turn in play with a Kakumei left (TT-4, TT-20). */
export const mayDeclare = (G: TrickTakersView, seat: string | null): boolean =>
  seat !== null && !turnError(G, seat, 'play') && canKakumei(asState(G), seat);

/** `seat` is the Hermit on its turn in play, yet to draw, and the deck has a card (TT-17). */
export const mayDraw = (G: TrickTakersView, seat: string | null): boolean =>
  seat !== null && canHermitDraw(asState(G), seat);

/** What the table lends the choices after the character choice: its pickers, its moves, its hand's sort and faces. */
export interface ChoiceHost {
  /** The table: the key of its options for the next card ({@link playChosen}). */
  key: object;
  /** The table's language in use, e.g. `"ja"`. */
  locale: string;
  sort(cards: readonly string[]): string[];
  face(card: string, extra?: Partial<CardFace>): CardFace;
  /** What the hand says when it holds no card. */
  emptyText(): string;
  picker(kind: string, part: PickerPart): TemplateResult;
  bidPicker(max: number, note: string, bid: (n: number) => void): TemplateResult;
  move(name: string, ...args: unknown[]): void;
  requestUpdate(): void;
}

/** The viewer's hand before the Hermit's draw, per table: what the draw added is marked in the discard (TT-17). */
const beforeDraw = new WeakMap<object, readonly string[]>();

/** The options the viewer set for its next card, per table: the Resistance's "Declare Kakumei" box (TT-4). */
const nextCard = new WeakMap<object, { kakumei?: boolean }>();

/**
 * The viewer (`seat`) chose `card` of its hand in play: `playCard` with
 * Kakumei when the box is ticked and it may still declare (TT-4); the box
 * is cleared.
 */
export function playChosen(
  host: Pick<ChoiceHost, 'key' | 'move'>,
  G: TrickTakersView,
  seat: string,
  card: string,
): void {
  const kakumei = nextCard.get(host.key)?.kakumei === true && mayDeclare(G, seat);
  nextCard.delete(host.key);
  host.move('playCard', card, kakumei ? { kakumei: true } : {});
}

/**
 * The viewer's choice on their turn after the character choice (`seat`):
 * the Gambler's bid (TT-14), the King's and the Hermit's discard notes (the
 * cards are chosen in the hand), the setup stages' pickers, and in play the
 * Resistance's Kakumei box (TT-4) or the Hermit's draw (TT-17). In play the
 * Resistance's and the Hermit's box stays all round: with a line once its
 * Kakumei is declared, or once it has drawn and discarded this turn.
 */
export function laterChoice(w: TtWords, G: TrickTakersView, seat: string, host: ChoiceHost): unknown {
  if (G.stage === 'bid') return host.bidPicker(maxBid(asState(G)), bidNote(w, G), (n) => host.move('bid', n));
  if (G.stage === 'king-discard' || G.stage === 'hermit-discard')
    return html`<p class="choice-note">${w.t(G.stage === 'king-discard' ? 'tk.king.note' : 'tk.hermit.discardNote')}</p>`;
  if (G.stage === 'play') {
    // The Resistance's box stays after its last Kakumei, saying so, so that the table keeps its height (issue 22).
    if (G.characters[Number(seat)] === 'resistance' && G.kakumeiLeft === 0 && !turnError(G, seat, 'play'))
      return html`<p class="kakumei-used">${w.t('tk.kakumei.used')}</p>
        <p class="choice-note">${w.t('tk.kakumei.note')}</p>`;
    if (mayDeclare(G, seat)) {
      const next = nextCard.get(host.key) ?? {};
      return kakumeiToggle(w, G.kakumeiLeft, next.kakumei === true, (on) => {
        nextCard.set(host.key, { ...next, kakumei: on });
        host.requestUpdate();
      });
    }
    if (mayDraw(G, seat))
      return host.picker(
        'hermit',
        hermitPicker(w, () => {
          beforeDraw.set(host.key, G.hands[Number(seat)] ?? []);
          host.move('hermitDraw');
        }),
      );
    // After its draw and discard, the Hermit's box stays with a line, so that the table keeps its height (issue 22).
    return asState(G).hermitDrew && G.characters[Number(seat)] === 'hermit'
      ? html`<p class="choice-note hermit-used">${w.t('tk.hermit.usedNote')}</p>`
      : nothing;
  }
  const picker = stagePicker(w, G, seat, host.move);
  return picker ? host.picker(picker.kind, picker.part) : nothing;
}
