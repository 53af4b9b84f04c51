import type { DbExecutor } from '../../db/client';
import { demoGameLists, demoGames, demoGamesSlides } from './demo-games';
import { gameLists } from './repository';
import { fillDemoTranslations } from './seed-translations';
import { gameEntries, games, gamesSlides } from './schema';

/** Adds the games page's demo content where it is missing; what an admin changed stays as it is. */
export async function seedGames(db: DbExecutor): Promise<void> {
  await db
    .insert(games)
    .values(
      demoGames.map((game) => ({
        slug: game.slug,
        name: game.name,
        image: game.image,
        href: game.href,
        store: game.store ?? null,
        videoOnHover: game.videoOnHover ?? null,
        logo: game.logo ?? null,
        comingSoon: game.comingSoon ?? false,
        hashtags: game.hashtags ?? [],
        currency: game.currency ?? null,
        translations: game.translations,
      })),
    )
    .onConflictDoNothing();

  const entries = gameLists.flatMap((list) =>
    demoGameLists[list].map((gameSlug, index) => ({ list, gameSlug, position: index + 1 })),
  );
  await db.insert(gameEntries).values(entries).onConflictDoNothing();

  await db
    .insert(gamesSlides)
    .values(demoGamesSlides.map((slide, index) => ({ ...slide, position: index + 1 })))
    .onConflictDoNothing();

  // Stores seeded before the catalogue had translations get the demo's.
  await fillDemoTranslations(
    db,
    'games',
    'slug',
    "jsonb_build_object('hashtags', to_jsonb(target.hashtags))",
    demoGames.map(({ slug, hashtags = [], translations }) => ({
      id: slug,
      english: { hashtags },
      translations,
    })),
  );
  await fillDemoTranslations(
    db,
    'games_slides',
    'id',
    "jsonb_build_object('title', target.title, 'excerpt', target.excerpt)",
    demoGamesSlides.map(({ id, title, excerpt, translations }) => ({
      id,
      english: { title, excerpt },
      translations,
    })),
  );
}
