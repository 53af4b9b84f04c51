import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

describe('the generated ABI modules', () => {
  it('are what compiling the Solidity sources gives now', { timeout: 120_000 }, () => {
    const script = fileURLToPath(new URL('../scripts/compile.mjs', import.meta.url));
    // Exits non-zero, naming the stale modules, when a contract changed without regenerating.
    expect(execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' })).toMatch(/^checked /);
  });
});
