/**
 * `<tricktakers-table>`'s play area after the character choice: the note in
 * the middle while the characters are set up, the character cards folded in
 * the side column (where each stands from round 2 on: the King player's bar,
 * characters used), the notes on played cards (the Kakumei token, the
 * Hermit's Rare+1), the Kakumei trick's marker, the names of the setups'
 * own cards and the Gambler's numbers on its seat. Part of the play view
 * (./play-view.ts), loaded on demand (issue 20).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { MessageKey } from '../../elements/parts/i18n.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import type { TrickTakersView } from './game.js';
import { BERSERKER, KING_RARE, colourOf, isWhiteFlag } from './cards.js';
import type { CharacterId } from './scoring.js';
import type { TtPlay, TtTrick } from './state.js';
import { characterCards, plainCardKey, type Standing, type TtWords } from './table-parts.js';

/** The message naming a card without a colour: the King Rare, the Berserker's Rare, White Flag and card (TT-13, TT-18), else a plain Rare or White Flag. */
export function specialCardKey(card: string): MessageKey {
  const own: Record<string, MessageKey> = {
    [KING_RARE]: 'tk.card.kingRare',
    'berserker-rare': 'tk.card.berserkerRare',
    'berserker-white-flag': 'tk.card.berserkerFlag',
    [BERSERKER]: 'tk.card.berserker',
  };
  return own[card] ?? plainCardKey(card);
}

/**
 * The table's words with each card named as inside a sentence: a card without a colour with its
 * article ("the Berserker card", "a Rare": `tk.cardIn.*`, issue 22), a number card by its plain name.
 */
export function inText<W extends TtWords>(w: W): W {
  const cardName = (card: string) =>
    colourOf(card) ? w.cardName(card) : w.t(specialCardKey(card).replace('tk.card.', 'tk.cardIn.') as MessageKey);
  return { ...w, cardName };
}

/**
 * Where character `c`, held by no seat, stands from round 2 on, or `null`
 * (free): the previous round's King player may not pick the King (TT-8; not
 * with two players), and with two players the seats that used it in earlier
 * rounds (TT-19).
 */
export function laterStanding(w: TtWords, G: TrickTakersView, c: CharacterId, viewer: string | null): Standing | null {
  const prev = G.sheet.at(-1);
  const king = G.numPlayers > 2 && prev ? prev.characters.indexOf('king') : -1;
  if (G.stage === 'select' && c === 'king' && king >= 0) {
    const barred = String(king);
    return barred === viewer
      ? { status: 'barred', text: w.t('tk.status.kingBar') }
      : { status: 'barred', text: w.t('tk.status.kingBarOther', { name: w.seatName(barred) }) };
  }
  const used =
    G.numPlayers === 2
      ? G.sheet.flatMap((r) => r.characters.flatMap((h, s) => (h === c ? [{ seat: String(s), round: r.round }] : [])))
      : [];
  if (used.length === 0) return null;
  const names = used.map((u) =>
    w.t('tk.status.usedIn', { name: w.seatName(u.seat), round: w.t('sheet.round', { n: u.round }) }),
  );
  return { status: 'used', text: w.t('tk.status.used', { names: w.list(names) }) };
}

/** The Gambler's bid and bet on its seat (TT-14), after the seat's first-screen numbers. */
export function laterStats(w: TtWords, G: TrickTakersView, seat: string): SeatStat[] {
  const s = Number(seat);
  return G.characters[s] === 'gambler'
    ? [
        { label: w.t('tk.stat.bid'), value: G.bids[s] ?? w.t('none') },
        { label: w.t('tk.stat.bet'), value: G.bets[s] ?? 0 },
      ]
    : [];
}

/**
 * Before the first lead: the characters are being set up (TT-6 step 3), and who will lead (the title
 * carries class `setup-note`: on a phone the middle then gives its room to the setup's prompt); or,
 * in play, the Hermit drew and discards (TT-17, issue 22).
 */
export function middleNote(w: TtWords, G: TrickTakersView): TemplateResult {
  if (G.stage === 'hermit-discard' && G.toAct !== null)
    return html`<p class="middle-title">${w.t('tk.middle.hermit')}</p>
      <p>${w.t('tk.middle.hermitNote', w.person(G.toAct))}</p>`;
  const note = G.first === null ? w.t('tk.middle.leaderNote') : w.t('tk.middle.setupNote', w.person(G.first));
  return html`<p class="middle-title setup-note">${w.t('tk.middle.setup')}</p>
    <p>${note}</p>`;
}

/** After selection, the character cards (`cards`, by default the basic five) stay at hand in the side column, folded. */
export function foldedCharacters(
  w: TtWords,
  G: TrickTakersView,
  viewer: string | null,
  cards: TemplateResult = characterCards(w, G, viewer, w.t('tk.cards.title'), laterStanding),
): TemplateResult {
  return html`<details class="char-details">
    <summary>${w.t('tk.cards.title')}</summary>
    ${cards}
  </details>`;
}

/** The note on a played card: the Kakumei card carries the token (TT-4); the Hermit's White Flag is Rare+1 (TT-17). */
export function playNote(w: TtWords, play: TtPlay): string | undefined {
  if (play.kakumei) return w.t('tk.note.kakumei');
  return play.byHermit && isWhiteFlag(play.card) ? w.t('tk.note.hermit') : undefined;
}

/** The marker over a Kakumei trick (part `kakumei`, TT-4: the order is reversed), else nothing. */
export function kakumeiMarker(w: TtWords, shown: TtTrick | null): TemplateResult | typeof nothing {
  return shown?.kakumei
    ? html`<p class="kakumei-marker" part="kakumei">
        <strong>${w.t('tk.kakumei.marker')}</strong> <span>${w.t('tk.kakumei.order')}</span>
      </p>`
    : nothing;
}
