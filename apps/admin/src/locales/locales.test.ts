import { auditActions } from '@dappx/shared/audit';
import { operatorRoles } from '@dappx/shared/operator-roles';
import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';
import pt from './pt.json';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the console texts', () => {
  it('has every English text in Spanish and Portuguese, and no extra ones', () => {
    expect(keysOf(es).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(pt).sort()).toEqual(keysOf(en).sort());
  });

  it('names every role and every audited action the server knows', () => {
    for (const role of operatorRoles) expect(en.console.roles).toHaveProperty(role);
    for (const action of auditActions) expect(Object.keys(en.console.audit.actions)).toContain(action);
  });
});
