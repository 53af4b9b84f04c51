import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { publishedDevelopmentAddresses, publishedDevelopmentKeys } from '@dappx/contracts/development-keys';
import { realChainsEnv } from '../test/real-chains-env';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts from sensible defaults on an empty environment', () => {
    const config = loadConfig({}, '/srv/dappx');
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe('/srv/dappx/.data');
    expect(config.outboxDir).toBe('/srv/dappx/.data/outbox');
    expect(config.publicUrl).toBe('http://localhost:8080');
    // Requests' connections: twice the cores, so PostgreSQL on the same machine is not oversubscribed.
    expect(config.dbPoolMax).toBe(Math.max(4, 2 * availableParallelism()));
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

  it('reads PostgreSQL itself past a pooler, and says what a malformed one should be', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@pgbouncer:6432/dappx',
      DIRECT_DATABASE_URL: 'postgresql://u:p@db:5432/dappx',
    });
    expect(config.directDatabaseUrl).toBe('postgresql://u:p@db:5432/dappx');
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/dappx' }).directDatabaseUrl).toBeUndefined();
    expect(() =>
      loadConfig({ DATABASE_URL: 'postgres://u:p@db/dappx', DIRECT_DATABASE_URL: 'db:5432/dappx' }),
    ).toThrow(/DIRECT_DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL, e\.g\./);
    expect(() => loadConfig({ DIRECT_DATABASE_URL: 'postgres://u:p@db:5432/dappx' })).toThrow(
      /DIRECT_DATABASE_URL: needs DATABASE_URL/,
    );
  });
});

/** What loadConfig refuses in `env`, one line a problem (none when it loads). */
function problemsOf(env: Record<string, string>) {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as ConfigError).problems;
  }
  return [];
}

describe('loadConfig with real chains', () => {
  const realChains = realChainsEnv();

  it('turns the demo off: no starter credit, no demo data, no demo wallet', () => {
    const config = loadConfig(realChains);
    expect(config.chains?.demo).toBe(false);
    expect(config.demoMode).toBe(false);
    expect(config.seedDemo).toBe(false);
  });

  it('keeps the demo on by default where the store runs its own chains', () => {
    const config = loadConfig({});
    expect(config.demoMode).toBe(true);
    expect(config.seedDemo).toBe(true);
    expect(config.demoHistory).toBe(true);
    expect(loadConfig({ DEMO_HISTORY: 'off' }).demoHistory).toBe(false);
    expect(loadConfig({ DEMO_HISTORY: 'on' }).demoHistory).toBe(true);
  });

  it('refuses to start with a demo switch on, naming each variable', () => {
    const problems = problemsOf({ ...realChains, DEMO_MODE: 'true', SEED_DEMO: 'yes', DEMO_HISTORY: 'on' });
    expect(problems).toEqual([
      expect.stringMatching(/^DEMO_MODE: must be false or unset when L1_RPC_URL is set/),
      expect.stringMatching(/^SEED_DEMO: must be false or unset when L1_RPC_URL is set/),
      expect.stringMatching(/^DEMO_HISTORY: must be false or unset when L1_RPC_URL is set/),
    ]);
    expect(problemsOf({ ...realChains, DEMO_MODE: 'false', SEED_DEMO: 'false' })).toEqual([]);
  });

  it('reads news feeds from private addresses only in tests: refused with real chains, off by default', () => {
    expect(problemsOf({ ...realChains, NEWS_FEEDS_ALLOW_PRIVATE: '127.0.0.1:8081' })).toEqual([
      expect.stringMatching(/^NEWS_FEEDS_ALLOW_PRIVATE: must be unset when L1_RPC_URL is set/),
    ]);
    expect(loadConfig({}).news.allowPrivate).toEqual(new Set());
    expect(problemsOf({ NEWS_FEEDS_ALLOW_PRIVATE: '127.0.0.1, localhost:80, 10.0.0.1:80/x' })).toEqual([
      'NEWS_FEEDS_ALLOW_PRIVATE.0: must be address:port pairs, e.g. 127.0.0.1:8081',
      'NEWS_FEEDS_ALLOW_PRIVATE.1: must be address:port pairs, e.g. 127.0.0.1:8081',
      'NEWS_FEEDS_ALLOW_PRIVATE.2: must be address:port pairs, e.g. 127.0.0.1:8081',
    ]);
    const allowed = loadConfig({ NEWS_FEEDS_ALLOW_PRIVATE: '127.0.0.1:8081, [0:0:0:0:0:0:0:1]:80' });
    expect(allowed.news.allowPrivate).toEqual(new Set(['127.0.0.1:8081', '[::1]:80']));
  });

  it('refuses any role key or account that is one of the published development keys', () => {
    const problems = problemsOf({
      ...realChains,
      WITHDRAW_SIGNER_KEY: publishedDevelopmentKeys()[0]!,
      MARKETPLACE_MINTER_KEY: publishedDevelopmentKeys()[19]!,
      BRIDGE_RELAYER_KEY: publishedDevelopmentKeys()[7]!,
      MARKETPLACE_ADMIN_ADDRESS: publishedDevelopmentAddresses()[3]!,
    });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'WITHDRAW_SIGNER_KEY',
      'MARKETPLACE_MINTER_KEY',
      'BRIDGE_RELAYER_KEY',
      'MARKETPLACE_ADMIN_ADDRESS',
    ]);
    expect(problems.join('\n')).toMatch(/published development/);
  });
});

describe('loadConfig with a second L1 network', () => {
  const realChains = realChainsEnv();
  const secondNetwork = {
    L1B_RPC_URL: 'http://127.0.0.1:9/l1b',
    L1B_CHAIN_ID: '42',
    L1B_ACE_TOKEN_ADDRESS: '0x2000000000000000000000000000000000000001',
    L1B_DAPPX_TOKEN_ADDRESS: '0x2000000000000000000000000000000000000002',
    L1B_VAULT_ADDRESS: '0x2000000000000000000000000000000000000003',
  };

  it('has one L1 network, Acent, without the L1B_ variables', () => {
    const networks = loadConfig(realChains).chains!.l1Networks;
    expect(networks).toEqual([
      expect.objectContaining({
        chainId: 1,
        name: 'Acent',
        currencySymbol: 'ACE',
        contracts: {
          ace: realChains.ACE_TOKEN_ADDRESS,
          dappx: realChains.DAPPX_TOKEN_ADDRESS,
          vault: realChains.VAULT_ADDRESS,
        },
      }),
    ]);
  });

  it('reads the second network with its own contracts, name and confirmations', () => {
    const config = loadConfig({
      ...realChains,
      ...secondNetwork,
      L1B_PUBLIC_RPC_URL: 'https://testnet.example/rpc',
      L1B_DEPOSIT_CONFIRMATIONS: '12',
    });
    expect(config.chains!.l1Networks[1]).toEqual({
      chainId: 42,
      rpcUrl: 'http://127.0.0.1:9/l1b',
      publicRpcUrl: 'https://testnet.example/rpc',
      name: 'Testnet',
      currencySymbol: 'ETH',
      contracts: {
        ace: secondNetwork.L1B_ACE_TOKEN_ADDRESS,
        dappx: secondNetwork.L1B_DAPPX_TOKEN_ADDRESS,
        vault: secondNetwork.L1B_VAULT_ADDRESS,
      },
      depositConfirmations: 12,
    });
    // The first network and the bridge are as they were.
    expect(config.chains!.l1.chainId).toBe(1);
    expect(config.chains!.l1Networks[0]!.depositConfirmations).toBe(2);
  });

  it('gives each real network the explorer it is configured with, and none where none is', () => {
    const config = loadConfig({
      ...realChains,
      ...secondNetwork,
      L1_EXPLORER_URL: 'https://explorer.acent.example/',
      L2_EXPLORER_URL: 'https://explorer.immutable.com',
    });
    expect(config.chains!.l1Networks.map((network) => network.explorerUrl)).toEqual([
      'https://explorer.acent.example',
      undefined,
    ]);
    expect(config.chains!.l2.explorerUrl).toBe('https://explorer.immutable.com');
    expect(
      problemsOf({ ...realChains, L1B_EXPLORER_URL: 'https://x.example', L2_EXPLORER_URL: 'ftp://x' }),
    ).toEqual(['L2_EXPLORER_URL: must be an http(s) address, e.g. https://etherscan.io']);
  });

  it('names each missing or wrong variable of the second network', () => {
    const { L1B_VAULT_ADDRESS: _vault, L1B_DAPPX_TOKEN_ADDRESS: _dappx, ...partial } = secondNetwork;
    expect(problemsOf({ ...realChains, ...partial })).toEqual([
      'L1B_DAPPX_TOKEN_ADDRESS: required when L1B_RPC_URL is set',
      'L1B_VAULT_ADDRESS: required when L1B_RPC_URL is set',
    ]);
    expect(problemsOf({ ...realChains, ...secondNetwork, L1B_CHAIN_ID: '1' })).toEqual([
      expect.stringMatching(/^L1B_CHAIN_ID: 1 is already L1_CHAIN_ID or L2_CHAIN_ID; each network needs/),
    ]);
    expect(problemsOf({ ...realChains, ...secondNetwork, L1B_VAULT_ADDRESS: '0x12' })).toEqual([
      'L1B_VAULT_ADDRESS: must be a 0x-prefixed 20-byte address',
    ]);
    expect(problemsOf(secondNetwork)).toEqual([
      'L1B_RPC_URL: a second L1 network needs the first one: set L1_RPC_URL and the other chain variables too',
    ]);
  });
});
