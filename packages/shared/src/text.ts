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
 * Half of a UTF-16 surrogate pair without its other half (`\ud800` alone, or a low half first): JSON
 * carries it, but it is no character, and PostgreSQL refuses it in jsonb (the audit log's before/after).
 * With the u flag a well-paired surrogate is one code point, so only a lone half matches.
 */
const loneSurrogate = /\p{Cs}/u;

/**
 * Texts of these rules. They start with "must": they describe a field, and the server's answer puts the
 * field's name before them ("asset_id must be …").
 */
export const textTexts = {
  singleLine:
    'must be a single line of text without control characters (such as a null byte, a tab or a line break)',
  freeText: 'must be text without control characters other than tabs and line breaks (such as a null byte)',
  wellFormed:
    'must be well-formed text: it holds half of a character (a lone UTF-16 surrogate such as \\ud800)',
} as const;

type TextOptions = {
  /** Drops surrounding whitespace (line breaks and tabs included) before the check. */
  trim?: boolean;
  /** The message when the value is missing or not a string. */
  error?: string;
};

/** The string, trimmed when asked, refused first when it holds a lone surrogate (no rule after it runs). */
const stringOf = ({ trim = false, error }: TextOptions) => {
  const text = error === undefined ? z.string() : z.string({ error });
  return (trim ? text.trim() : text).refine((value) => !loneSurrogate.test(value), {
    message: textTexts.wellFormed,
    abort: true,
  });
};

/**
 * A text that is not free text: an id, a code, an email address, a search. One line, no control
 * characters, no lone surrogate; the first failing rule stops the others, so this message is the answer.
 * Chain further rules (.min, .max, .regex) after it.
 */
export const singleLineText = (options: TextOptions = {}) =>
  stringOf(options).refine((value) => !notSingleLine.test(value), {
    message: textTexts.singleLine,
    abort: true,
  });

/**
 * Free text, such as a description or an operator's note: tabs and line breaks are kept, other control
 * characters (NUL) and lone surrogates refused.
 */
export const freeText = (options: TextOptions = {}) =>
  stringOf(options).refine((value) => !controlCharacterOtherThanLayout.test(value), {
    message: textTexts.freeText,
    abort: true,
  });
