import type { ContractSafetyFacts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { SafetyReading } from './controllers';

type SafetyRow = {
  chain_id: number;
  address: string;
  has_code: boolean;
  creation_block: string | null;
  created_at: Date | string | null;
  proxy_kind: SafetyReading['proxyKind'];
  implementation: string | null;
  upgrader_kind: SafetyReading['upgrader']['kind'];
  upgrader: string | null;
  upgraded_block: string | null;
  upgraded_at: Date | string | null;
  owner_kind: SafetyReading['owner']['kind'];
  owner: string | null;
  privileged: string[];
  checked_at: Date | string;
};

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

const factsOf = (row: SafetyRow): ContractSafetyFacts => ({
  checked_at: iso(row.checked_at)!,
  has_code: row.has_code,
  creation_block: row.creation_block,
  created_at: iso(row.created_at),
  proxy: {
    kind: row.proxy_kind,
    implementation: row.implementation,
    upgrader: { kind: row.upgrader_kind, address: row.upgrader },
    upgraded_block: row.upgraded_block,
    upgraded_at: iso(row.upgraded_at),
  },
  owner: { kind: row.owner_kind, address: row.owner },
  privileged: row.privileged,
});

/** Keeps what the chain said of a contract now, replacing what it said before. */
export async function saveSafety(db: DbExecutor, chainId: number, address: string, facts: SafetyReading) {
  const big = (value: bigint | null) => (value === null ? null : value.toString());
  await db.execute(sql`
    INSERT INTO contract_safety (chain_id, address, has_code, creation_block, created_at, proxy_kind,
      implementation, upgrader_kind, upgrader, upgraded_block, upgraded_at, owner_kind, owner, privileged)
    VALUES (${chainId}, ${address.toLowerCase()}, ${facts.hasCode}, ${big(facts.creationBlock)}::numeric,
      ${facts.createdAt}, ${facts.proxyKind}, ${facts.implementation}, ${facts.upgrader.kind},
      ${facts.upgrader.address}, ${big(facts.upgradedBlock)}::numeric, ${facts.upgradedAt},
      ${facts.owner.kind}, ${facts.owner.address}, ${sql.param(facts.privileged)}::text[])
    ON CONFLICT (chain_id, address) DO UPDATE SET
      has_code = excluded.has_code, creation_block = excluded.creation_block,
      created_at = excluded.created_at, proxy_kind = excluded.proxy_kind,
      implementation = excluded.implementation, upgrader_kind = excluded.upgrader_kind,
      upgrader = excluded.upgrader, upgraded_block = excluded.upgraded_block,
      upgraded_at = excluded.upgraded_at, owner_kind = excluded.owner_kind, owner = excluded.owner,
      privileged = excluded.privileged, checked_at = now()`);
}

/** The kept facts of the given contracts, by `${chainId} ${address}`. */
export async function safetyOf(
  db: DbExecutor,
  contracts: { chainId: number; address: string }[],
): Promise<Map<string, ContractSafetyFacts>> {
  if (contracts.length === 0) return new Map();
  const keys = contracts.map((contract) => `${contract.chainId} ${contract.address}`);
  const { rows } = await db.execute<SafetyRow>(sql`
    SELECT *, creation_block::text AS creation_block, upgraded_block::text AS upgraded_block
    FROM contract_safety WHERE chain_id::text || ' ' || address = ANY(${sql.param(keys)}::text[])`);
  return new Map(rows.map((row) => [`${row.chain_id} ${row.address}`, factsOf(row)]));
}

/** Which of a chain's addresses have facts kept already. */
export async function readOn(db: DbExecutor, chainId: number): Promise<Set<string>> {
  const { rows } = await db.execute<{ address: string }>(
    sql`SELECT address FROM contract_safety WHERE chain_id = ${chainId}`,
  );
  return new Set(rows.map((row) => row.address));
}

/** The current proofs (not stale) of an app's contracts. */
export async function currentProofsOfApp(db: DbExecutor, appSlug: string) {
  const { rows } = await db.execute<{ chain_id: number; address: string; role: string; signer: string }>(
    sql`SELECT chain_id, address, role, signer FROM contract_proofs
        WHERE app_slug = ${appSlug} AND stale_since IS NULL`,
  );
  return rows;
}
