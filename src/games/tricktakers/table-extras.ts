/**
 * The play view's way to the extras' views (./extras-view.ts, issue 21):
 * each piece of the play view that the Adventurer, the Collector, the
 * Ruler or the players + 1 display change asks here first, and the basic
 * game's piece stands where the extras have nothing to say. The extras'
 * module is loaded on demand, only for a game that uses them: the table
 * asks for it (through {@link loadExtras}) before it sets such a game up,
 * so it is here whenever a view holds the extras' fields. Part of the play
 * view (./play-view.ts).
 */
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { CardFace } from '../../elements/parts/card.js';
import type { TableEventMap, TableMoveDetail } from '../../elements/parts/events.js';
import { describeEvent } from '../../elements/parts/log-lines.js';
import { OnDemand } from '../../elements/parts/on-demand.js';
import type { SummaryColumn } from '../../elements/parts/round-summary.js';
import type { ScoreGroup, ScoreRow } from '../../elements/parts/score-sheet.js';
import type { SeatStat } from '../../elements/parts/seat.js';
import type { PickerPart } from '../../elements/parts/table-pieces.js';
import type { RoundRecord } from '../common/descriptor.js';
import type { TrickTakersView } from './game.js';
import type { CharacterId } from './scoring.js';
import type { TtPlay, TtRoundScore, TtTrick } from './state.js';
import * as choices from './table-choices.js';
import type { ChoiceHost } from './table-choices.js';
import * as log from './table-log.js';
import { characterCards, characterLabel, characterPicker, type TtWords } from './table-parts.js';
import * as play from './table-play.js';
import * as sheet from './table-sheet.js';

const EXTRAS = new OnDemand(() => import('./extras-view.js'));

/** Asks for the extras' views (a game with them is set up once they are here: ./table.ts `ownSetup`). */
export const loadExtras = () => EXTRAS.load();

/**
 * The `characters`, `mode` and `character-count` attributes as setupData, or the first problem
 * (./extras-view.ts `tableSetup`); `undefined` until the extras' views are here.
 */
export const extrasSetup = (t: { characters?: string; mode?: string; characterCount?: string }, players: number) =>
  EXTRAS.module?.tableSetup(t, players);

/** The extras' views in a game with them (a view with a `display`), else `undefined`. */
const extrasOf = (G: TrickTakersView) => (G.display ? EXTRAS.module : undefined);

/** The extras' views for a table's render (their styles adopted, their words in its language asked for). */
function extrasFor(G: TrickTakersView, host: ChoiceHost) {
  if (!G.display) return undefined;
  const m = EXTRAS.for(host.key as ReactiveControllerHost);
  m?.wordsFor(host.locale, host.requestUpdate);
  return m;
}

/** The character picker of the selection: the shown characters with the extras (TT-24), else the basic five. */
export function selectPicker(
  w: TtWords,
  G: TrickTakersView,
  seat: string,
  refusal: (c: CharacterId) => string | null,
  pick: (c: CharacterId) => void,
): PickerPart {
  return (extrasOf(G)?.picker ?? characterPicker)(w, G, seat, refusal, pick, play.laterStanding);
}

/** The character cards of the selection: the game's set in the display's order with the extras (TT-24). */
export function selectCards(
  w: TtWords,
  G: TrickTakersView,
  viewer: string | null,
  title: string,
  host: ChoiceHost,
): TemplateResult {
  return (extrasFor(G, host)?.cards ?? characterCards)(w, G, viewer, title, play.laterStanding);
}

/** Before the first lead: the two-player advanced game's draft and secret selection (TT-48, TT-49), else the setup note. */
export function middleNote(w: TtWords, G: TrickTakersView): TemplateResult {
  return extrasOf(G)?.middle(w, G) ?? play.middleNote(w, G);
}

/** The seat's markers: its character (with its code), and with the Ruler the tasks it holds (TT-43). */
export function seatMarkers(w: TtWords, G: TrickTakersView, seat: string): string[] {
  const ex = extrasOf(G);
  if (ex) return ex.seatMarkers(w, G, seat);
  const c = G.characters[Number(seat)];
  return c ? [characterLabel(w, c as CharacterId)] : [];
}

/** The seat's numbers after the first screen's: the Gambler's bid and bet, the Collector's cards (TT-14, TT-39). */
export function laterStats(w: TtWords, G: TrickTakersView, seat: string): SeatStat[] {
  return [...play.laterStats(w, G, seat), ...(extrasOf(G)?.seatStats(w, G, seat) ?? [])];
}

/** The hand in the stages that choose cards: the Book's and the Map's with the extras, else the basic game's. */
export function choiceHand(w: TtWords, G: TrickTakersView, seat: string, host: ChoiceHost): TemplateResult | null {
  return extrasFor(G, host)?.hand(w, G, seat, host) ?? choices.choiceHand(w, G, seat, host);
}

/** The viewer's choice on their turn: the extras' (items, tasks, reservation, lead token), else the basic game's. */
export function laterChoice(w: TtWords, G: TrickTakersView, seat: string, host: ChoiceHost): unknown {
  return extrasFor(G, host)?.choice(w, G, seat, host) ?? choices.laterChoice(w, G, seat, host);
}

/** A card chosen in play: the Sword's ±5 asked next, the Ruler's token, else the basic game's play (TT-4). */
export function playChosen(host: ChoiceHost, G: TrickTakersView, seat: string, card: string): void {
  if (!extrasOf(G)?.playChosen(host, G, seat, card)) choices.playChosen(host, G, seat, card);
}

/**
 * A played card's face: a face-down Potion card shows its back (TT-34, TT-53); the notes
 * of the play (Kakumei, the Hermit's Rare+1, the item, the lead token, the reserve token).
 */
export function playFace(w: TtWords, G: TrickTakersView, p: TtPlay, host: ChoiceHost): CardFace {
  const ex = extrasOf(G);
  const shown = (G.trick?.plays.includes(p) ? G.trick : G.lastTrick) as TtTrick | null;
  const notes = [play.playNote(w, p), ...(ex?.playNotes(w, p, shown) ?? [])].filter(Boolean);
  const note = notes.length > 0 ? notes.join(' · ') : undefined;
  if (ex?.hidden(p)) return { id: p.card, suit: 'back', rank: '', symbol: '', label: w.t('tk.potion.faceDown'), note };
  return host.face(p.card, note ? { note } : {});
}

/** The side column after the selection: the extras' panel (items, collected cards, tasks), then the folded character cards. */
export function aside(w: TtWords, G: TrickTakersView, viewer: string | null, host: ChoiceHost): unknown[] {
  const ex = extrasFor(G, host);
  const title = w.t('tk.cards.title');
  const cards = ex ? ex.cards(w, G, viewer, title, play.laterStanding) : undefined;
  return [ex?.aside(w, G), play.foldedCharacters(w, G, viewer, cards)];
}

/** The score sheet's rounds, with the extras' rows (items, combinations, tasks: TT-37, TT-40, TT-44). */
export function sheetRounds(
  w: TtWords,
  G: TrickTakersView,
  groups: (rounds: readonly TtRoundScore[], rows: (r: TtRoundScore) => ScoreRow[]) => ScoreGroup[],
): ScoreGroup[] {
  const ex = extrasOf(G);
  return sheet.sheetRounds(w, G, groups, ex ? (r) => ex.sheetRows(w, r) : undefined);
}

/** The round summary's columns, with the extras' of the last round (from the view's sheet). */
export function summaryColumns(w: TtWords, rounds: readonly RoundRecord[], G?: TrickTakersView): SummaryColumn[] {
  const ex = G && extrasOf(G);
  const last = G?.sheet.at(-1);
  return [...sheet.summaryColumns(w, rounds), ...(ex && last ? ex.summaryColumns(w, [last as never]) : [])];
}

/**
 * A completed trick's log line: the Kakumei trick's (TT-4), else `shared` (the table's); then what
 * it did for the extras (the Adventurer's level-up, TT-35). `G` is the view after the trick.
 */
export function trickLine(
  w: TtWords,
  d: TableEventMap['table-trick-end'],
  shared: string | null,
  G?: TrickTakersView,
): string | null {
  // The winning card named as in a sentence, with its article (issue 22).
  const t = play.inText(w);
  const line =
    log.kakumeiTrickLine(t, d) ?? (shared && describeEvent({ ...t, describeMove: () => null }, 'table-trick-end', d));
  const more = G && extrasOf(G)?.trickEndLine(w, d, G);
  return more ? `${line ?? ''} ${more}`.trim() : line;
}

/** A move's log line: the extras' moves, else the basic game's. */
export function moveLine(
  w: TtWords,
  viewer: string | null,
  m: TableMoveDetail,
  stageBefore: string | null,
  G?: TrickTakersView,
): string | null {
  const line = G && extrasOf(G)?.moveLine(w, viewer, m, G);
  return line !== undefined ? line : log.moveLine(play.inText(w), viewer, m, stageBefore);
}

/** Another seat's move as every seat saw it (G-5, TT-53): the basic game's secrets, then the extras'. */
export function publicTtMove(move: TableMoveDetail, G?: TrickTakersView): TableMoveDetail {
  const basic = log.publicTtMove(move);
  const ex = G && extrasOf(G);
  if (!ex) return basic;
  const faceDown = G.trick?.plays.some((p) => p.seat === move.seat && ex.hidden(p)) === true;
  return ex.publicMove(basic, faceDown);
}
