// The few texts that the server's first paint of / and /games (drawn before the app's code runs) shows,
// in one place for both sides: the server writes them into the page's shell, and the web app adds them
// to its translations, so the shell and the app that renders over it say the same. No zod: the web
// app's first load imports this module directly.
import type { languages } from './catalogue-constants';

type FirstPaintTexts = { Games: string; RECOMMENDED: string; heroTitle: string };

export const firstPaintTexts: Record<(typeof languages)[number], FirstPaintTexts> = {
  en: {
    Games: 'Games',
    RECOMMENDED: 'RECOMMENDED',
    heroTitle: 'Discover, play and earn with decentralised apps',
  },
  es: {
    Games: 'Juegos',
    RECOMMENDED: 'RECOMENDADO',
    heroTitle: 'Descubre, juega y gana con aplicaciones descentralizadas',
  },
  pt: {
    Games: 'Jogos',
    RECOMMENDED: 'RECOMENDADOS',
    heroTitle: 'Descubra, jogue e ganhe com aplicativos descentralizados',
  },
};
