/**
 * Attribute converters that report a bad value instead of throwing. A bad
 * value becomes an {@link AttributeProblem}; the table shows it and fires
 * `table-error`.
 */
import type { ComplexAttributeConverter } from 'lit';
import { messageOf } from './error-banner.js';

/** A value that could not be read from its attribute. */
export class AttributeProblem {
  constructor(
    /** The raw attribute text. */
    readonly text: string,
    /** Why it was refused, e.g. the JSON parser's message. */
    readonly problem: string,
  ) {}
}

/**
 * A converter for a number attribute: an empty (or all-blank) attribute
 * means "not set", like a removed one (`undefined`, the default), the rule
 * for every attribute (docs/embedding.md); other text is `Number(text)`,
 * `NaN` when it is no number (the banner quotes the text).
 */
export const numberAttribute: ComplexAttributeConverter<number | undefined> = {
  fromAttribute: (value: string | null) => (value === null || value.trim() === '' ? undefined : Number(value)),
};

/**
 * The text to quote for a property's `value` in an error: the attribute's
 * own text `raw` when the value was read from it (`converter(raw)` gives
 * it), else the value itself, set as a property (`table.players = 7`).
 */
export function shownValue(value: unknown, raw: string | null, converter: (raw: string) => unknown): string {
  const same = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);
  if (raw !== null && (value === undefined || same(converter(raw), value))) return raw;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? '');
}

/**
 * A converter for an attribute holding JSON (e.g. a scenario `deal`).
 * Unparsable text becomes an {@link AttributeProblem}; a removed attribute
 * becomes `undefined`. The property itself is never reflected.
 */
export const jsonAttribute: ComplexAttributeConverter<unknown> = {
  fromAttribute(value: string | null): unknown {
    if (value === null || value.trim() === '') return undefined;
    try {
      return JSON.parse(value);
    } catch (e) {
      return new AttributeProblem(value, messageOf(e));
    }
  },
  toAttribute(value: unknown): string | null {
    return value === undefined || value instanceof AttributeProblem ? null : JSON.stringify(value);
  },
};
