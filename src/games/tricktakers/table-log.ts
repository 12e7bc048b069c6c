/**
 * The log lines of `<tricktakers-table>`'s moves after the character choice
 * (TT-13…TT-17): discards, exchanges and black-crown spends (another seat's
 * face-down cards a count only, G-5), bids, bets, the Hermit's draw, the
 * leader, Kakumei. Part of the play view (./play-view.ts), loaded on demand.
 */
import type { TableEventMap, TableMoveDetail } from '../../elements/parts/events.js';
import type { TtWords } from './table-parts.js';

/** How many cards a face-down move names: its card list, or the count another seat's view carries (G-5). */
const cardCount = (arg: unknown): number => (Array.isArray(arg) ? arg.length : typeof arg === 'number' ? arg : 0);

/** "red 3, blue 4": cards by name. */
const cardList = (w: TtWords, cards: unknown): string =>
  w.list((Array.isArray(cards) ? cards : []).map((c) => w.cardName(String(c))));

/**
 * The log line of a move after the character choice (`stageBefore`: the
 * stage it was made in, which tells what a `pass` declined), or `null` for
 * a played card without Kakumei (it shows in the trick). Another seat's
 * face-down cards are a count (G-5); the viewer's own are named. The
 * character choice's line is the first screen's (./table-parts.ts
 * `characterLine`).
 */
export function moveLine(
  w: TtWords,
  viewer: string | null,
  m: TableMoveDetail,
  stageBefore: string | null,
): string | null {
  const name = w.seatName(m.seat);
  const own = m.seat === viewer;
  const arg = m.args[0];
  const count = cardCount(arg);
  switch (m.move) {
    case 'discard':
      return own ? w.t('tk.log.discardOwn', { cards: cardList(w, arg) }) : w.t('tk.log.discard', { name, count });
    case 'exchange':
      return own ? w.t('tk.log.exchangeOwn', { cards: cardList(w, arg) }) : w.t('tk.log.exchange', { name, count });
    case 'spendBlackCrown':
      return own ? w.t('tk.log.spendOwn', { cards: cardList(w, arg) }) : w.t('tk.log.spend', { name, count });
    case 'bid':
      return w.t('log.bid', { ...w.person(m.seat), n: Number(arg) });
    case 'bet':
      return w.t('tk.log.bet', { ...w.person(m.seat), points: Number(arg) });
    case 'hermitDraw':
      return w.t('tk.log.draw', { name });
    case 'chooseLeader':
      return w.t('tk.log.leader', {
        ...w.person(m.seat),
        leader: w.seatName(String(arg)),
        leaderWho: w.person(String(arg)).who,
      });
    case 'pass':
      return w.t(
        stageBefore === 'bet' ? 'tk.log.noBet' : stageBefore === 'black-crowns' ? 'tk.log.noSpend' : 'tk.log.keep',
        w.person(m.seat),
      );
    case 'playCard':
      return (m.args[1] as { kakumei?: boolean } | undefined)?.kakumei
        ? w.t('tk.log.kakumei', { name, card: w.cardName(String(arg)) })
        : null;
    default:
      return null;
  }
}

/** The log line of a Kakumei trick (TT-4: won with the order reversed), or `null` for another trick. */
export function kakumeiTrickLine(w: TtWords, d: TableEventMap['table-trick-end']): string | null {
  const win = d.plays.find((p) => p.seat === d.winner);
  return win && d.winner !== null && d.plays.some((p) => p.note === 'kakumei')
    ? w.t('tk.log.kakumeiTrick', { name: w.seatName(d.winner), card: w.cardName(win.card) })
    : null;
}

/**
 * Another seat's move as every seat saw it (G-5): the cards of a discard,
 * an exchange or a black-crown spend become their count (TT-13…TT-15,
 * TT-17); every other move is public.
 */
export function publicTtMove(move: TableMoveDetail): TableMoveDetail {
  const secret = move.move === 'discard' || move.move === 'exchange' || move.move === 'spendBlackCrown';
  return secret ? { ...move, args: [cardCount(move.args[0])] } : move;
}
