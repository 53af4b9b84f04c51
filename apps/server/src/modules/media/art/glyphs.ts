/**
 * Emblems drawn on a 100 × 100 grid: the marks of apps no icon package covers and the centrepieces of
 * the topic art (news, What's hot). `ink` is the main colour, `accent` the highlight.
 */
type Glyph = (ink: string, accent: string) => string;

export const glyphs = {
  cat: (ink, accent) =>
    `<path d="M22 30 L30 12 L44 26 Q50 24 56 26 L70 12 L78 30 Q86 44 82 60 Q76 84 50 86 Q24 84 18 60 Q14 44 22 30Z" fill="${ink}"/><circle cx="38" cy="52" r="6" fill="${accent}"/><circle cx="62" cy="52" r="6" fill="${accent}"/><path d="M46 64 L54 64 L50 69Z" fill="${accent}"/>`,
  sword: (ink, accent) =>
    `<path d="M50 8 L58 20 L58 62 L42 62 L42 20Z" fill="${ink}"/><rect x="28" y="62" width="44" height="8" rx="4" fill="${accent}"/><rect x="46" y="70" width="8" height="16" fill="${ink}"/><circle cx="50" cy="90" r="6" fill="${accent}"/>`,
  hexagon: (ink, accent) =>
    `<path d="M50 8 L86 29 L86 71 L50 92 L14 71 L14 29Z" fill="${ink}"/><path d="M50 26 L70 38 L70 62 L50 74 L30 62 L30 38Z" fill="${accent}"/>`,
  castle: (ink, accent) =>
    `<path d="M14 88 L14 34 L24 34 L24 42 L32 42 L32 34 L42 34 L42 20 L50 12 L58 20 L58 34 L68 34 L68 42 L76 42 L76 34 L86 34 L86 88Z" fill="${ink}"/><path d="M42 88 L42 68 Q50 58 58 68 L58 88Z" fill="${accent}"/><rect x="24" y="52" width="8" height="10" fill="${accent}"/><rect x="68" y="52" width="8" height="10" fill="${accent}"/>`,
  dragon: (ink, accent) =>
    `<path d="M12 70 Q30 20 62 18 Q52 30 58 36 Q74 26 90 30 Q76 40 78 52 Q64 48 56 58 Q60 72 76 84 Q50 84 40 70 Q28 76 12 70Z" fill="${ink}"/><circle cx="62" cy="28" r="3.5" fill="${accent}"/><path d="M30 64 Q42 48 56 44" stroke="${accent}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
  leaf: (ink, accent) =>
    `<path d="M18 82 Q14 20 84 16 Q86 84 18 82Z" fill="${ink}"/><path d="M22 78 Q46 54 72 28" stroke="${accent}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  plane: (ink, accent) =>
    `<path d="M10 50 L90 16 L70 86 L50 62 L76 30 L42 56Z" fill="${ink}"/><path d="M42 56 L50 62 L44 80Z" fill="${accent}"/>`,
  gate: (ink, accent) =>
    `<path d="M16 88 L16 36 Q50 6 84 36 L84 88 L66 88 L66 46 Q50 30 34 46 L34 88Z" fill="${ink}"/><rect x="34" y="58" width="32" height="6" fill="${accent}"/><rect x="34" y="74" width="32" height="6" fill="${accent}"/>`,
  vault: (ink, accent) =>
    `<rect x="12" y="16" width="76" height="68" rx="12" fill="${ink}"/><circle cx="50" cy="50" r="20" fill="none" stroke="${accent}" stroke-width="6"/><path d="M50 30 L50 70 M30 50 L70 50" stroke="${accent}" stroke-width="4"/><rect x="20" y="84" width="12" height="6" fill="${ink}"/><rect x="68" y="84" width="12" height="6" fill="${ink}"/>`,
  crown: (ink, accent) =>
    `<path d="M12 76 L16 30 L34 50 L50 18 L66 50 L84 30 L88 76Z" fill="${ink}"/><rect x="12" y="78" width="76" height="10" rx="3" fill="${accent}"/><circle cx="50" cy="60" r="6" fill="${accent}"/>`,
  shield: (ink, accent) =>
    `<path d="M50 8 L86 20 Q86 70 50 92 Q14 70 14 20Z" fill="${ink}"/><path d="M50 24 L70 32 Q70 62 50 76Z" fill="${accent}"/>`,
  wallet: (ink, accent) =>
    `<path d="M14 30 L68 14 L74 30Z" fill="${accent}"/><rect x="10" y="28" width="80" height="58" rx="10" fill="${ink}"/><rect x="60" y="46" width="30" height="22" rx="6" fill="${accent}"/><circle cx="70" cy="57" r="4" fill="${ink}"/>`,
  gamepad: (ink, accent) =>
    `<path d="M26 30 L74 30 Q92 30 94 56 Q96 80 80 80 Q70 80 64 68 L36 68 Q30 80 20 80 Q4 80 6 56 Q8 30 26 30Z" fill="${ink}"/><path d="M24 44 L24 60 M16 52 L32 52" stroke="${accent}" stroke-width="6" stroke-linecap="round"/><circle cx="70" cy="46" r="5" fill="${accent}"/><circle cx="80" cy="56" r="5" fill="${accent}"/>`,
  layers: (ink, accent) =>
    `<path d="M50 58 L90 42 L50 26 L10 42Z" fill="${ink}"/><path d="M10 56 L50 72 L90 56" stroke="${accent}" stroke-width="6" fill="none" stroke-linejoin="round"/><path d="M10 70 L50 86 L90 70" stroke="${ink}" stroke-width="6" fill="none" stroke-linejoin="round" opacity=".7"/>`,
  coins: (ink, accent) =>
    `<ellipse cx="40" cy="74" rx="28" ry="10" fill="${ink}"/><rect x="12" y="52" width="56" height="22" fill="${ink}"/><ellipse cx="40" cy="52" rx="28" ry="10" fill="${accent}"/><circle cx="70" cy="34" r="20" fill="${accent}"/><circle cx="70" cy="34" r="12" fill="none" stroke="${ink}" stroke-width="4"/>`,
  frame: (ink, accent) =>
    `<rect x="12" y="14" width="76" height="72" rx="6" fill="${ink}"/><rect x="20" y="22" width="60" height="56" fill="${accent}" opacity=".35"/><path d="M20 78 L42 50 L56 66 L64 56 L80 78Z" fill="${accent}"/><circle cx="66" cy="36" r="7" fill="${accent}"/>`,
  sprout: (ink, accent) =>
    `<path d="M50 90 L50 44" stroke="${ink}" stroke-width="7" stroke-linecap="round"/><path d="M50 52 Q20 50 16 20 Q46 22 50 52Z" fill="${accent}"/><path d="M50 44 Q56 14 86 12 Q84 42 50 44Z" fill="${ink}"/>`,
  chip: (ink, accent) =>
    `<rect x="24" y="24" width="52" height="52" rx="8" fill="${ink}"/><path d="M36 14 V24 M50 14 V24 M64 14 V24 M36 76 V86 M50 76 V86 M64 76 V86 M14 36 H24 M14 50 H24 M14 64 H24 M76 36 H86 M76 50 H86 M76 64 H86" stroke="${ink}" stroke-width="5" stroke-linecap="round"/><circle cx="50" cy="50" r="12" fill="${accent}"/>`,
  chart: (ink, accent) =>
    `<rect x="14" y="56" width="14" height="30" rx="3" fill="${ink}"/><rect x="36" y="42" width="14" height="44" rx="3" fill="${ink}"/><rect x="58" y="50" width="14" height="36" rx="3" fill="${ink}"/><path d="M12 40 L40 22 L60 32 L88 12" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  swap: (ink, accent) =>
    `<path d="M16 36 L74 36 L62 22" stroke="${ink}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M84 64 L26 64 L38 78" stroke="${accent}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  smile: (ink, accent) =>
    `<circle cx="50" cy="50" r="38" fill="${ink}"/><circle cx="36" cy="42" r="6" fill="${accent}"/><path d="M58 42 L70 42" stroke="${accent}" stroke-width="6" stroke-linecap="round"/><path d="M30 60 Q50 80 70 60" stroke="${accent}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  mask: (ink, accent) =>
    `<path d="M10 36 Q50 22 90 36 Q90 70 64 70 Q56 70 50 60 Q44 70 36 70 Q10 70 10 36Z" fill="${ink}"/><path d="M24 44 Q32 38 42 46 Q32 52 24 44Z M58 46 Q68 38 76 44 Q68 52 58 46Z" fill="${accent}"/>`,
  bag: (ink, accent) =>
    `<path d="M36 34 Q36 14 50 14 Q64 14 64 34" stroke="${accent}" stroke-width="6" fill="none"/><path d="M18 32 L82 32 L88 88 L12 88Z" fill="${ink}"/><path d="M38 58 L50 46 L62 58 L50 70Z" fill="${accent}"/>`,
  pickaxe: (ink, accent) =>
    `<path d="M14 36 Q50 4 86 36 Q50 20 14 36Z" fill="${accent}"/><rect x="46" y="24" width="8" height="66" rx="4" fill="${ink}" transform="rotate(12 50 57)"/>`,
} satisfies Record<string, Glyph>;

export type GlyphName = keyof typeof glyphs;

/** A glyph placed at (x, y) with the given size, from its 100 × 100 grid. */
export const placeGlyph = (
  name: GlyphName,
  x: number,
  y: number,
  size: number,
  ink: string,
  accent: string,
) => `<g transform="translate(${x} ${y}) scale(${size / 100})">${glyphs[name](ink, accent)}</g>`;
