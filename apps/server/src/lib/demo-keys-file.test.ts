import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoRoles } from '@dappx/contracts/demo-keys';
import { isPublishedDevelopmentKey, publishedDevelopmentKeys } from '@dappx/contracts/development-keys';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoKeysFileName, loadDemoKeys } from './demo-keys-file';

describe('the demo chains keys in the data folder', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-keys-')), 'data');
  });
  afterEach(() => fs.rm(path.dirname(dataDir), { recursive: true, force: true }));

  it('are made at random at the first start, one per role, none published, readable by the store only', async () => {
    const keys = await loadDemoKeys(dataDir);
    expect(Object.keys(keys).sort()).toEqual([...demoRoles].sort());
    const values = Object.values(keys);
    expect(new Set(values).size).toBe(values.length);
    expect(values.filter(isPublishedDevelopmentKey)).toEqual([]);
    const stat = await fs.stat(path.join(dataDir, demoKeysFileName));
    expect(stat.mode & 0o777).toBe(0o600);

    const elsewhere = await loadDemoKeys(`${dataDir}-2`);
    expect(elsewhere.owner).not.toBe(keys.owner);
    await fs.rm(`${dataDir}-2`, { recursive: true });
  });

  it('come back the same at later starts, and the file is made private again', async () => {
    const first = await loadDemoKeys(dataDir);
    const file = path.join(dataDir, demoKeysFileName);
    await fs.chmod(file, 0o644);
    expect(await loadDemoKeys(dataDir)).toEqual(first);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
  });

  it('refuse a file that gives a role a published development key', async () => {
    const keys = await loadDemoKeys(dataDir);
    const file = path.join(dataDir, demoKeysFileName);
    await fs.writeFile(file, JSON.stringify({ ...keys, withdrawSigner: publishedDevelopmentKeys()[1] }));
    await expect(loadDemoKeys(dataDir)).rejects.toThrow(/withdrawSigner hold a published development key/);
  });

  it('refuse a file that is not a keys file, rather than replacing the roles silently', async () => {
    await fs.mkdir(dataDir, { recursive: true });
    await fs.writeFile(path.join(dataDir, demoKeysFileName), '{"owner":"nope"}');
    await expect(loadDemoKeys(dataDir)).rejects.toThrow(/is not a demo keys file/);
    await fs.writeFile(path.join(dataDir, demoKeysFileName), '{"owner":');
    await expect(loadDemoKeys(dataDir)).rejects.toThrow(/is not a demo keys file/);
  });
});
