import { sql } from 'drizzle-orm';
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
        description: game.description,
        chains: game.chains,
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
  await fillDemoGamePages(db);
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

/**
 * Games seeded before they had pages get the demo's description, chains and tags (tags only where the
 * row has none), and the description's translations beside those the row already holds. A row with a
 * description or chains of its own is left as it is.
 */
async function fillDemoGamePages(db: DbExecutor): Promise<void> {
  const pages = demoGames.map(({ slug, description, chains, hashtags = [], translations }) => ({
    slug,
    description,
    chains,
    hashtags,
    translations,
  }));
  await db.execute(sql`
    UPDATE games_slides AS target SET game_slug = demo.game_slug
    FROM jsonb_to_recordset(${JSON.stringify(demoGamesSlides.filter((slide) => slide.gameSlug).map(({ id, link, gameSlug }) => ({ id, link, game_slug: gameSlug })))}::jsonb)
      AS demo(id text, link text, game_slug text)
    WHERE target.id = demo.id AND target.game_slug IS NULL AND target.link = demo.link`);
  const merged = (language: 'es' | 'pt') =>
    sql`coalesce(demo.translations -> ${language}, '{}') || coalesce(target.translations -> ${language}, '{}')`;
  await db.execute(sql`
    UPDATE games AS target SET
      description = demo.description,
      chains = demo.chains,
      hashtags = CASE WHEN target.hashtags = '{}' THEN demo.hashtags ELSE target.hashtags END,
      translations = jsonb_build_object('es', ${merged('es')}, 'pt', ${merged('pt')})
    FROM jsonb_to_recordset(${JSON.stringify(pages)}::jsonb)
      AS demo(slug text, description text, chains text[], hashtags text[], translations jsonb)
    WHERE target.slug = demo.slug AND target.description = '' AND target.chains = '{}'`);
}
