import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { CatalogueTranslations } from './schema';

/** A demo row's id, its English as the table holds it (a JSON object), and its Spanish and Portuguese. */
export type DemoTexts = { id: string; english: Record<string, unknown>; translations: CatalogueTranslations };

/**
 * Gives rows seeded before the catalogue had translations the demo's Spanish and Portuguese. Only rows
 * whose translations are still empty and whose English is still the demo's: an admin's own text (or
 * own translations) stays as it is. `english` is the table's English as a JSON object, to compare with
 * the demo's (e.g. `jsonb_build_object('name', target.name)`).
 */
export async function fillDemoTranslations(
  db: DbExecutor,
  table: string,
  key: string,
  english: string,
  rows: DemoTexts[],
): Promise<void> {
  const withTexts = rows.filter((row) => Object.keys(row.translations).length > 0);
  if (withTexts.length === 0) return;
  await db.execute(sql`
    UPDATE ${sql.identifier(table)} AS target SET translations = demo.translations
    FROM jsonb_to_recordset(${JSON.stringify(withTexts)}::jsonb)
      AS demo(id text, english jsonb, translations jsonb)
    WHERE target.${sql.identifier(key)} = demo.id
      AND target.translations = '{}'::jsonb
      AND ${sql.raw(english)} = demo.english`);
}
