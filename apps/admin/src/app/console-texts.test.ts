import { auditActions } from '@dappx/shared/audit';
import { operatorRoles } from '@dappx/shared/operator-roles';
import { describe, expect, it } from 'vitest';
import { consoleTexts } from './console-texts';

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null ? keysOf(child, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the console texts', () => {
  it('has every English text in Spanish and Portuguese, and no extra ones', () => {
    const english = keysOf(consoleTexts.en).sort();
    expect(english.length).toBeGreaterThan(40);
    expect(keysOf(consoleTexts.es).sort()).toEqual(english);
    expect(keysOf(consoleTexts.pt).sort()).toEqual(english);
  });

  it('names every role and every audited action the server knows', () => {
    const en = consoleTexts.en as { console: { roles: object; audit: { actions: object } } };
    for (const role of operatorRoles) expect(en.console.roles).toHaveProperty(role);
    for (const action of auditActions) expect(Object.keys(en.console.audit.actions)).toContain(action);
  });
});
