// The page's first paint: HTML the server puts into index.html so that / and /games show their first
// screen before the app's code has run. The web build renders it from the app's own components, once
// per language, with a slot (`__FP_NAME__`) wherever the catalogue's data goes; the server fills the
// slots per request. No zod: both sides import this module alone.
import type { languages } from './catalogue-constants';

export type FirstPaintLanguage = (typeof languages)[number];

/** One language's templates: each is `<style>` plus markup, the header included. */
export type FirstPaintTemplates = {
  /** Any other page: the header alone. */
  page: string;
  home: string;
  /** The games page by its first Recommended grid's columns (recommendedColumns). */
  games: { 2: string; 3: string };
  /** One card of that grid, repeated into the games page's `CARDS` slot. */
  gameCard: string;
};

/** What the build writes to the web app's dist folder and the server reads. */
export type FirstPaintBuild = Record<FirstPaintLanguage, FirstPaintTemplates>;
export const firstPaintFile = 'first-paint.json';

export const firstPaintSlots = [
  'NONCE',
  'HERO_MOBILE',
  'HERO_DESKTOP',
  'SLIDE_BACKDROP',
  'SLIDE_IMAGE',
  'SLIDE_TITLE',
  'SLIDE_EXCERPT',
  'CARDS',
  'CARD_IMAGE',
  'CARD_NAME',
  'CARD_PRIORITY',
] as const;
export type FirstPaintSlot = (typeof firstPaintSlots)[number];

/** The text the build writes where a slot's value goes: letters and underscores, which React leaves as they are. */
export const firstPaintSlot = (name: FirstPaintSlot) => `__FP_${name}__`;

/** Text made safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A template with its slots filled: `text` values are escaped, `html` values (filled templates
 * themselves) go in as they are. A slot given no value is left empty. Filled by a function, so that
 * `$&` and the like in catalogue text stay text.
 */
export function fillFirstPaint(
  template: string,
  text: Partial<Record<FirstPaintSlot, string>>,
  html: Partial<Record<FirstPaintSlot, string>> = {},
): string {
  return template.replace(/__FP_([A-Z_]+)__/g, (_slot, name: FirstPaintSlot) =>
    name in html ? html[name]! : escapeHtml(text[name] ?? ''),
  );
}
