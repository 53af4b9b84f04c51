-- A staking settings change that raises a rate above its approval threshold waits here for a second
-- operator; a rate mints tokens for every staker each minute, so no single operator may raise it far.
CREATE TABLE "staking_setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"changes" jsonb NOT NULL,
	"status" text NOT NULL,
	"requested_by" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "staking_setting_changes_status" CHECK ("staking_setting_changes"."status" IN ('pending', 'applied', 'rejected')),
	CONSTRAINT "staking_setting_changes_four_eyes" CHECK ("staking_setting_changes"."decided_by" IS NULL OR "staking_setting_changes"."decided_by" <> "staking_setting_changes"."requested_by"),
	CONSTRAINT "staking_setting_changes_decided" CHECK (("staking_setting_changes"."status" = 'pending') = ("staking_setting_changes"."decided_by" IS NULL))
);
--> statement-breakpoint
CREATE INDEX "staking_setting_changes_pending_idx" ON "staking_setting_changes" USING btree ("requested_at") WHERE "staking_setting_changes"."status" = 'pending';
