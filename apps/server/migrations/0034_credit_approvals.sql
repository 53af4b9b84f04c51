-- Credits are bounded per token (owner's limits) and, above a threshold, wait for a second operator.
CREATE TABLE "credit_limits" (
	"token" text PRIMARY KEY NOT NULL,
	"per_credit_cap" numeric(78, 0) NOT NULL,
	"per_day_cap" numeric(78, 0) NOT NULL,
	"approval_threshold" numeric(78, 0) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_limits_order" CHECK ("credit_limits"."approval_threshold" >= 0 AND "credit_limits"."approval_threshold" <= "credit_limits"."per_credit_cap" AND "credit_limits"."per_credit_cap" > 0 AND "credit_limits"."per_credit_cap" <= "credit_limits"."per_day_cap")
);
--> statement-breakpoint
-- The limits a store starts with (18 decimals): 10,000 tokens a credit, 100,000 in 24 hours, a second
-- operator above 1,000; ETH, worth thousands of times more per token, 10, 100 and 1.
INSERT INTO "credit_limits" ("token", "per_credit_cap", "per_day_cap", "approval_threshold") VALUES
	('ACE', 10000000000000000000000, 100000000000000000000000, 1000000000000000000000),
	('DAPPX', 10000000000000000000000, 100000000000000000000000, 1000000000000000000000),
	('EDAO', 10000000000000000000000, 100000000000000000000000, 1000000000000000000000),
	('ZERA', 10000000000000000000000, 100000000000000000000000, 1000000000000000000000),
	('ETH', 10000000000000000000, 100000000000000000000, 1000000000000000000)
ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TABLE "credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"address" text NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"entry_id" bigint,
	CONSTRAINT "credits_amount_positive" CHECK ("credits"."amount" > 0),
	CONSTRAINT "credits_status" CHECK ("credits"."status" IN ('posted', 'pending', 'rejected')),
	CONSTRAINT "credits_four_eyes" CHECK ("credits"."decided_by" IS NULL OR "credits"."decided_by" <> "credits"."requested_by"),
	CONSTRAINT "credits_posted_entry" CHECK (("credits"."status" = 'posted') = ("credits"."entry_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "credits" ADD CONSTRAINT "credits_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "credits_entry_key" ON "credits" USING btree ("entry_id");
--> statement-breakpoint
CREATE INDEX "credits_token_time_idx" ON "credits" USING btree ("token","requested_at");
--> statement-breakpoint
CREATE INDEX "credits_pending_idx" ON "credits" USING btree ("requested_at") WHERE "credits"."status" = 'pending';
--> statement-breakpoint
-- The credits given before this table, from their audit rows, so the console's list keeps them.
INSERT INTO "credits" ("user_id", "address", "token", "amount", "reason", "status", "requested_by", "requested_at", "entry_id")
SELECT "users"."id", "audit_log"."target", "audit_log"."after"->>'token', ("audit_log"."after"->>'amount')::numeric,
	"audit_log"."after"->>'reason', 'posted', "audit_log"."operator", "audit_log"."at", ("audit_log"."after"->>'entry')::bigint
FROM "audit_log" JOIN "users" ON "users"."public_address" = "audit_log"."target"
WHERE "audit_log"."action" = 'credit.add' AND "audit_log"."after" ? 'entry'
ON CONFLICT DO NOTHING;
