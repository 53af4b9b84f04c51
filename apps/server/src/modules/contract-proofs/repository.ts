import type { ContractProof, ContractProofRole } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

type ProofRow = {
  app_slug: string;
  chain_id: number;
  address: string;
  signer: string;
  role: ContractProofRole;
  message: string;
  signature: string;
  proven_at: Date | string;
  stale_since: Date | string | null;
};

const iso = (at: Date | string) => new Date(at).toISOString();

export const proofOf = (row: ProofRow): ContractProof => ({
  app: row.app_slug,
  chain_id: Number(row.chain_id),
  address: row.address,
  signer: row.signer,
  role: row.role,
  message: row.message,
  signature: row.signature,
  proven_at: iso(row.proven_at),
  stale_since: row.stale_since === null ? null : iso(row.stale_since),
});

/** Keeps a checked proof: a newer one for the same listing replaces it, and is current again. */
export async function saveProof(
  db: DbExecutor,
  proof: Omit<ContractProof, 'proven_at' | 'stale_since'>,
): Promise<ContractProof> {
  const { rows } = await db.execute<ProofRow>(sql`
    INSERT INTO contract_proofs (app_slug, chain_id, address, signer, role, message, signature)
    VALUES (${proof.app}, ${proof.chain_id}, ${proof.address.toLowerCase()}, ${proof.signer.toLowerCase()},
            ${proof.role}, ${proof.message}, ${proof.signature})
    ON CONFLICT (app_slug, chain_id, address) DO UPDATE
      SET signer = excluded.signer, role = excluded.role, message = excluded.message,
          signature = excluded.signature, proven_at = now(), stale_since = NULL
    RETURNING *`);
  return proofOf(rows[0]!);
}

/** An app's proofs, stale ones too. */
export async function proofsOfApp(db: DbExecutor, appSlug: string): Promise<ContractProof[]> {
  const { rows } = await db.execute<ProofRow>(
    sql`SELECT * FROM contract_proofs WHERE app_slug = ${appSlug} ORDER BY chain_id, address`,
  );
  return rows.map(proofOf);
}

/** The current (not stale) proofs on one chain. */
export async function currentProofsOn(db: DbExecutor, chainId: number): Promise<ContractProof[]> {
  const { rows } = await db.execute<ProofRow>(
    sql`SELECT * FROM contract_proofs WHERE chain_id = ${chainId} AND stale_since IS NULL`,
  );
  return rows.map(proofOf);
}

/** Flags a proof whose signer no longer holds the role it proved with. */
export async function flagStale(db: DbExecutor, proof: Pick<ContractProof, 'app' | 'chain_id' | 'address'>) {
  await db.execute(sql`
    UPDATE contract_proofs SET stale_since = now()
    WHERE app_slug = ${proof.app} AND chain_id = ${proof.chain_id} AND address = ${proof.address}
      AND stale_since IS NULL`);
}

type AdditionRow = {
  app_slug: string;
  chain_id: number;
  address: string;
  added_at: Date | string;
  reason: string;
};

export type EditorAddition = {
  app: string;
  chainId: number;
  address: string;
  addedAt: string;
  reason: string;
};

const additionOf = (row: AdditionRow): EditorAddition => ({
  app: row.app_slug,
  chainId: Number(row.chain_id),
  address: row.address,
  addedAt: iso(row.added_at),
  reason: row.reason,
});

/** The editors' additions, an app's or all. */
export async function editorAdditions(db: DbExecutor, appSlug?: string): Promise<EditorAddition[]> {
  const { rows } = await db.execute<AdditionRow>(sql`
    SELECT * FROM editor_added_contracts WHERE ${appSlug ?? null}::text IS NULL OR app_slug = ${appSlug ?? null}`);
  return rows.map(additionOf);
}

/** All apps' proofs, stale ones too. */
export async function allProofs(db: DbExecutor): Promise<ContractProof[]> {
  const { rows } = await db.execute<ProofRow>(sql`SELECT * FROM contract_proofs`);
  return rows.map(proofOf);
}

type Listing = { app: string; chain_id: number; address: string };

/** Counts a listing without its team's proof; an addition already there keeps its first reason and time. */
export async function addByEditor(
  db: DbExecutor,
  listing: Listing,
  editor: { operator: string; reason: string },
): Promise<EditorAddition> {
  const { rows } = await db.execute<AdditionRow>(sql`
    INSERT INTO editor_added_contracts (app_slug, chain_id, address, operator, reason)
    VALUES (${listing.app}, ${listing.chain_id}, ${listing.address}, ${editor.operator}, ${editor.reason})
    ON CONFLICT (app_slug, chain_id, address) DO UPDATE SET app_slug = excluded.app_slug
    RETURNING *`);
  return additionOf(rows[0]!);
}

/** Takes an editor's addition back: what it was, or undefined when there was none. */
export async function removeEditorAddition(
  db: DbExecutor,
  listing: Listing,
): Promise<EditorAddition | undefined> {
  const { rows } = await db.execute<AdditionRow>(sql`
    DELETE FROM editor_added_contracts
    WHERE app_slug = ${listing.app} AND chain_id = ${listing.chain_id} AND address = ${listing.address}
    RETURNING *`);
  return rows[0] && additionOf(rows[0]);
}
