/**
 * Registering custom elements once. Several tables, or several drop-in
 * bundles that share part elements, may try to define the same tag; the
 * first definition wins and later ones are skipped instead of throwing.
 */

/**
 * Defines `tag` as `ctor` unless the tag is already defined.
 * @returns `true` when this call defined it
 */
export function defineOnce(tag: string, ctor: CustomElementConstructor): boolean {
  if (customElements.get(tag)) return false;
  customElements.define(tag, ctor);
  return true;
}
