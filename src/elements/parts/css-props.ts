/**
 * `cssProps({ '--x': 'value' })`: sets CSS custom properties on an element
 * through the CSSOM (`style.setProperty`), never through a `style`
 * attribute. So a page whose Content-Security-Policy forbids inline styles
 * (no `'unsafe-inline'` in `style-src`) still works. Lit's `styleMap` writes
 * the attribute on first render, which such a policy blocks.
 *
 * Use it in element position: `<span ${cssProps({ '--x': '0.5' })}>`.
 */
import { noChange } from 'lit';
import { Directive, PartType, directive, type ElementPart, type PartInfo } from 'lit/directive.js';

/** The directive behind {@link cssProps}. */
export class CssPropsDirective extends Directive {
  /** The properties set by the last render, with their values. */
  private set: Readonly<Record<string, string>> = {};

  constructor(info: PartInfo) {
    super(info);
    if (info.type !== PartType.ELEMENT) throw new Error('cssProps() must be used in element position');
  }

  render(_props: Readonly<Record<string, string>>): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [props]: [Readonly<Record<string, string>>]): typeof noChange {
    const style = (part.element as HTMLElement | SVGElement).style;
    for (const name of Object.keys(this.set)) if (!(name in props)) style.removeProperty(name);
    // Only what changed: a card's suit colours are the same render after render (issue 20).
    for (const [name, value] of Object.entries(props)) if (this.set[name] !== value) style.setProperty(name, value);
    this.set = { ...props };
    return noChange;
  }
}

/**
 * Sets the given CSS custom properties on the element it is bound to, and
 * removes those a later render leaves out. Throws when used anywhere but
 * in element position.
 * @example html`<span ${cssProps({ '--badge-hue': 'var(--suit-pink)' })}>…</span>`
 */
export const cssProps = directive(CssPropsDirective);
