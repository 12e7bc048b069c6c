/**
 * `<tt-log>`: the game log, for every game, and the table's polite live
 * region (`role="log"`): each entry added is announced, e.g. each trick's
 * winner. Keeps the newest entry in view.
 */
import { LitElement, css, html } from 'lit';
import { repeat } from 'lit/directives/repeat.js';

/** One line of the log. `id` must be unique within the log. */
export interface LogEntry {
  id: number;
  text: string;
}

/**
 * @tagname tt-log
 * @summary The game log; a polite live region.
 * @csspart list - the list of entries
 * @csspart entry - one entry
 */
export class TtLog extends LitElement {
  static override properties = {
    label: { type: String },
    entries: { attribute: false },
  };

  static override styles = css`
    :host {
      display: block;
    }
    .scroller {
      max-block-size: var(--log-height, 10em);
      min-block-size: 2.5em;
      overflow-y: auto;
      background: var(--log-bg, rgb(0 0 0 / 0.3));
      border-radius: 10px;
      font-size: 0.85em;
      line-height: 1.35;
    }
    .scroller:focus-visible {
      outline: 3px solid var(--focus-ring, #ffd54a);
    }
    ol {
      margin: 0;
      /* Room for three-digit numbers (the log keeps 200 entries). */
      padding: 6px 8px 6px 2.8em;
    }
    li:last-child {
      font-weight: 700;
    }
  `;

  label = '';
  entries: LogEntry[] = [];
  /** The pending scroll to the newest entry (`requestAnimationFrame`'s id). */
  private scrolling = 0;

  protected override render() {
    return html`<div class="scroller" part="list" role="log" aria-live="polite" aria-label=${this.label} tabindex="0">
      <ol>
        ${repeat(
          this.entries,
          (e) => e.id,
          (e) => html`<li part="entry">${e.text}</li>`,
        )}
      </ol>
    </div>`;
  }

  protected override updated(): void {
    // At the next frame, before it is drawn: reading `scrollHeight` now would lay the page out in
    // the middle of the table's update, and again once the other parts have rendered (issue 20).
    cancelAnimationFrame(this.scrolling);
    this.scrolling = requestAnimationFrame(() => {
      const list = this.renderRoot.querySelector<HTMLElement>('.scroller');
      if (list) list.scrollTop = list.scrollHeight;
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'tt-log': TtLog;
  }
}
