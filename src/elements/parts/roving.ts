/**
 * Roving tabindex for a group of items (the hand, the pickers): the group is
 * one Tab stop; arrow keys move focus within it, Home and End jump to the
 * ends. Activation (Enter, Space, click) is the items' own: they are buttons.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { keyboardLast } from './input-mode.js';

const NEXT = new Set(['ArrowRight', 'ArrowDown']);
const PREV = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A Lit controller giving its host's items one Tab stop between them: it
 * writes each item's `tabIndex` itself (after every render of the host, and
 * whenever the stop moves), so the host binds only `onKeydown` on the group
 * and `onFocusItem(i)` on each item, and calls `settle` when the items
 * change.
 */
export class RovingFocusController implements ReactiveController {
  /** Index of the item that takes the Tab stop. */
  index = 0;

  /**
   * @param host the element that renders the items
   * @param items returns the items, in order, from the host's render root
   */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly items: () => HTMLElement[],
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('mousedown', this.onMousedown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('mousedown', this.onMousedown);
  }

  /**
   * A mouse press on an item moves the Tab stop there but does not focus it
   * (a mouse user sees no focus ring either way): an item played by a click
   * is removed at once, and removing the focused element makes the browser
   * lay the page out in the middle of the table's update (issue 20).
   */
  private readonly onMousedown = (event: MouseEvent): void => {
    const path = event.composedPath();
    const i = this.items().findIndex((item) => path.includes(item));
    if (i < 0) return;
    event.preventDefault();
    this.onFocusItem(i);
  };

  /** After each render: the item holding the Tab stop gets `tabIndex` 0, the others -1. */
  hostUpdated(): void {
    this.sync();
  }

  /** True while focus is inside the group. */
  get hasFocus(): boolean {
    const active = this.host.shadowRoot?.activeElement;
    return !!active && this.items().includes(active as HTMLElement);
  }

  /**
   * Keeps the Tab stop on an existing item after the items change; when
   * focus is not in the group, moves it to `preferred` (e.g. the first
   * playable card) if given.
   */
  settle(count: number, preferred?: number): void {
    if (count === 0) {
      this.index = 0;
      return;
    }
    if (preferred !== undefined && preferred >= 0 && !this.hasFocus) this.index = preferred;
    this.index = Math.min(Math.max(0, this.index), count - 1);
  }

  /** Moves the Tab stop to item `i` and focuses it. */
  focus(i: number): void {
    const items = this.items();
    if (items.length === 0) return;
    this.index = Math.min(Math.max(0, i), items.length - 1);
    this.sync();
    // A pointer user's page must not scroll under their finger.
    items[this.index]!.focus({ preventScroll: !keyboardLast() });
  }

  /** Focuses the item holding the Tab stop. */
  focusCurrent(): void {
    this.focus(this.index);
  }

  /** Use as the group's `keydown` listener. */
  readonly onKeydown = (event: KeyboardEvent): void => {
    const count = this.items().length;
    if (count === 0) return;
    let to: number;
    if (NEXT.has(event.key)) to = (this.index + 1) % count;
    else if (PREV.has(event.key)) to = (this.index - 1 + count) % count;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = count - 1;
    else return;
    event.preventDefault();
    this.focus(to);
  };

  /** Use as each item's `focus` listener, so Tab (or a focus from a script) moves the stop too; a mouse press moves it without focus. */
  onFocusItem(i: number): void {
    this.index = i;
    this.sync();
  }

  /**
   * Writes the Tab stop to the items' `tabIndex`: only where it changes, as
   * this runs after every render, and a write of the same value is still
   * a DOM change that the page restyles (issue 20).
   */
  private sync(): void {
    for (const [k, item] of this.items().entries()) {
      const stop = k === this.index ? '0' : '-1';
      if (item.getAttribute('tabindex') !== stop) item.setAttribute('tabindex', stop);
    }
  }
}
