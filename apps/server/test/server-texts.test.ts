import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isTranslatedServerText } from '@dappx/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every text the server can answer with has its Spanish and Portuguese (packages/shared/src/server-texts.ts).
 * The shared `…Texts` tables are checked in the shared package; this reads the source for the rest: the
 * texts written where an error is raised (`new AppError(…)`, the error handler's `bad(…)`), the texts of
 * the schemas' rules (`.regex(…, 'text')`, `.min(…)`, `refine`, `{ error: … }`, `message: …`) and
 * `…Text = '…'` constants. A text added there without its translations fails here, even before a test
 * provokes it (those that do are caught too: the test app fails on the handler's warning).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const folders = ['apps/server/src', 'packages/shared/src'];
/** Start-up and command-line texts (an operator's console, never an HTTP answer). */
const notAnswers = new Set([
  'apps/server/src/config.ts',
  'apps/server/src/cli.ts',
  'apps/server/src/main.ts',
  'apps/server/src/workers.ts',
  'apps/server/src/lib/chains-config.ts',
  'apps/server/src/lib/startup-error.ts',
  'apps/server/src/lib/validation-message.ts',
]);

const sourceFiles = (folder: string): string[] =>
  readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });

/** The text from `start` (an opening bracket) to its closing one, strings and comments skipped over. */
function balanced(source: string, start: number): string {
  const open = source[start]!;
  const close = ({ '(': ')', '{': '}' } as Record<string, string>)[open]!;
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const char = source[i]!;
    if (char === "'" || char === '"' || char === '`') {
      for (i++; i < source.length && source[i] !== char; i++) if (source[i] === '\\') i++;
    } else if (char === open) depth++;
    else if (char === close && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

/** The string literals of a piece of source, a template's `${…}` parts as '1'; words only (a space in them). */
function sentences(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)) {
    const raw = match[1] ?? match[2] ?? match[3] ?? '';
    const text = raw
      .replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '1')
      .replace(/\\(['"`\\])/g, '$1')
      .replace(/\\\\/g, '\\');
    if (/[A-Za-z]/.test(text) && text.includes(' ')) found.push(text);
  }
  return found;
}

/** Where an answer's text is written, and how far its text reaches. */
const sites: { pattern: RegExp; bracket: '(' | '{' | 'line' }[] = [
  { pattern: /new AppError\(/g, bracket: '(' },
  { pattern: /\bbad\(/g, bracket: '(' },
  { pattern: /\.(?:regex|min|max|length|refine|superRefine)\(/g, bracket: '(' },
  { pattern: /\bz\.\w+\(\{ error:/g, bracket: 'line' },
  { pattern: /\{ error: ['"`]/g, bracket: 'line' },
  { pattern: /\bmessage: ['"`(]/g, bracket: 'line' },
  { pattern: /\b\w+Text\s*=\s*\n?\s*['"`]/g, bracket: 'line' },
];

function answerTexts(): { file: string; text: string }[] {
  const texts: { file: string; text: string }[] = [];
  for (const file of folders.flatMap(sourceFiles)) {
    if (notAnswers.has(file)) continue;
    const source = readFileSync(path.join(root, file), 'utf8')
      // Comments are no answers.
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const { pattern, bracket } of sites) {
      for (const match of source.matchAll(pattern)) {
        const from = match.index + match[0].length - 1;
        const code =
          bracket === 'line'
            ? source.slice(from, source.indexOf('\n', source.indexOf('\n', from) + 1))
            : balanced(source, source.indexOf(bracket, match.index));
        for (const text of sentences(code)) texts.push({ file, text });
      }
    }
  }
  return texts;
}

describe("the server's texts in Spanish and Portuguese", () => {
  const texts = answerTexts();

  it('finds the texts where they are written', () => {
    const found = new Set(texts.map(({ text }) => text));
    expect(found.size).toBeGreaterThan(40);
    for (const known of [
      'No such banner.',
      'There is no 1 balance for 1.',
      'The request body is too large.',
      'Type something to search for.',
      'must be a 0x-prefixed 20-byte address',
      'We could not send the confirmation mail right now. Please try again later.',
    ])
      expect(found).toContain(known);
  });

  it('has both translations of every text an answer can carry', () => {
    const untranslated = texts.filter(({ text }) => !isTranslatedServerText(text));
    expect(untranslated.map(({ file, text }) => `${file}: ${text}`)).toEqual([]);
  });
});
