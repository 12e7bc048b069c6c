/**
 * The error banner: what went wrong, inside the table (`role="alert"`), so a
 * page author sees a bad attribute without opening the console.
 */
import { html, nothing, type TemplateResult } from 'lit';

/** One problem to show: a bad attribute, or a bot that failed. */
export interface TableProblem {
  message: string;
  attribute?: string;
}

/** The message of a thrown value: an `Error`'s `message`, else the value as text. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** The banner for `problems`, or nothing when there are none. */
export function errorBanner(problems: readonly TableProblem[], title: string): TemplateResult | typeof nothing {
  if (problems.length === 0) return nothing;
  return html`<div class="error" part="error" role="alert">
    <strong>${title}</strong>
    <ul>
      ${problems.map((p) => html`<li data-attribute=${p.attribute ?? nothing}>${p.message}</li>`)}
    </ul>
  </div>`;
}
