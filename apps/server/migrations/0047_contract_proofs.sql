-- A dapp team's proof that it controls a contract it lists: an EIP-191 signature by the contract's
-- deployer, owner() or EIP-1967 admin, kept with its message so anyone can check it again. One proof
-- per listing (app, chain, contract); a newer one replaces it. `stale_since` is set when the chain
-- shows the signer no longer holds the role it proved with.
CREATE TABLE "contract_proofs" (
  "app_slug" text NOT NULL,
  "chain_id" integer NOT NULL,
  "address" text NOT NULL,
  "signer" text NOT NULL,
  "role" text NOT NULL CHECK ("role" IN ('deployer', 'owner', 'admin')),
  "message" text NOT NULL,
  "signature" text NOT NULL,
  "proven_at" timestamp with time zone DEFAULT now() NOT NULL,
  "stale_since" timestamp with time zone,
  CONSTRAINT "contract_proofs_pk" PRIMARY KEY ("app_slug", "chain_id", "address"),
  CONSTRAINT "contract_proofs_address_lower" CHECK ("address" = lower("address") AND "signer" = lower("signer"))
);
--> statement-breakpoint
CREATE INDEX "contract_proofs_chain_address_idx" ON "contract_proofs" ("chain_id", "address");
