import {
  contractProofTexts,
  errorCodes,
  type ContractProof,
  type ContractProofBody,
  type EditorAdditionBody,
  type ContractListing,
} from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ChainsConfig } from '../../lib/chains-config';
import { recordAudit } from '../audit';
import { catalogueContracts } from '../rankings';
import {
  addByEditor,
  allProofs,
  editorAdditions,
  proofsOfApp,
  removeEditorAddition,
  type EditorAddition,
} from './repository';
import { proveContract } from './service';

type Deps = { db: DbExecutor; chains: ChainsConfig | undefined };

const keyOf = (app: string, chainId: number, address: string) => `${app} ${chainId} ${address}`;

/**
 * The contracts apps list on served chains (one app's, or all), in app, chain and address order, each
 * with its team's proof and an editor's addition where there is one.
 */
export async function contractListings({ db, chains }: Deps, appSlug?: string): Promise<ContractListing[]> {
  const listed = chains ? await catalogueContracts(db, chains, appSlug) : [];
  const proofs = appSlug ? await proofsOfApp(db, appSlug) : await allProofs(db);
  const additions = await editorAdditions(db, appSlug);
  const proofByKey = new Map(proofs.map((proof) => [keyOf(proof.app, proof.chain_id, proof.address), proof]));
  const additionByKey = new Map(
    additions.map((addition) => [keyOf(addition.app, addition.chainId, addition.address), addition]),
  );
  return listed
    .sort(
      (a, b) =>
        a.appSlug.localeCompare(b.appSlug) || a.chainId - b.chainId || a.address.localeCompare(b.address),
    )
    .map(({ appSlug: app, chainId, address }) => {
      const addition = additionByKey.get(keyOf(app, chainId, address));
      return {
        app,
        chain_id: chainId,
        address,
        proof: proofByKey.get(keyOf(app, chainId, address)) ?? null,
        added_by_editor: addition ? { added_at: addition.addedAt, reason: addition.reason } : null,
      };
    });
}

/** The one listing a console call names, as it stands; refused when the app does not list it. */
async function listingOf(deps: Deps, body: { app: string; chain_id: number; address: string }) {
  const address = body.address.toLowerCase();
  const found = (await contractListings(deps, body.app)).find(
    (contract) => contract.chain_id === body.chain_id && contract.address === address,
  );
  if (!found) throw new AppError(404, errorCodes.notFound, contractProofTexts.notListed);
  return found;
}

const additionView = (addition: EditorAddition) => ({ added_at: addition.addedAt, reason: addition.reason });

/**
 * An editor counts a listed contract without its team's proof, saying why; shown as added by an editor
 * and audited. Adding one already added changes nothing and records nothing.
 */
export async function addContractByEditor(
  deps: Deps,
  operator: string,
  body: EditorAdditionBody,
): Promise<ContractListing> {
  const listing = await listingOf(deps, body);
  if (listing.added_by_editor) return listing;
  return deps.db.transaction(async (tx) => {
    const added = await addByEditor(tx, listing, { operator, reason: body.reason });
    await recordAudit(tx, {
      operator,
      action: 'contract.editor-add',
      target: keyOf(listing.app, listing.chain_id, listing.address),
      before: null,
      after: additionView(added),
    });
    return { ...listing, added_by_editor: additionView(added) };
  });
}

/** Takes an editor's addition back, saying why (audited); the contract counts again only with a proof. */
export async function removeContractAddition(
  deps: Deps,
  operator: string,
  body: EditorAdditionBody,
): Promise<ContractListing> {
  const listing = await listingOf(deps, body);
  return deps.db.transaction(async (tx) => {
    const removed = await removeEditorAddition(tx, listing);
    if (!removed) throw new AppError(404, errorCodes.notFound, contractProofTexts.notAdded);
    await recordAudit(tx, {
      operator,
      action: 'contract.editor-remove',
      target: keyOf(listing.app, listing.chain_id, listing.address),
      before: additionView(removed),
      after: { reason: body.reason },
    });
    return { ...listing, added_by_editor: null };
  });
}

/** A team's signature entered in the console: checked like any, and the entry audited with the proof. */
export async function proveContractAsEditor(
  deps: Deps,
  operator: string,
  body: ContractProofBody,
): Promise<ContractProof> {
  return deps.db.transaction(async (tx) => {
    const proof = await proveContract({ db: tx, chains: deps.chains }, body);
    await recordAudit(tx, {
      operator,
      action: 'contract.prove',
      target: keyOf(proof.app, proof.chain_id, proof.address),
      before: null,
      after: { signer: proof.signer, role: proof.role, signature: proof.signature },
    });
    return proof;
  });
}
