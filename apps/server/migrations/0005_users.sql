CREATE TABLE "blocked_addresses" (
	"address" text PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"public_address" text NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"nonce" text NOT NULL,
	"referral_code" text NOT NULL,
	"referred_by" uuid,
	"is_verified" boolean DEFAULT false NOT NULL,
	"verification_token_hash" text,
	"verification_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_public_address_format" CHECK ("users"."public_address" ~ '^0x[0-9a-fA-F]{40}$')
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_public_address_key" ON "users" USING btree (lower("public_address"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
-- The nine blocked wallet addresses of the storefront spec (section 4); admins add and remove more.
INSERT INTO "blocked_addresses" ("address", "reason") VALUES
  ('0x73dd3619ee45857e6f910fa371b514be930bed1b', 'spec: fixed blocked address'),
  ('0xd32c2c3395e2d4b4db0b82bec24df1210f53ab44', 'spec: fixed blocked address'),
  ('0xe19ebdbf5adbf5ed4c8496e53150f03996a66555', 'spec: fixed blocked address'),
  ('0xbb232b17b7f0c38e2e806b17d488f1ae8bb4b2b7', 'spec: fixed blocked address'),
  ('0xe7b8cdc7cb9b388e1705817700179e5c6a49e4b4', 'spec: fixed blocked address'),
  ('0x7b2d9f065879431d665377b0ae5a97d4e94c5cb1', 'spec: fixed blocked address'),
  ('0x8fa95da980352c593b1ddbedd2eba4593b03bd32', 'spec: fixed blocked address'),
  ('0x184441fb65df85362b1681db7b7f0610e8bca7e1', 'spec: fixed blocked address'),
  ('0x1541a28cf639fcb108b9bed9edf7e5449e0f2c02', 'spec: fixed blocked address')
ON CONFLICT DO NOTHING;
