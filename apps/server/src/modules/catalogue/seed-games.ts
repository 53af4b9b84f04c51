import type { DbExecutor } from '../../db/client';
import { demoGameLists, demoGames, demoGamesSlides } from './demo-games';
import { gameLists } from './repository';
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
}
