import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('keeps only the fields whose value changed, nested ones by their path', () => {
    const before = { name: 'Zephyr', hidden: false, translations: { es: { title: 'Hola' } }, tags: ['a'] };
    const after = { name: 'Zephyr', hidden: true, translations: { es: { title: 'Adiós' } }, tags: ['a'] };
    expect(changedFields(before, after)).toEqual([
      { path: 'hidden', before: false, after: true },
      { path: 'translations.es.title', before: 'Hola', after: 'Adiós' },
    ]);
  });

  it('lists every field of a row created or removed, and a bare value as one field', () => {
    expect(changedFields(null, { role: 'editor' })).toEqual([
      { path: 'role', before: undefined, after: 'editor' },
    ]);
    expect(changedFields({ role: 'editor' }, null)).toEqual([
      { path: 'role', before: 'editor', after: undefined },
    ]);
    expect(changedFields('0.1', '0.2')).toEqual([{ path: 'value', before: '0.1', after: '0.2' }]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
