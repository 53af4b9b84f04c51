import { activityKinds } from '@dappx/shared/activity';
import { activityBuckets } from '@dappx/shared/history';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';

describe('history texts', () => {
  it.each([
    ['es', es],
    ['pt', pt],
  ])('%s has every English key, none empty', (_language, texts: Record<string, string>) => {
    expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(texts).every((text) => text.trim().length > 0)).toBe(true);
  });

  it('names every kind of movement and every balance the list can show', () => {
    const keys = Object.keys(en);
    for (const kind of activityKinds) expect(keys).toContain(`history.kind.${kind}`);
    for (const bucket of activityBuckets) expect(keys).toContain(`history.bucket.${bucket}`);
  });
});
