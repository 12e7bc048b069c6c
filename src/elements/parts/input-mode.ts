/**
 * Whether the page's last input was the keyboard. A table moves focus to the
 * viewer's choices when their turn comes only for keyboard users: focusing
 * scrolls, and a touch or mouse user's page must not move under their finger.
 * One pair of capture listeners per page, added on first use.
 */
let keyboard = false;
let listening = false;

function listen(): void {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  const opts = { capture: true, passive: true };
  document.addEventListener('keydown', () => (keyboard = true), opts);
  document.addEventListener('pointerdown', () => (keyboard = false), opts);
}

/** True when the last input on the page was a key press (false before any input). */
export function keyboardLast(): boolean {
  listen();
  return keyboard;
}

/** Starts following the page's input (call when a table connects). */
export function followInput(): void {
  listen();
}
