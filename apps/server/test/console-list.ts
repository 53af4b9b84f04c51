import type { OperatorRole } from '@dappx/shared';
import { afterAll, beforeAll } from 'vitest';
import { signInAsOperator } from './operator-sign-in';
import { createTestApp, type TestApp } from './test-app';

/**
 * For a file that tests a console list: the app (made before the file's tests, closed after them), an
 * operator of `role` signed in (their console `headers`), and `list(query)`, the list at `path` read as
 * that operator. Read `t` and `headers` inside the tests, once the app is made.
 */
export function consoleListUnderTest(role: OperatorRole, path: string, env: Record<string, string> = {}) {
  const under = {} as { t: TestApp; headers: Record<string, string> };
  beforeAll(async () => {
    under.t = await createTestApp(env);
    under.headers = (await signInAsOperator(under.t.app, under.t.db, role)).headers;
  }, 120_000);
  afterAll(() => under.t?.close());
  const list = (query: string) => under.t.app.inject({ url: `${path}?${query}`, headers: under.headers });
  return Object.assign(under, { list });
}
