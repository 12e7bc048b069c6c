/**
 * TrickTakers: the Ruler's tasks as data and their judging (TT-42…TT-44, TT-54), and the Ruler's bonuses
 * and win (TT-45, TT-50). Tasks and the Ruler read taken cards by PRINTED
 * colour; who takes which cards is ./taken.ts `takenCards`. Plain functions on plain data; no boardgame.io, no DOM.
 */
import { colourOf, type Colour } from './cards.js';

/** The six task ids (TT-42). */
export const TASK_IDS = ['avoidRed', 'avoidBlue', 'avoidGreen', 'takeRed', 'takeBlue', 'takeGreen'] as const;
/** A task id, one of {@link TASK_IDS}. */
export type TaskId = (typeof TASK_IDS)[number];

/** One task card (TT-42): "do not take a C" (`avoid`, normal) or "take a C" (`take`, hard). */
export interface Task {
  id: TaskId;
  kind: 'avoid' | 'take';
  colour: Exclude<Colour, 'black'>;
  type: 'normal' | 'hard';
  /** The holder's points when completed; also what the Ruler gains with 3–5 players (TT-44). */
  success: number;
  /** The holder's points when failed (TT-44). */
  failure: number;
}

/** TT-42's table, by id: one place to correct a value. */
export const TASKS: Readonly<Record<TaskId, Task>> = {
  avoidRed: { id: 'avoidRed', kind: 'avoid', colour: 'red', type: 'normal', success: 10, failure: -10 },
  avoidBlue: { id: 'avoidBlue', kind: 'avoid', colour: 'blue', type: 'normal', success: 10, failure: -10 },
  avoidGreen: { id: 'avoidGreen', kind: 'avoid', colour: 'green', type: 'normal', success: 10, failure: -10 },
  takeRed: { id: 'takeRed', kind: 'take', colour: 'red', type: 'hard', success: 20, failure: -10 },
  takeBlue: { id: 'takeBlue', kind: 'take', colour: 'blue', type: 'hard', success: 20, failure: -10 },
  takeGreen: { id: 'takeGreen', kind: 'take', colour: 'green', type: 'hard', success: 20, failure: -10 },
};

/** True when `id` is a task id. */
export const isTask = (id: unknown): id is TaskId => TASK_IDS.includes(id as TaskId);

const hasColour = (taken: readonly string[], colour: Colour): boolean => taken.some((c) => colourOf(c) === colour);

/**
 * Whether task `id` is completed at the end of the round, judged on every
 * card its holder took by printed colour (TT-27, TT-44): take-C when a C card
 * is among them, avoid-C when none is.
 */
export function taskDone(id: TaskId, taken: readonly string[]): boolean {
  const t = TASKS[id];
  return hasColour(taken, t.colour) === (t.kind === 'take');
}

/**
 * The trick (1-based) at whose end a take-C task is marked complete: the
 * first trick in which its holder took a C card (TT-44); `null` if none did
 * yet, and always for an avoid task (done only at the end of the round).
 * @param takenPerTrick the cards the holder took in each trick so far, trick 1 first
 */
export function takeTaskCompletedAfter(id: TaskId, takenPerTrick: readonly (readonly string[])[]): number | null {
  const t = TASKS[id];
  if (t.kind !== 'take') return null;
  const i = takenPerTrick.findIndex((cards) => hasColour(cards, t.colour));
  return i < 0 ? null : i + 1;
}

/** The holder's end-of-round points for task `id`: its success value, or −10 (TT-42, TT-44, TT-54). */
export const taskPoints = (id: TaskId, done: boolean): number => (done ? TASKS[id].success : TASKS[id].failure);

/** A task the Ruler gave, judged at the end of the round: its holder's seat, whether it was completed, the holder's points. */
export interface TaskResult {
  seat: number;
  id: TaskId;
  done: boolean;
  points: number;
}

/**
 * Every task the Ruler gave, judged at the end of the round (TT-44, TT-54):
 * {@link taskDone} on its holder's taken cards, and {@link taskPoints}.
 * The results' `{ id, done }` are what {@link rulerPoints} reads.
 * @param given the tasks given, `{ seat, id }` (TT-43)
 * @param taken every card each seat took this round, indexed by seat number (TT-27)
 */
export const judgeTasks = (
  given: readonly { seat: number; id: TaskId }[],
  taken: readonly (readonly string[])[],
): TaskResult[] =>
  given.map(({ seat, id }) => {
    const done = taskDone(id, taken[seat] ?? []);
    return { seat, id, done, points: taskPoints(id, done) };
  });

/**
 * The Ruler's bonuses as data: 3–5 players (TT-45), and two players,
 * PROVISIONAL (TT-50). `perTask`: the Ruler gains each completed task's
 * success value. `noColour` is the points for ≥ 2 tricks and no R/B/G card
 * taken: `'win'` with 3–5 players, +50 with two.
 */
export interface RulerTable {
  perTask: boolean;
  allTasks: number;
  blackCard: number;
  oneTrick: number;
  noColour: number | 'win';
}

/** The Ruler's tables (TT-45, TT-50): one place to correct a value. */
export const RULER_TABLES: Readonly<Record<'normal' | 'twoPlayer', RulerTable>> = {
  normal: { perTask: true, allTasks: 10, blackCard: 10, oneTrick: 20, noColour: 'win' },
  twoPlayer: { perTask: false, allTasks: 20, blackCard: 20, oneTrick: 20, noColour: 50 },
};

/** What the Ruler's end-of-round score reads. */
export interface RulerFacts {
  /** Tricks the Ruler won, 0–5. */
  tricks: number;
  /** Every card the Ruler took this round (TT-27; not a card the Collector reserved from its tricks). */
  taken: readonly string[];
  /** The tasks the Ruler gave (1 per other seat; 2 with two players, TT-43), and whether each was completed. */
  tasks: readonly { id: TaskId; done: boolean }[];
  twoPlayer: boolean;
}

/** The Ruler's win condition, and the 2-player +50: at least 2 tricks and no R/B/G card taken (TT-45, TT-50). */
const noColour = (o: Pick<RulerFacts, 'tricks' | 'taken'>): boolean =>
  o.tricks >= 2 && o.taken.every((c) => colourOf(c) === null || colourOf(c) === 'black');

/**
 * The Ruler's end-of-round points (TT-44, TT-45, TT-50, TT-54).
 * - 3–5 players: each completed task's success value (+10 or +20; nothing
 *   for a failed one), +10 if every task it gave was completed, +10 if it
 *   took a black card, +20 for exactly 1 trick. The win is
 *   {@link rulerWins}, not points.
 * - Two players (provisional): nothing per task; +20 if both tasks were
 *   completed, +20 black card, +20 exactly 1 trick, +50 for ≥ 2 tricks and
 *   no R/B/G card taken.
 * "Every task completed" needs at least one task.
 */
export function rulerPoints(o: RulerFacts): number {
  const t = RULER_TABLES[o.twoPlayer ? 'twoPlayer' : 'normal'];
  const perTask = t.perTask ? o.tasks.reduce((s, k) => s + (k.done ? TASKS[k.id].success : 0), 0) : 0;
  const all = o.tasks.length > 0 && o.tasks.every((k) => k.done) ? t.allTasks : 0;
  const black = hasColour(o.taken, 'black') ? t.blackCard : 0;
  const one = o.tricks === 1 ? t.oneTrick : 0;
  const clean = typeof t.noColour === 'number' && noColour(o) ? t.noColour : 0;
  return perTask + all + black + one + clean;
}

/** Whether the Ruler wins the game: 3–5 players, ≥ 2 tricks and no R/B/G card taken (TT-29, TT-45); never with two (TT-50). */
export const rulerWins = (o: Pick<RulerFacts, 'tricks' | 'taken' | 'twoPlayer'>): boolean =>
  RULER_TABLES[o.twoPlayer ? 'twoPlayer' : 'normal'].noColour === 'win' && noColour(o);
