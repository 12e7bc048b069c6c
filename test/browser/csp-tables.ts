/**
 * What ./csp.test.ts and ./csp-no-worker.test.ts share: the four drop-in
 * bundles on one page under the strict Content-Security-Policy that
 * docs/embedding.md documents for a CDN, every violation the page reports,
 * and tables that play until every seat has played a card.
 *
 * The policy comes as a meta element inserted into the head: it applies
 * from then on (so to every bundle, chunk and worker, which load later),
 * and cannot be lifted; hence a file (a fresh page) per policy. A meta
 * policy cannot carry `report-uri`/`report-to`, so the reports are the
 * `securitypolicyviolation` events (composed: one from inside a shadow
 * root reaches the document too).
 */
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { TableTrickEndDetail } from '../../src/elements/parts/events.js';
import { handButtons, isMyTurn, loadDropIn, shadow, view, type AnyTable } from './helpers.js';

/** The four tables, each with as many seats as its game allows (You Suck's count is the test's). */
export const TABLES = [
  { tag: 'cant-win-table', players: 4 },
  { tag: 'instinct-table', players: 6 },
  { tag: 'tricktakers-table', players: 5 },
  { tag: 'you-suck-table', players: 6 },
] as const;

/** The CDN's origin (web-test-runner.config.mjs builds the bundles and starts its server on this request). */
export async function cdnOrigin(): Promise<string> {
  return (await fetch('/__cdn-origin')).text();
}

/**
 * docs/embedding.md's policy for files from a CDN, with `worker-src blob:`
 * or without it, plus `connect-src 'self'` for the test runner's own
 * WebSocket (it reports the results through it; the tables connect to
 * nothing).
 */
export function strictPolicy(cdn: string, workers: boolean): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${cdn}`,
    "style-src 'self'",
    ...(workers ? ['worker-src blob:'] : []),
    "connect-src 'self'",
  ].join('; ');
}

/** A violation report: the directive, the blocked URI, and where (the element, or the file and line). */
export interface Violation {
  directive: string;
  blocked: string;
  where: string;
}

/** Where a violation happened: the element inside its shadow root (`<div class="tick-list">`), else the file and line. */
function whereOf(e: SecurityPolicyViolationEvent): string {
  const target = e.composedPath()[0];
  if (target instanceof Element) {
    const host = (target.getRootNode() as ShadowRoot).host?.localName;
    return `${host ? `${host} > ` : ''}<${target.localName}${target.className ? ` class="${target.className}"` : ''}>`;
  }
  return e.sourceFile ? `${e.sourceFile}:${e.lineNumber}` : '';
}

/** Applies `policy` to the page from now on, and records every violation it reports, in order. */
export function enforce(policy: string): Violation[] {
  const violations: Violation[] = [];
  document.addEventListener('securitypolicyviolation', (e) =>
    violations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, where: whereOf(e) }),
  );
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = policy;
  document.head.append(meta);
  return violations;
}

/** Violation events are queued as tasks: lets those of everything done so far arrive. */
export async function reportsDelivered(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve));
}

/** Fails, naming each violation's directive and blocked URI, unless `violations` is empty. */
export function expectNoViolation(
  violations: readonly Violation[],
  what = 'no Content-Security-Policy violation',
): void {
  expect(
    violations.map((v) => `${v.directive} blocked ${v.blocked} at ${v.where}`),
    what,
  ).to.deep.equal([]);
}

/** One game's two tables on the page, and the tricks (or Ticks) its bots' table completed. */
export interface PlayedTables {
  tag: string;
  players: number;
  /** Every seat a bot, every hand open, completed tricks kept (`review`). */
  bots: AnyTable;
  /** A human at seat 0 (its hand and choices drawn), bots at the others. */
  human: AnyTable;
  /** In order, until every seat had played to one (You Suck: a seat may play to any Tick, several cards to one). */
  tricks: TableTrickEndDetail[];
}

function create(tag: string, attrs: Record<string, string>): AnyTable {
  const el = document.createElement(tag) as AnyTable;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return el;
}

/** The seats `0`…`n-1`. */
const seatIds = (n: number) => Array.from({ length: n }, (_, i) => String(i));

/**
 * The tricks (or Ticks) `el` completes from now on, until every seat has
 * played a card to one of them (and You Suck shows a completed Tick this
 * round); then its bots pause (from the next bot
 * move on), so what it draws stays as it is.
 */
function tricksUntilEverySeat(el: AnyTable, players: number): Promise<TableTrickEndDetail[]> {
  return new Promise((resolve) => {
    const tricks: TableTrickEndDetail[] = [];
    const seen = new Set<string>();
    const onEnd = (e: CustomEvent<TableTrickEndDetail>) => {
      tricks.push(e.detail);
      for (const p of e.detail.plays) seen.add(p.seat);
      if (seen.size < players) return;
      // You Suck: and a completed Tick on the table (not one that ended the round: a new round clears the Ticks).
      const ticks = (view(el) as { ticks?: { plays: unknown[] }[] }).ticks;
      if (ticks && !ticks.some((tick) => tick.plays.length >= players)) return;
      el.speed = 100_000;
      el.removeEventListener('table-trick-end', onEnd);
      resolve(tricks);
    };
    el.addEventListener('table-trick-end', onEnd);
  });
}

/**
 * Loads the four bundles from `cdn`, then puts two tables of each game on
 * the page at speed 0 (random bots): one all bots, open hands and review,
 * which plays until every seat has played to a completed trick (or Tick),
 * then pauses; one with a human at seat 0, until the human's first turn.
 */
export async function playAllFour(cdn: string, seed: string): Promise<PlayedTables[]> {
  for (const { tag } of TABLES) await loadDropIn(cdn, tag);
  const box = await fixture<HTMLDivElement>(html`<div></div>`);
  return Promise.all(
    TABLES.map(async ({ tag, players }) => {
      const common = { players: String(players), bots: 'random', speed: '0', seed };
      const bots = create(tag, { ...common, seat: 'none', 'open-hands': '', review: '' });
      const human = create(tag, { ...common, dealer: '1' });
      const played = tricksUntilEverySeat(bots, players);
      box.append(bots, human);
      const tricks = await played;
      await bots.updateComplete;
      await human.updateComplete;
      while (!isMyTurn(human)) await oneEvent(human, 'table-move');
      await human.updateComplete;
      return { tag, players, bots, human, tricks };
    }),
  );
}

/**
 * Every seat is drawn (a panel each, its cards face up on the bots'
 * table) and played a card to a completed trick; the human's table draws
 * the human's hand and a choice.
 */
export function expectEverySeat(t: PlayedTables): void {
  const seats = Array.from(shadow(t.bots).querySelectorAll<HTMLElement>('tt-seat'), (s) => s.dataset.seat);
  expect(seats.sort(), `${t.tag}: a panel per seat`).to.deep.equal(seatIds(t.players));
  const played = new Set(t.tricks.flatMap((trick) => trick.plays.map((p) => p.seat)));
  expect([...played].sort(), `${t.tag}: every seat played to a completed trick`).to.deep.equal(seatIds(t.players));
  expect(t.tricks.at(-1)!.plays, `${t.tag}: the last trick`).to.have.length(t.players);
  expect(shadow(t.human).querySelectorAll('tt-seat'), `${t.tag}: the human's table`).to.have.length(t.players);
  expect(handButtons(t.human), `${t.tag}: the human's hand`).to.have.length(view(t.human).hands[0].length);
  expect(shadow(t.human).querySelector('tt-picker'), `${t.tag}: the human's choice`).to.exist;
}

/**
 * You Suck's Ticks: `--players` on the Tick list is the player count, and
 * a completed Tick (kept by `review`) shows its cards in one row,
 * each play `min(card + 4px, (row − card) / (players − 1))` wide: the
 * layout the count sets. Without `--players` each play is as wide as its
 * card and name.
 */
export async function expectTicksUsePlayers(t: PlayedTables): Promise<void> {
  const list = shadow(t.bots).querySelector<HTMLElement>('.tick-list')!;
  expect(getComputedStyle(list).getPropertyValue('--players').trim(), '--players on the Tick list').to.equal(
    String(t.players),
  );
  const full = (view(t.bots).ticks as { id: string; plays: unknown[] }[]).find(
    (tick) => tick.plays.length === t.players,
  );
  expect(full, 'a completed Tick this round').to.exist;
  const trick = shadow(t.bots).querySelector<HTMLElement & { updateComplete: Promise<boolean> }>(
    `.tick[data-tick="${full!.id}"] tt-trick`,
  )!;
  await trick.updateComplete;
  const plays = Array.from(shadow(trick).querySelectorAll<HTMLElement>('[part="play"]'));
  expect(plays, 'the completed Tick keeps its cards').to.have.length(t.players);
  const row = shadow(trick).querySelector<HTMLElement>('[part="plays"]')!;
  const rowStyle = getComputedStyle(row);
  const rowWidth = row.clientWidth - parseFloat(rowStyle.paddingLeft) - parseFloat(rowStyle.paddingRight);
  const card = parseFloat(getComputedStyle(t.bots).getPropertyValue('--tick-card-width'));
  const expected = Math.min(card + 4, (rowWidth - card) / Math.max(1, t.players - 1));
  for (const play of plays) {
    expect(play.getBoundingClientRect().width, 'a play on a Tick').to.be.closeTo(expected, 0.5);
  }
}
