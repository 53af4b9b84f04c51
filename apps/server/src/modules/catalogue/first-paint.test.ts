import type { CarouselSlide } from '@dappx/shared';
import { describe, expect, it } from 'vitest';
import { firstPaintLanguage, homeFirstPaint } from './first-paint';

const slide = (image: CarouselSlide['image']) => ({ image }) as CarouselSlide;

describe("the home page's first paint", () => {
  it('picks the banner language as the page does: es or pt when first, else en', () => {
    expect(firstPaintLanguage('pt-BR,pt;q=0.9,en;q=0.8')).toBe('pt');
    expect(firstPaintLanguage('fr-FR,es;q=0.9')).toBe('en');
    expect(firstPaintLanguage(undefined)).toBe('en');
  });

  it('falls back to the English banner and escapes addresses it is given', () => {
    const html = homeFirstPaint([slide({ en: { mobile: '/m.svg?a=1&b="2"', desktop: '/d.svg' } })], 'es');
    expect(html).toContain('src="/m.svg?a=1&#38;b=&#34;2&#34;"');
    expect(html).toContain('srcset="/d.svg"');
  });

  it('shows only the title when there are no slides', () => {
    expect(homeFirstPaint([], 'en')).not.toContain('<img');
  });
});
