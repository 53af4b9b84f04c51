import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts from sensible defaults on an empty environment', () => {
    const config = loadConfig({}, '/srv/dappx');
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/dappx/.data');
    expect(config.outboxDir).toBe('/srv/dappx/.data/outbox');
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('lists every problem at once', () => {
    const attempt = () =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'nope', TRUST_PROXY: 'maybe' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^DATABASE_URL:/m);
      expect(problems).toMatch(/^SMTP_URL:/m);
      expect(problems).toMatch(/^TRUST_PROXY:/m);
    }
  });

  it('reads an external database and a CORS allow-list', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/dappx',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/dappx');
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
  });
});
