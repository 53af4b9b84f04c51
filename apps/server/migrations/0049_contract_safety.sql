-- What the chain says about each listed contract, as a background job last read it: whether it has code,
-- its first block, whether it is a proxy and who can upgrade it, who owns it, and which privileged
-- functions its code exposes. One row per contract on a chain (apps listing the same contract share it);
-- read again when the indexer sees an upgrade or a change of control.
CREATE TABLE "contract_safety" (
  "chain_id" integer NOT NULL,
  "address" text NOT NULL,
  "has_code" boolean NOT NULL,
  "creation_block" numeric(78, 0),
  "created_at" timestamp with time zone,
  "proxy_kind" text NOT NULL CHECK ("proxy_kind" IN ('none', 'eip1967', 'eip1167')),
  "implementation" text,
  "upgrader_kind" text NOT NULL CHECK ("upgrader_kind" IN ('nobody', 'wallet', 'contract')),
  "upgrader" text,
  "upgraded_block" numeric(78, 0),
  "upgraded_at" timestamp with time zone,
  "owner_kind" text NOT NULL CHECK ("owner_kind" IN ('nobody', 'wallet', 'contract')),
  "owner" text,
  "privileged" text[] NOT NULL DEFAULT '{}',
  "checked_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "contract_safety_pk" PRIMARY KEY ("chain_id", "address"),
  CONSTRAINT "contract_safety_address_lower" CHECK (
    "address" = lower("address") AND "implementation" = lower("implementation")
    AND "upgrader" = lower("upgrader") AND "owner" = lower("owner")
  )
);
