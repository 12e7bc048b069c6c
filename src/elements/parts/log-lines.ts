/**
 * The log's wording of what happened, for every game: who took a trick
 * and with which card, each round's points, and the result. A move's line
 * is the game's own: the table's `describeMove` hook words it (Can't Win's
 * tiles, the bids of Can't Win and Instinct), so nothing here knows a
 * move's name.
 */
import type { TableEventMap, TableMoveDetail } from './events.js';
import type { MessageKey } from './i18n.js';
import type { PlayEvent } from './table-controller.js';

/** What the wording needs of the table: its messages and names. */
export interface LogWords {
  t(key: MessageKey, params?: Record<string, string | number>): string;
  seatName(seat: string): string;
  /** `seat` as a message's person: `{ name, who }`, `who` being `'you'` for the viewer (the messages' `select`). */
  person(seat: string): { name: string; who: string };
  cardName(card: string): string;
  /** Names as a list: "Seat 1, Seat 2 and You". */
  list(items: readonly string[]): string;
  /** The game's line for a move, or `null` for none. */
  describeMove(move: TableMoveDetail): string | null;
}

/** "Seat 2 wins!", "You win!", "Seat 1 and You share the win!" (tied seats share the win). */
export function winnersText(w: LogWords, winners: readonly string[]): string {
  return winners.length === 1
    ? w.t('gameOver.winner', w.person(winners[0]!))
    : w.t('gameOver.shared', { names: w.list(winners.map((s) => w.seatName(s))) });
}

/**
 * The log line for a table event, or `null` for none: the game's line for
 * a move, the winner of a trick with its winning card, a round's points by
 * seat, and the result (or that the game was stopped).
 */
export function describeEvent<K extends PlayEvent>(w: LogWords, name: K, detail: TableEventMap[K]): string | null {
  switch (name) {
    case 'table-move':
      return w.describeMove(detail as TableMoveDetail);
    case 'table-trick-end': {
      const d = detail as TableEventMap['table-trick-end'];
      const win = d.plays.find((p) => p.seat === d.winner);
      if (!win || d.winner === null) return null;
      return w.t('log.trick', { name: w.seatName(d.winner), card: w.cardName(win.card) });
    }
    case 'table-round-end': {
      const d = detail as TableEventMap['table-round-end'];
      const points = d.row.points.map((p, s) => w.t('log.points', { name: w.seatName(String(s)), points: p }));
      return w.t('log.round', { n: d.round, points: w.list(points) });
    }
    case 'table-game-over': {
      const d = detail as TableEventMap['table-game-over'];
      if (d.aborted) return w.t('log.gameOver', { result: w.t('gameOver.aborted') });
      return w.t('log.gameOver', { result: winnersText(w, d.winners) });
    }
    default:
      return null;
  }
}
