/**
 * The pieces of `<tricktakers-table>` that are TrickTakers' own and on its
 * first screen, the character choice: the five character cards (their score
 * tables read from the rules' `TABLES` data, their abilities and win
 * conditions, and whether each is taken or free; TT-5, TT-8, TT-13…TT-20),
 * the character picker and the log line of a pick, the seats' numbers and
 * the score sheet's footer.
 * Plain functions of the table's words (./table.ts draws the rest). What
 * later stages and rounds show (the King player's bar, characters used,
 * the Gambler's bid and bet, the log's lines) is in the play view
 * (./play-view.ts), loaded on demand (issue 20).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { TableMoveDetail } from '../../elements/parts/events.js';
import type { MessageKey } from '../../elements/parts/i18n.js';
import type { LogWords } from '../../elements/parts/log-lines.js';
import type { PickerOption } from '../../elements/parts/picker.js';
import type { ScoreRow } from '../../elements/parts/score-sheet.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import type { PickerPart } from '../../elements/parts/table-pieces.js';
import { colourOf, isRare, isWhiteFlag } from './cards.js';
import {
  CHARACTERS,
  GAMBLER_BET_CAP,
  GAMBLER_BONUS,
  HERMIT_WF_BONUS,
  RESISTANCE_FINAL_PER_TRICK,
  TABLES,
  TWO_PLAYER_TABLES,
  priorityOf,
  type CharacterId,
  type Entry,
  type Tables,
} from './scoring.js';
import type { TrickTakersView } from './game.js';

/**
 * The White Flag's symbol (a `SymbolShape`, parts/card.ts): kept with the
 * game, since no other game draws it (parts/symbols.ts sits in the chunk
 * every table loads).
 */
export const flag = 'M4 1.5h2.5v21H4zM7.5 2.5H21l-3.5 5.5 3.5 5.5H7.5z';

/** The suit a card is drawn as: its colour, or Rare, White Flag, Berserker (TT-1, TT-18). */
export const kindOf = (card: string): string =>
  colourOf(card) ?? (isRare(card) ? 'rare' : isWhiteFlag(card) ? 'flag' : 'berserker');

/**
 * The message naming a plain Rare or White Flag, the cards without a colour
 * a first hand may hold; the King's and the Berserker's own cards, which
 * come with the setups, are named by the play view (./table-play.ts
 * `specialCardKey`).
 */
export const plainCardKey = (card: string): MessageKey => (isRare(card) ? 'tk.card.rare' : 'tk.card.flag');

/** What the pieces need of the table: its words and names. */
export type TtWords = Pick<LogWords, 't' | 'seatName' | 'person' | 'cardName' | 'list'>;

/** The score tables in use: the two-player ones (provisional, TT-20) or the base ones (TT-13…TT-18). */
export const tablesFor = (numPlayers: number): Tables => (numPlayers === 2 ? TWO_PLAYER_TABLES : TABLES);

/** "King", "Gambler"… */
export const characterName = (w: TtWords, c: CharacterId) => w.t(`tk.char.${c}` as MessageKey);

/** "King (1A)": the name and its priority (TT-5). */
export const characterLabel = (w: TtWords, c: CharacterId) =>
  w.t('tk.char.named', { name: characterName(w, c), priority: w.t('tk.char.priority', { n: priorityOf(c) + 1 }) });

/** "+20", "−30", "0": a number of points, signed. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** "+20", "−30", "0", or "Win": one entry of a score table. */
export const entryText = (w: TtWords, e: Entry): string => (e === 'win' ? w.t('tk.table.win') : signed(e));

/** The two rows of a character's score table: what is counted, and what it scores. */
function tableRows(
  w: TtWords,
  c: CharacterId,
  tables: Tables,
): { head: string; keys: string[]; label: string; values: Entry[] } {
  if (c === 'resistance') {
    const r = tables.resistance;
    return {
      head: w.t('tk.table.card'),
      keys: [w.t('tk.table.black'), '7–9', '4–6', '1–3', w.t('tk.table.flag'), w.t('tk.table.rare')],
      label: w.t('tk.table.points'),
      values: [r.black, r['7-9'], r['4-6'], r['1-3'], r['white-flag'], r.rare],
    };
  }
  const values = tables[c];
  return {
    head: w.t(c === 'gambler' ? 'tk.table.bid' : 'tk.table.tricks'),
    keys: values.map((_, i) => String(i)),
    label: w.t('tk.table.points'),
    values: [...values],
  };
}

/** The words of a character's ability, win condition and final-round rule, with the rules' numbers filled in. */
function characterTexts(
  w: TtWords,
  c: CharacterId,
  numPlayers: number,
): { ability: string; win: string; final: string } {
  const two = numPlayers === 2;
  const params = {
    bonus: c === 'hermit' ? HERMIT_WF_BONUS.normal : GAMBLER_BONUS,
    maxBid: tablesFor(numPlayers).gambler.length - 1,
    cap: GAMBLER_BET_CAP.normal,
    times: two ? 2 : 1,
  };
  const win = two ? (c === 'berserker' ? 'tk.win.berserker2' : 'tk.win.none') : `tk.win.${c}`;
  const final = w.t(`tk.final.${c}` as MessageKey, {
    cap: GAMBLER_BET_CAP.final,
    points: RESISTANCE_FINAL_PER_TRICK,
    bonus: HERMIT_WF_BONUS.final,
  });
  return { ability: w.t(`tk.ability.${c}` as MessageKey, params), win: w.t(win as MessageKey), final };
}

/** Where a character stands: a word for CSS (`data-status`: yours, taken, barred, used, free) and its text. */
export interface Standing {
  status: string;
  text: string;
}

/**
 * Where character `c` stands after round 1 when no seat holds it (the King
 * player's bar TT-8, used with two players TT-19), or `null`: the play
 * view's (./table-play.ts `laterStanding`), as only a later round has it.
 */
export type LaterStanding = (w: TtWords, G: TrickTakersView, c: CharacterId, viewer: string | null) => Standing | null;

/** Where a character stands this round, in words: yours, taken, `later`'s (barred, used), or free. */
export function standingText(
  w: TtWords,
  G: TrickTakersView,
  c: CharacterId,
  viewer: string | null,
  later?: LaterStanding,
): Standing {
  const at = G.characters.indexOf(c);
  if (at >= 0)
    return String(at) === viewer
      ? { status: 'yours', text: w.t('tk.status.yours') }
      : { status: 'taken', text: w.t('tk.status.taken', { name: w.seatName(String(at)) }) };
  return later?.(w, G, c, viewer) ?? { status: 'free', text: w.t('tk.status.free') };
}

/**
 * One character card (part `character`): name and priority, where it stands
 * this round (yours, taken, the King player's bar, used with two players),
 * its score table from the rules' data, its ability, its win condition and
 * its final-round rule.
 */
export function characterCard(
  w: TtWords,
  G: TrickTakersView,
  c: CharacterId,
  viewer: string | null,
  later?: LaterStanding,
): TemplateResult {
  const { status, text } = standingText(w, G, c, viewer, later);
  const { head, keys, label, values } = tableRows(w, c, tablesFor(G.numPlayers));
  const { ability, win, final } = characterTexts(w, c, G.numPlayers);
  return html`<li class="char-card" part="character" data-character=${c} data-status=${status}>
    <h3 class="char-name">${characterLabel(w, c)} <span class="char-status">${text}</span></h3>
    <table class="char-table">
      <tr>
        <th scope="row">${head}</th>
        ${keys.map((k) => html`<td>${k}</td>`)}
      </tr>
      <tr>
        <th scope="row">${label}</th>
        ${values.map((v) => html`<td>${entryText(w, v)}</td>`)}
      </tr>
    </table>
    ${c === 'gambler' ? html`<p class="char-line">${w.t('tk.table.miss')}</p>` : nothing}
    <p class="char-line">${ability}</p>
    <p class="char-line char-win">${win}</p>
    ${final ? html`<p class="char-line">${final}</p>` : nothing}
  </li>`;
}

/**
 * The character cards (part `characters`, each part `character`): `cards`,
 * by default the five in priority order (TT-5), each {@link characterCard}.
 */
export function characterCards(
  w: TtWords,
  G: TrickTakersView,
  viewer: string | null,
  title: string,
  later?: LaterStanding,
  cards: unknown = CHARACTERS.map((c) => characterCard(w, G, c, viewer, later)),
): TemplateResult {
  return html`<section class="characters" part="characters" aria-label=${title}>
    <ul class="char-list">
      ${cards}
    </ul>
    ${G.numPlayers === 2 ? html`<p class="char-note">${w.t('tk.table.provisional')}</p>` : nothing}
  </section>`;
}

/** The log line of a character choice (TT-6 step 2), worded at once: a human may pick before the play view arrives. */
export function characterLine(w: TtWords, m: TableMoveDetail): string {
  return w.t('tk.log.character', { name: w.seatName(m.seat), character: characterName(w, m.args[0] as CharacterId) });
}

/**
 * The character picker (TT-6 step 2): every character, those the viewer may
 * not pick disabled with the reason (taken, the King player's bar TT-8, used
 * with two players, or a pick that would leave both players the same last
 * character, TT-19). `refusal` is the rules' reason code for a character
 * (`null`: it may be picked); a pick calls `pick`. With the extras
 * (./extras-view.ts `picker`, TT-24) `ids` are the characters shown this
 * round, `note` says how many, and `name` gives their codes ("3B").
 */
export function characterPicker(
  w: TtWords,
  G: TrickTakersView,
  viewer: string,
  refusal: (c: CharacterId) => string | null,
  pick: (c: CharacterId) => void,
  later?: LaterStanding,
  ids: readonly string[] = CHARACTERS,
  note = w.t('tk.pick.characterNote'),
  name: (w: TtWords, c: CharacterId) => string = characterLabel,
): PickerPart {
  return {
    label: w.t('tk.pick.character'),
    note,
    options: ids.map((id): PickerOption => {
      const c = id as CharacterId;
      const code = refusal(c);
      const { status, text } = standingText(w, G, c, viewer, later);
      return {
        value: c,
        label: name(w, c),
        disabled: code !== null,
        reason: code === null ? undefined : status === 'free' ? w.t('tk.status.forced') : text,
      };
    }),
    pick: (c) => pick(c as CharacterId),
  };
}

/** A seat's public numbers on the first screen: tricks won, points, crowns and black crowns (not with two players, TT-10); the play view adds the rest (./table-play.ts `laterStats`). */
export function seatNumbers(w: TtWords, G: TrickTakersView, seat: string): SeatStat[] {
  const s = Number(seat);
  const stats: SeatStat[] = [
    { label: w.t('tk.stat.won'), value: G.tricksWon[s] ?? 0 },
    { label: w.t('tk.stat.points'), value: G.scores[s] ?? 0 },
  ];
  if (G.numPlayers > 2)
    stats.push(
      { label: w.t('tk.stat.crowns'), value: G.crowns[s] ?? 0 },
      { label: w.t('tk.stat.black'), value: G.blackCrowns[s] ?? 0 },
    );
  return stats;
}

/**
 * The score sheet's footer (on the first screen): with 3–5 players the
 * crowns and black crowns held (spent ones gone, TT-15; two players have
 * none, TT-19), and the scores. The rounds' rows arrive with the play view
 * (./table-sheet.ts `sheetRounds`).
 */
export function sheetFooter(w: TtWords, G: TrickTakersView): ScoreRow[] {
  return [
    ...(G.numPlayers > 2
      ? [
          { label: w.t('tk.sheet.held'), cells: G.crowns },
          { label: w.t('tk.sheet.blackHeld'), cells: G.blackCrowns },
        ]
      : []),
    { label: w.t('tk.sheet.total'), cells: G.scores, kind: 'total' },
  ];
}
