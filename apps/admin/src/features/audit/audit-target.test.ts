import { describe, expect, it } from 'vitest';
import { targetPath } from './audit-target';

describe('targetPath', () => {
  const address = '0x1111111111111111111111111111111111111111';

  it('links a row to the screen of its target', () => {
    expect(targetPath('catalogue.hide', 'apps:12')).toBe('/apps/12');
    expect(targetPath('submission.approve', 'submission:5')).toBe('/submissions/5/show');
    expect(targetPath('user.block', address)).toBe(
      `/users?filter=${encodeURIComponent(JSON.stringify({ q: address }))}`,
    );
    expect(targetPath('withdraw-settings.set', 'ACE')).toBe('/money-settings');
    expect(targetPath('maintenance.set', 'store')).toBe('/maintenance');
  });

  it('gives no link where the console has no screen for the target', () => {
    expect(targetPath('upload.add', '/media/uploads/abc.png')).toBeUndefined();
    expect(targetPath('catalogue.hide', 'no-such-table:3')).toBeUndefined();
  });
});
