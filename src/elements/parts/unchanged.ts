/**
 * `unchanged(value)`: a property binding that is set again only when its
 * content changed. A table builds its parts' data afresh on every render
 * (a new array of cards, rows or plays each time), and Lit compares a
 * property by identity, so without it every part would render again, and
 * run its `updated` (the score sheet and the log measure their layout
 * there), after every move of any seat (issue 20).
 */
import { guard } from 'lit/directives/guard.js';

/**
 * Use in a property binding: `.cards=${unchanged(cards)}`. `value` must be
 * plain data (what `JSON.stringify` keeps: no functions, no templates); its
 * JSON text is what is compared with the binding's last value.
 */
export const unchanged = <T>(value: T) => guard([JSON.stringify(value)], () => value);
