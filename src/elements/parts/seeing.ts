/**
 * `Seeing`: what a table keeps open over the felt so that the viewer sees
 * what happened (issue 13), for every table: the last-trick peek
 * (./last-trick.ts) and the round summary (./round-summary.ts). It holds
 * which is open, closes the summary on its own after `SUMMARY_HOLD` ×
 * `speed`, and handles their keys: `L` opens and closes the peek, Escape
 * closes the summary, else the peek; Enter on the summary closes it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { isPeekKey } from './last-trick.js';

/** How long a round summary stays up on its own, in bot waits (`speed`): 5 × 600 ms = 3 s by default; at speed 0 until dismissed. */
export const SUMMARY_HOLD = 5;

/** The peek and the round summary of one table (see the file's comment). */
export class Seeing implements ReactiveController {
  /** The last-trick peek is open. */
  peeking = false;
  readonly #host: ReactiveControllerHost & HTMLElement;
  /** Rounds whose summary is gone (dismissed, or timed out). */
  #dismissed = 0;
  /** The round whose summary is up (0: none). */
  #open = 0;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #timerFor = 0;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
    host.addEventListener('keydown', (e) => this.#key(e));
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
    this.#timerFor = 0;
  }

  /** Opens or closes the last-trick peek. */
  togglePeek(): void {
    this.peeking = !this.peeking;
    this.#host.requestUpdate();
  }

  /** A tap on the trick on the felt (`tt-trick[part="trick"]`) opens or closes the peek. */
  readonly tapped = (e: Event): void => {
    if (e.composedPath().some((t) => t instanceof Element && t.matches('tt-trick[part="trick"]'))) this.togglePeek();
  };

  /**
   * Whether the summary of round `count` is up: from its round's end until
   * dismissed, never once the game is `over` (the game-over panel has the
   * results). While up, it closes on its own after `delay` ms (not at 0).
   */
  summaryOpen(count: number, over: boolean, delay: number): boolean {
    if (count < this.#dismissed) this.#dismissed = count; // a new game
    this.#open = count > this.#dismissed && !over ? count : 0;
    if (this.#open && delay > 0 && this.#timerFor !== count) {
      clearTimeout(this.#timer);
      this.#timerFor = count;
      this.#timer = setTimeout(() => this.dismiss(count), delay);
    }
    return this.#open > 0;
  }

  /** Closes the summary of round `count` (and of the rounds before). */
  readonly dismiss = (count = this.#open): void => {
    this.#dismissed = Math.max(this.#dismissed, count);
    clearTimeout(this.#timer);
    this.#timerFor = 0;
    this.#open = 0;
    this.#host.requestUpdate();
  };

  #key(e: KeyboardEvent): void {
    const onSummary = e.composedPath().some((t) => t instanceof Element && t.matches('[part="round-summary"]'));
    if (isPeekKey(e)) this.togglePeek();
    else if (e.key === 'Escape' && this.#open) this.dismiss();
    else if (e.key === 'Enter' && this.#open && onSummary) this.dismiss();
    else if (e.key === 'Escape' && this.peeking) this.togglePeek();
    else return;
    e.preventDefault();
  }
}
