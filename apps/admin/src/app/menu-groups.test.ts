import { catalogueTables } from '@dappx/shared/catalogue-admin';
import { describe, expect, it } from 'vitest';
import { menuGroups } from './menu-groups';
import { screenRoles } from './screen-roles';

describe("the console's menu groups", () => {
  it('hold every screen once, and only screens the console has', () => {
    const grouped = menuGroups.flatMap((group) => group.screens);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual(Object.keys(screenRoles).sort());
    for (const table of catalogueTables) expect(grouped).toContain(table);
  });
});
