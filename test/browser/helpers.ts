/**
 * DOM helpers for the table tests: reaching into the shadow roots of a
 * table and its parts, waiting for the human's turn, playing a card by
 * mouse or keyboard, and reading the score sheet. Every table element
 * (`<cant-win-table>`, `<instinct-table>`, …) has the same parts, so these
 * work for all of them.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { TableMoveDetail, TableRoundEndDetail } from '../../src/elements/parts/events.js';

/** Set by the test runner's esbuild `define` from WAIT_LIMIT_MS in web-test-runner.config.mjs. */
declare const __WAIT_LIMIT_MS__: number;

/**
 * How long {@link waitFor} waits (ms) before it fails: the browser tests' one time limit, set in
 * web-test-runner.config.mjs (`WAIT_LIMIT_MS`), generous enough for a heavily loaded machine.
 * Tests wait on events and state, never on the clock: this only turns a hang into a failure.
 */
export const WAIT_LIMIT_MS: number = __WAIT_LIMIT_MS__;

/**
 * Waits until `predicate` returns something truthy (checked at once, then every 10 ms), the way
 * every browser test waits for a state: use it instead of @open-wc/testing's `waitUntil`, whose
 * limit is 1 s unless each call sets its own (the lint forbids importing it in test/browser).
 * `message` says what was awaited (a function: read when the wait fails).
 * @throws (rejects with) `Timeout: <message>` after {@link WAIT_LIMIT_MS}, or what `predicate` threw
 */
export function waitFor(predicate: () => unknown, message: string | (() => string)): Promise<void> {
  const { stack } = new Error(); // the caller's, for the timeout's report
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const check = async () => {
      try {
        if (await predicate()) return resolve();
      } catch (e) {
        return reject(e);
      }
      if (performance.now() - started < WAIT_LIMIT_MS) return void setTimeout(check, 10);
      const what = typeof message === 'function' ? message() : message;
      const timeout = new Error(`Timeout: ${what} (waited ${WAIT_LIMIT_MS / 1000} s)`);
      timeout.stack = stack?.replace(/^Error\n/, `${timeout.message}\n`);
      reject(timeout);
    };
    void check();
  });
}

/**
 * A `speed` (ms) at which no bot moves while a test runs: a day, far beyond any test's limit (and,
 * times the trick and summary holds, within `setTimeout`'s 2^31 − 1 ms). For a test that needs the
 * bots to keep still; a test that plays uses speed 0. Not a clock: nothing waits for it to pass.
 */
export const HOLD_SPEED = 86_400_000;

/** The table's controller (src/elements/parts/table-controller.ts), a protected field. */
export function controllerOf(el: AnyTable): { delay: number; thinking: string | null } {
  return (el as unknown as { controller: { delay: number; thinking: string | null } }).controller;
}

/**
 * Holds the bots of a table whose bots are playing: sets {@link HOLD_SPEED}, and waits until the
 * next bot turn is scheduled at it (a bot turn already under way at the old speed ends first, as
 * `speed` applies from the next bot move). Then nothing moves but the human. A bot must be to move.
 */
export async function holdBots(el: AnyTable): Promise<void> {
  el.speed = HOLD_SPEED;
  await el.updateComplete;
  await waitFor(() => controllerOf(el).delay >= HOLD_SPEED, 'the next bot turn waits at the hold speed');
  await el.updateComplete;
}

/** What the helpers need of a table element. */
export interface AnyTable extends HTMLElement {
  readonly state: { G: any; ctx: any } | null;
  seat: string;
  speed: number;
  review: boolean;
  openHands: boolean;
  bots: string;
  seed?: string;
  lang: string;
  /** Where the bots decide: `'worker'`, or `'main'` (no worker may start). */
  readonly botRunner: 'worker' | 'main';
  newGame(): void;
  readonly updateComplete: Promise<boolean>;
}

export function shadow(el: Element): ShadowRoot {
  return el.shadowRoot!;
}

/** The table's game view (`state.G`). */
export function view<G = any>(el: AnyTable): G {
  return el.state!.G as G;
}

export function handEl(el: AnyTable) {
  return shadow(el).querySelector('tt-hand');
}

export function handButtons(el: AnyTable): HTMLButtonElement[] {
  const hand = handEl(el);
  return hand ? Array.from(shadow(hand).querySelectorAll<HTMLButtonElement>('button.card-button')) : [];
}

/** The enabled cards of the hand. */
export function playableButtons(el: AnyTable): HTMLButtonElement[] {
  return handButtons(el).filter((b) => b.getAttribute('aria-disabled') === 'false');
}

export function picker(el: AnyTable, kind: string) {
  return shadow(el).querySelector<HTMLElement>(`tt-picker[data-pick="${kind}"]`);
}

export function pickerButtons(el: AnyTable, kind: string): HTMLButtonElement[] {
  const p = picker(el, kind);
  return p ? Array.from(shadow(p).querySelectorAll<HTMLButtonElement>('button')) : [];
}

/** Every element in `root` and below it, through shadow roots. */
export function deepAll(root: Element | ShadowRoot | Document): Element[] {
  const out: Element[] = [];
  const walk = (node: Element | ShadowRoot | Document) => {
    for (const child of Array.from(node.children)) {
      out.push(child);
      if (child.shadowRoot) walk(child.shadowRoot);
      walk(child);
    }
  };
  walk(root);
  return out;
}

/** The card ids drawn anywhere in the table's DOM. */
export function cardsInDom(el: AnyTable): string[] {
  return deepAll(shadow(el))
    .map((e) => e.getAttribute('data-card'))
    .filter((c): c is string => c !== null);
}

/** The focused element, through shadow roots. */
export function deepActive(): Element | null {
  let a: Element | null = document.activeElement;
  while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
  return a;
}

export function isMyTurn(el: AnyTable): boolean {
  const s = el.state;
  return !!s && s.ctx.gameover === undefined && s.G.toAct === el.seat;
}

/** Waits until it is the human's turn, or `rounds` rounds have been scored; then for the parts to render. */
export async function myTurnOrRoundEnd(el: AnyTable, rounds = 1): Promise<void> {
  await waitFor(() => isMyTurn(el) || view(el).sheet.length >= rounds, 'the bots did not hand the turn back');
  await el.updateComplete;
  await handEl(el)?.updateComplete;
  for (const p of shadow(el).querySelectorAll<any>('tt-picker')) await p.updateComplete;
}

/**
 * Plays the human's first playable card by keyboard only: the hand has
 * focus (it came there when the turn began), arrows move to the card,
 * Enter plays it. Returns the card played.
 */
export async function playCardByKeyboard(el: AnyTable): Promise<string> {
  const buttons = handButtons(el);
  await waitFor(() => buttons.includes(deepActive() as HTMLButtonElement), 'focus in the hand');
  const at = buttons.indexOf(deepActive() as HTMLButtonElement);
  const target = buttons.findIndex((b) => b.getAttribute('aria-disabled') === 'false');
  for (let i = 0; i < (target - at + buttons.length) % buttons.length; i++) await sendKeys({ press: 'ArrowRight' });
  if (deepActive() !== buttons[target]) throw new Error('the arrows did not reach the playable card');
  const card = buttons[target]!.dataset.card!;
  const rounds = view(el).sheet.length;
  await sendKeys({ press: 'Enter' });
  expectPlayed(el, card, rounds);
  return card;
}

/**
 * Waits until the parts the table loads on demand (src/elements/parts/on-demand.ts) that it has
 * drawn have arrived: no element in its shadow root is still undefined, and each has rendered.
 * A game's first screen may be up before them (the score sheet and the log keep their boxes).
 */
export async function partsArrived(el: AnyTable): Promise<void> {
  await waitFor(() => !shadow(el).querySelector(':not(:defined)'), 'the parts loaded on demand');
  await el.updateComplete;
  for (const part of shadow(el).querySelectorAll<HTMLElement & { updateComplete?: Promise<unknown> }>('*'))
    await part.updateComplete;
}

/** The score sheet's rows as text cells, by "group / row" label (footer rows by row label). */
export function sheetRows(el: AnyTable): Map<string, string[]> {
  const sheet = shadow(el).querySelector('tt-score-sheet')!;
  const rows = new Map<string, string[]>();
  for (const tr of shadow(sheet).querySelectorAll('tr[data-row]')) {
    const group = tr.closest('tbody')?.getAttribute('data-group');
    const key = group ? `${group} / ${tr.getAttribute('data-row')}` : tr.getAttribute('data-row')!;
    rows.set(
      key,
      Array.from(tr.querySelectorAll('td'), (td) => td.textContent!.trim()),
    );
  }
  return rows;
}

/** The text of the table's status bar. */
export function statusText(el: AnyTable): string {
  return shadow(el).querySelector('[part="status"]')!.textContent!.replace(/\s+/g, ' ').trim();
}

/**
 * Presses a card of the hand that may not be played: the game must refuse
 * it and change nothing (G-4). Returns the reason the hand then shows.
 */
export async function pressRefusedCard(el: AnyTable, button: HTMLButtonElement): Promise<string> {
  const hand = handEl(el)!;
  const before = JSON.stringify(el.state);
  const line = shadow(hand).querySelector<HTMLElement>('[part="reason"]')!;
  // No reason yet, nothing drawn: the on-demand styles' padding made an empty black pill over the cards.
  await waitFor(
    () => getComputedStyle(line).paddingTop === '2px',
    "the table's on-demand styles (src/elements/parts/later.ts)",
  );
  expect(line.textContent, 'no reason before the press').to.equal('');
  expect(getComputedStyle(line).backgroundColor, 'an empty reason draws nothing').to.equal('rgba(0, 0, 0, 0)');
  const refused = oneEvent(hand, 'tt-refused');
  button.click();
  await refused;
  await hand.updateComplete;
  expect(JSON.stringify(el.state), 'a refused card changes nothing').to.equal(before);
  expect(getComputedStyle(line).backgroundColor, 'the reason on its dark pill').to.equal('rgba(0, 0, 0, 0.8)');
  return line.textContent!;
}

/** Presses "New game" on a finished game: a fresh game starts, still accessible. */
export async function pressNewGame(el: AnyTable): Promise<void> {
  shadow(el).querySelector<HTMLButtonElement>('button.new-game')!.click();
  await el.updateComplete;
  expect(el.state!.ctx.gameover).to.equal(undefined);
  expect(view(el).sheet).to.have.length(0);
  await expect(el).to.be.accessible();
}

/** Plays the human's first playable card by mouse; the card leaves the hand. Returns the card. */
export async function playCardByClick(el: AnyTable): Promise<string> {
  const button = playableButtons(el)[0]!;
  const card = button.dataset.card!;
  const rounds = view(el).sheet.length;
  button.click();
  expectPlayed(el, card, rounds);
  return card;
}

/** The human's `card` left the hand (or its play ended the round: the next hand may hold the same card). */
function expectPlayed(el: AnyTable, card: string, roundsBefore: number): void {
  const G = view(el);
  expect(G.sheet.length > roundsBefore || !G.hands[Number(el.seat)].includes(card), `${card} left the hand`).to.equal(
    true,
  );
}

/** Every move `el` reports from now on (`table-move`), in order: the list fills as the table plays. */
export function movesOf(el: AnyTable): TableMoveDetail[] {
  const moves: TableMoveDetail[] = [];
  el.addEventListener('table-move', (e) => moves.push(e.detail));
  return moves;
}

/** What happened while the human played a round with {@link playRound}. */
export interface PlayedRound {
  /** Cards the human played. */
  plays: number;
  rounds: TableRoundEndDetail[];
  /** The human's moves, by name. */
  humanMoves: string[];
}

/**
 * The human plays until round 1 is scored: on each of their turns before
 * trick play, `choose` makes the round's choices (tiles, bids); during
 * play, `play` plays a card (by mouse, or by keyboard).
 */
export async function playRound(
  el: AnyTable,
  steps: { choose(el: AnyTable): Promise<void>; play(el: AnyTable): Promise<string> },
): Promise<PlayedRound> {
  const rounds: TableRoundEndDetail[] = [];
  const moves: TableMoveDetail[] = [];
  const onRound = (e: CustomEvent<TableRoundEndDetail>) => rounds.push(e.detail);
  const onMove = (e: CustomEvent<TableMoveDetail>) => moves.push(e.detail);
  el.addEventListener('table-round-end', onRound);
  el.addEventListener('table-move', onMove);
  let plays = 0;
  try {
    for (let guard = 0; guard < 60 && view(el).sheet.length === 0; guard++) {
      await myTurnOrRoundEnd(el);
      if (view(el).sheet.length > 0) break;
      if (view(el).stage === 'play') {
        await steps.play(el);
        plays += 1;
      } else await steps.choose(el);
    }
  } finally {
    el.removeEventListener('table-round-end', onRound);
    el.removeEventListener('table-move', onMove);
  }
  await el.updateComplete;
  return { plays, rounds, humanMoves: moves.filter((m) => m.seat === el.seat).map((m) => m.move) };
}

/** One Web Worker a {@link spyWorkers} spy saw constructed. */
export interface SpiedWorker {
  url: string;
  /** Every message posted to it, in order (the objects posted, before cloning). */
  posted: any[];
  /** Messages it posted back that the page has received. */
  received: any[];
  terminated: boolean;
}

/** Records every Web Worker the page constructs, until `restore()`. */
export interface WorkerSpy {
  workers: SpiedWorker[];
  /** The `decide` messages posted to any worker (./src/elements/parts/bot-protocol.ts). */
  decides(): { id: number; seat: string; state: any }[];
  /** Posts the messages `hold` kept back, in order, to their workers (a held bot decides now). */
  release(): void;
  restore(): void;
}

/**
 * Replaces `window.Worker` with a subclass that records each worker, what is
 * posted to it and whether it was terminated. `onPost` sees each message as
 * it is posted (synchronously, so the table's state is the one posted from).
 * A message `hold` returns true for is recorded and kept back from the
 * worker until `release()`: a held `decide` stays pending, as if its bot
 * were still thinking.
 */
export function spyWorkers(onPost?: (msg: any) => void, hold?: (msg: any) => boolean): WorkerSpy {
  const Original = window.Worker;
  const workers: SpiedWorker[] = [];
  const held: (() => void)[] = [];
  window.Worker = class SpiedWorkerClass extends Original {
    private readonly record: SpiedWorker;
    constructor(url: string | URL, options?: WorkerOptions) {
      super(url, options);
      this.record = { url: String(url), posted: [], received: [], terminated: false };
      workers.push(this.record);
      this.addEventListener('message', (e) => this.record.received.push(e.data));
    }
    override postMessage(message: any, ...rest: any[]): void {
      this.record.posted.push(message);
      onPost?.(message);
      const post = () => (super.postMessage as (...args: any[]) => void)(message, ...rest);
      if (hold?.(message)) held.push(post);
      else post();
    }
    override terminate(): void {
      this.record.terminated = true;
      super.terminate();
    }
  };
  return {
    workers,
    decides: () => workers.flatMap((w) => w.posted.filter((m) => m.type === 'decide')),
    release: () => held.splice(0).forEach((post) => post()),
    restore: () => {
      window.Worker = Original;
    },
  };
}

/** Every card id (`<suit>-<rank>`) that appears as a string anywhere in `value`. */
export function cardIdsIn(value: unknown): Set<string> {
  return new Set(Array.from(JSON.stringify(value).matchAll(/"([a-z]+-\d+)"/g), (m) => m[1]!));
}

/**
 * Adds `<script type="module" src="<origin>/<tag>.js">`, a drop-in bundle as
 * a blog embeds it, and waits for the tag to be defined.
 * @throws when the script does not load
 */
export async function loadDropIn(origin: string, tag: string): Promise<void> {
  const script = document.createElement('script');
  script.type = 'module';
  script.src = `${origin}/${tag}.js`;
  const failed = new Promise<never>((_, reject) =>
    script.addEventListener('error', () => reject(new Error(`${script.src} did not load`))),
  );
  document.head.append(script);
  await Promise.race([customElements.whenDefined(tag), failed]);
}

/**
 * Issue 22's one-screen rule, at the page's current scroll and viewport (a
 * test sets 360×740 with `setViewport`): which of the `named` elements (the
 * prompt, the trick in progress or the Ticks that can take the picked card,
 * the playable cards…) do not lie wholly inside the viewport. An empty list
 * means they all share one screen; each entry names the element and its
 * rectangle (CSS px), for the assertion's message. A missing element
 * (`null`) counts as off screen; an empty array is nothing to check.
 * @example expect(offScreen({ prompt: status, trick, cards: playableButtons(el) })).to.deep.equal([])
 */
export function offScreen(named: Record<string, Element | readonly Element[] | null | undefined>): string[] {
  const out: string[] = [];
  const w = document.documentElement.clientWidth;
  const h = window.innerHeight;
  for (const [name, value] of Object.entries(named)) {
    const els = value == null ? [null] : Array.isArray(value) ? value : [value as Element];
    els.forEach((e, i) => {
      const label = els.length > 1 ? `${name}[${i}]` : name;
      if (!e) return void out.push(`${label}: missing`);
      const r = e.getBoundingClientRect();
      if (r.top < -0.5 || r.left < -0.5 || r.bottom > h + 0.5 || r.right > w + 0.5)
        out.push(
          `${label}: ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)} (viewport ${w}×${h})`,
        );
    });
  }
  return out;
}
