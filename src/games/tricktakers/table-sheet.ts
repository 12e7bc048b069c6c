/**
 * The score sheet's rounds and the end of `<tricktakers-table>`: each round's
 * characters, the Gambler's bid, tricks, points (the total's change, TT-11),
 * gold and black crowns won (TT-10), and the running total; the round
 * summary's columns; and the words for the win condition that ended the game
 * (TT-12). Part of the play view (./play-view.ts), loaded on demand; the
 * sheet's footer and the seats' numbers are the first screen's
 * (./table-parts.ts).
 */
import type { MessageKey } from '../../elements/parts/i18n.js';
import type { ScoreGroup, ScoreRow } from '../../elements/parts/score-sheet.js';
import type { TrickTakersResult, TtRoundScore } from './rules.js';
import { characterName, signed, type TtWords } from './table-parts.js';
import type { TrickTakersView } from './game.js';
import type { CharacterId } from './scoring.js';
import type { RoundRecord } from '../common/descriptor.js';
import { seatIds } from '../common/seats.js';
import type { SummaryColumn } from '../../elements/parts/round-summary.js';

/**
 * The sheet's groups, one per round (through `groups`, the table's
 * `roundGroups`): characters, the Gambler's bid, tricks, points (the
 * total's change, TT-11), crowns and black crowns won (TT-10; not with two
 * players, who have none, TT-19), the rows of the extras in play (`extra`:
 * items, combinations, tasks), and the running total. The footer is the
 * first screen's (./table-parts.ts `sheetFooter`).
 */
export function sheetRounds(
  w: TtWords,
  G: TrickTakersView,
  groups: (rounds: readonly TtRoundScore[], rows: (r: TtRoundScore) => ScoreRow[]) => ScoreGroup[],
  extra?: (r: TtRoundScore) => ScoreRow[],
): ScoreGroup[] {
  const crowns = G.numPlayers > 2;
  const rows = (r: TtRoundScore): ScoreRow[] => [
    { label: w.t('tk.sheet.character'), cells: r.characters.map((c) => characterName(w, c as CharacterId)) },
    ...(r.bids.some((b) => b !== null) ? [{ label: w.t('tk.sheet.bid'), cells: r.bids }] : []),
    { label: w.t('tk.sheet.tricks'), cells: r.tricks },
    { label: w.t('tk.sheet.points'), cells: r.points.map(signed) },
    ...(crowns
      ? [
          { label: w.t('tk.sheet.crowns'), cells: r.crowns },
          { label: w.t('tk.sheet.black'), cells: r.blackCrowns },
        ]
      : []),
    ...(extra?.(r) ?? []),
    { label: w.t('tk.sheet.running'), cells: r.totals, kind: 'sum' as const },
  ];
  return groups(G.sheet, rows);
}

/**
 * How the game was won (TT-12), e.g. "The King won all 5 tricks", "Two gold
 * crowns", "Most points". A character's win names the winner's character
 * in the last round played, and for the Gambler whether it hit a bid of 4
 * or won all 5 tricks (TT-14).
 */
export function endText(w: TtWords, G: TrickTakersView, over: TrickTakersResult): string {
  if (over.condition !== 'character') return w.t(`tk.end.${over.condition}` as MessageKey);
  const s = Number(over.winners[0]);
  const last = G.sheet.at(-1);
  const c = last?.characters[s] ?? G.characters[s];
  if (c === 'gambler') return w.t((last?.tricks[s] ?? G.tricksWon[s]) === 5 ? 'tk.end.gambler5' : 'tk.end.gambler4');
  if (c === 'berserker' && G.numPlayers === 2) return w.t('tk.end.berserker2');
  return w.t(`tk.end.${c}` as MessageKey);
}

/** The game-over panel's lines: how the game was won ({@link endText}), then each seat's total (TT-12). */
export function resultLines(w: TtWords, G: TrickTakersView, over: TrickTakersResult): string[] {
  return [
    w.t('tk.end.how', { how: endText(w, G, over) }),
    ...seatIds(G.numPlayers).map((s) => w.t('tk.result', { name: w.seatName(s), score: over.scores[s] ?? 0 })),
  ];
}

/** The round summary's columns (issue 13): each seat's character, and the gold and black crowns it won (TT-10). */
export function summaryColumns(w: TtWords, rounds: readonly RoundRecord[]): SummaryColumn[] {
  const row = rounds.at(-1)!;
  const per = (key: string) => row.points.map((_, s) => (row[key] as (number | string)[] | undefined)?.[s] ?? 0);
  const chars = per('characters').map((c) => (c ? characterName(w, c as CharacterId) : w.t('none')));
  return [
    { label: w.t('tk.summary.character'), values: chars },
    { label: w.t('tk.summary.crowns'), values: per('crowns') },
    { label: w.t('tk.summary.blackCrowns'), values: per('blackCrowns') },
  ];
}
