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
