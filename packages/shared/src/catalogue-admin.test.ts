import { describe, expect, it } from 'vitest';
import { catalogueTableFields, tidyCatalogueFields } from './catalogue-admin';

describe("a console form's row as the catalogue's schema takes it", () => {
  it("drops a language's pictures left empty and keeps another language's own", () => {
    const slide = {
      className: 'slide-ai',
      image: {
        en: { mobile: '/media/m.svg', desktop: '/media/d.svg' },
        es: { mobile: '', desktop: null },
        pt: { mobile: '/media/pt-m.svg', desktop: '/media/pt-d.svg' },
      },
      excerpt: 'Your AI co-pilot',
      buttons: [],
      showStoreLogo: false,
      commingSoon: false,
    };
    const fields = tidyCatalogueFields('home-slides', { slide });
    expect((fields.slide as typeof slide).image).toEqual({
      en: { mobile: '/media/m.svg', desktop: '/media/d.svg' },
      pt: { mobile: '/media/pt-m.svg', desktop: '/media/pt-d.svg' },
    });
    expect(catalogueTableFields['home-slides'].safeParse(fields).success).toBe(true);
  });

  it('drops cleared translations and optional parts, keeps null where a field may be empty, and nothing the row does not edit', () => {
    const form = {
      id: 'dappx-ai',
      position: 1,
      hidden: false,
      slide: {
        className: 'slide-ai',
        image: { en: { mobile: '/media/m.svg', desktop: '/media/d.svg' }, es: null },
        title: null,
        excerpt: 'Your AI co-pilot',
        buttons: [{ id: 'start', text: 'Start', link: '', action: 'start' }],
        showStoreLogo: false,
        commingSoon: true,
        logo: '',
      },
      translations: { es: { excerpt: 'Tu copiloto', title: '' }, pt: null },
    };
    const fields = tidyCatalogueFields('home-slides', form);
    expect(fields).toEqual({
      slide: {
        className: 'slide-ai',
        image: { en: { mobile: '/media/m.svg', desktop: '/media/d.svg' } },
        excerpt: 'Your AI co-pilot',
        buttons: [{ id: 'start', text: 'Start', action: 'start' }],
        showStoreLogo: false,
        commingSoon: true,
      },
      translations: { es: { excerpt: 'Tu copiloto' } },
    });
    expect(catalogueTableFields['home-slides'].safeParse(fields).success).toBe(true);

    const app = tidyCatalogueFields('apps', {
      slug: 'x',
      name: 'X',
      imageLong: '',
      currency: null,
      description: '',
      tags: null,
      logo: '/media/logo.svg',
    });
    // A cleared list is an empty one; a field apps do not have (a game's logo) is not sent.
    expect(app).toMatchObject({ imageLong: null, currency: null, description: '', tags: [], contracts: [] });
    expect(app).not.toHaveProperty('logo');
  });

  it('takes only http(s) links and /media paths that stay in /media', () => {
    const links = catalogueTableFields['hot-tiles'].shape;
    expect(links.href.safeParse('/games').success).toBe(true);
    expect(links.href.safeParse('javascript:alert(1)').success).toBe(false);
    expect(links.href.safeParse('//evil.example').success).toBe(false);
    expect(links.image.safeParse('/media/art/x.svg').success).toBe(true);
    expect(links.image.safeParse('/media/../secrets').success).toBe(false);
    expect(links.image.safeParse('http://cdn.example/x.png').success).toBe(false);
  });
});
