import type { DbExecutor } from '../../db/client';
import { demoHomeSlides } from './demo-home-slides';
import { heroSlides } from './schema';

/** Adds the demo hero slides where missing; an admin's edits stay. */
export async function seedHomeSlides(db: DbExecutor) {
  await db
    .insert(heroSlides)
    .values(demoHomeSlides.map(({ id, position, ...slide }) => ({ id, position, slide })))
    .onConflictDoNothing();
}
