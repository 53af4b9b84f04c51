import type { DbExecutor } from '../../db/client';
import { demoHomeSlides } from './demo-home-slides';
import { heroSlides } from './schema';
import { fillDemoTranslations } from './seed-translations';

/** Adds the demo hero slides where missing; an admin's edits stay. */
export async function seedHomeSlides(db: DbExecutor) {
  const rows = demoHomeSlides.map(({ id, position, translations, ...slide }) => ({
    id,
    position,
    slide,
    translations,
  }));
  await db.insert(heroSlides).values(rows).onConflictDoNothing();
  // Stores seeded before the catalogue had translations get the demo's, where the slide is the demo's.
  await fillDemoTranslations(
    db,
    'hero_slides',
    'id',
    'target.slide',
    rows.map(({ id, slide, translations }) => ({ id, english: slide, translations })),
  );
}
