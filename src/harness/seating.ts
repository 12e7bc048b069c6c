/**
 * Who sits where: the tables the harness plays on every deal, from the
 * `--bots` list (docs/harness.md "The three --bots forms"; BOTS.md
 * "Strength protocol (duplicate)").
 */
import { formatBotSpec } from '../bots/spec.js';
import type { BotSpec } from '../bots/types.js';
import { OptionError } from './errors.js';

/**
 * How a bot list is played.
 * - `'single'`: one bot at every seat, one table per deal.
 * - `'duplicate'`: `A,B`: A at each seat in turn with B at the others, plus
 *   the all-B table, so n + 1 tables per deal.
 * - `'rotation'`: one bot per seat, that seating rotated over every seat, so
 *   n tables per deal.
 */
export type SeatingForm = 'single' | 'duplicate' | 'rotation';

/** One table of a deal: the bot spec and the summary row (label) of each seat. */
export interface TableSeating {
  /** Bot spec per seat (index = seat number), written `name[:level]`. */
  seats: string[];
  /**
   * The summary row each seat's results go to. It is the seat's bot spec,
   * except in the duplicate form with A = B, where the baseline's seats are
   * labelled `"<B> (baseline)"` so the two roles stay apart.
   */
  labels: string[];
  /** Duplicate form: the seat where the candidate A sits; absent at the all-B table and in other forms. */
  candidateSeat?: number;
}

/** Every table played on each deal, in the order they are played and recorded. */
export interface SeatingPlan {
  form: SeatingForm;
  /** Duplicate form: the candidate A and baseline B row labels. */
  candidate?: string;
  baseline?: string;
  tables: TableSeating[];
}

/**
 * Plans the tables of one deal for a bot list at `numPlayers` seats.
 *
 * - 1 spec `A`: `[[A,…,A]]`.
 * - 2 specs `A,B` (duplicate): `[A,B,…,B]`, `[B,A,B,…]`, …, `[B,…,B,A]`,
 *   then `[B,…,B]`.
 * - n specs (rotation): rotation r seats spec i at seat (i + r) mod n, for
 *   r = 0…n−1, so rotation 0 is the seating as given.
 *
 * With 2 players, two specs mean the duplicate form.
 * @throws OptionError for any other number of specs
 */
export function planSeatings(bots: readonly BotSpec[], numPlayers: number): SeatingPlan {
  const specs = bots.map(formatBotSpec);
  const n = numPlayers;
  if (specs.length === 1) {
    const all = new Array<string>(n).fill(specs[0]!);
    return { form: 'single', tables: [{ seats: all, labels: all }] };
  }
  if (specs.length === 2) {
    const [a, b] = specs as [string, string];
    const baseline = a === b ? `${b} (baseline)` : b;
    const tables: TableSeating[] = [];
    for (let s = 0; s < n; s++) {
      tables.push({
        seats: Array.from({ length: n }, (_, i) => (i === s ? a : b)),
        labels: Array.from({ length: n }, (_, i) => (i === s ? a : baseline)),
        candidateSeat: s,
      });
    }
    tables.push({ seats: new Array<string>(n).fill(b), labels: new Array<string>(n).fill(baseline) });
    return { form: 'duplicate', candidate: a, baseline, tables };
  }
  if (specs.length === n) {
    const tables = Array.from({ length: n }, (_, r) => {
      const seats = Array.from({ length: n }, (_, s) => specs[(s - r + n) % n]!);
      return { seats, labels: seats };
    });
    return { form: 'rotation', tables };
  }
  throw new OptionError(
    `--bots takes 1 bot, 2 bots (A,B duplicate) or one per seat (${n}); got ${specs.length}: ${specs.join(',')}`,
  );
}
