import { z } from 'zod';

/**
 * Control characters (Unicode Cc: NUL, tab, line breaks, escape, DEL, C1) and the Unicode line and
 * paragraph separators. None belongs in an id, a code, an email address or a search; PostgreSQL
 * refuses NUL in text outright.
 */
const notSingleLine = /[\p{Cc}\u2028\u2029]/u;
/** Free text (a description, a message) keeps its tabs and line breaks; every other control is refused. */
const controlCharacterOtherThanLayout = /[^\P{Cc}\t\n\r]/u;

/**
 * Texts of these rules. They start with "must": they describe a field, and the server's answer puts the
 * field's name before them ("asset_id must be …").
 */
export const textTexts = {
  singleLine:
    'must be a single line of text without control characters (such as a null byte, a tab or a line break)',
  freeText: 'must be text without control characters other than tabs and line breaks (such as a null byte)',
} as const;

type TextOptions = {
  /** Drops surrounding whitespace (line breaks and tabs included) before the check. */
  trim?: boolean;
  /** The message when the value is missing or not a string. */
  error?: string;
};

const stringOf = ({ trim = false, error }: TextOptions) => {
  const text = error === undefined ? z.string() : z.string({ error });
  return trim ? text.trim() : text;
};

/**
 * A text that is not free text: an id, a code, an email address, a search. One line, no control
 * characters; the first failing rule stops the others, so this message is the answer. Chain further
 * rules (.min, .max, .regex) after it.
 */
export const singleLineText = (options: TextOptions = {}) =>
  stringOf(options).refine((value) => !notSingleLine.test(value), {
    message: textTexts.singleLine,
    abort: true,
  });

/** Free text, such as a description: tabs and line breaks are kept, other control characters (NUL) refused. */
export const freeText = (options: TextOptions = {}) =>
  stringOf(options).refine((value) => !controlCharacterOtherThanLayout.test(value), {
    message: textTexts.freeText,
    abort: true,
  });
