-- Reviews from wallets the indexer counted among an app's users: one per wallet per app, kept with the
-- EIP-191 message and signature its author made so anyone can check it. An edit is signed again and
-- replaces the content only with a newer signed_at. A moderator's hiding keeps the row, with the reason.
CREATE TABLE "reviews" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "app_slug" text NOT NULL,
  "wallet" text NOT NULL,
  "rating" smallint NOT NULL,
  "language" text NOT NULL,
  "text" text NOT NULL,
  "signed_at" timestamp (3) with time zone NOT NULL,
  "message" text NOT NULL,
  "signature" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "edited_at" timestamp with time zone,
  "hidden_reason" text,
  "hidden_at" timestamp with time zone,
  "hidden_by" text,
  CONSTRAINT "reviews_rating" CHECK ("rating" BETWEEN 1 AND 5),
  CONSTRAINT "reviews_language" CHECK ("language" IN ('en', 'es', 'pt')),
  CONSTRAINT "reviews_wallet_lower" CHECK ("wallet" = lower("wallet")),
  CONSTRAINT "reviews_hidden_whole" CHECK (("hidden_at" IS NULL) = ("hidden_reason" IS NULL) AND ("hidden_at" IS NULL) = ("hidden_by" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_app_wallet_key" ON "reviews" ("app_slug", "wallet");
--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_signature_key" ON "reviews" ("signature");
--> statement-breakpoint
CREATE INDEX "reviews_app_created_idx" ON "reviews" ("app_slug", "created_at");
--> statement-breakpoint
-- The team's one reply, signed by a proven contract's deployer, owner or admin.
CREATE TABLE "review_replies" (
  "review_id" bigint PRIMARY KEY NOT NULL REFERENCES "reviews" ("id") ON DELETE CASCADE,
  "text" text NOT NULL,
  "signer" text NOT NULL,
  "role" text NOT NULL,
  "signed_at" timestamp (3) with time zone NOT NULL,
  "message" text NOT NULL,
  "signature" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "review_replies_role" CHECK ("role" IN ('deployer', 'owner', 'admin')),
  CONSTRAINT "review_replies_signer_lower" CHECK ("signer" = lower("signer"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_replies_signature_key" ON "review_replies" ("signature");
--> statement-breakpoint
-- Users' reports, one per user per review: open until dismissed, or upheld by hiding the review.
CREATE TABLE "review_reports" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "review_id" bigint NOT NULL REFERENCES "reviews" ("id") ON DELETE CASCADE,
  "user_id" uuid NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "note" text,
  "status" text DEFAULT 'open' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "decided_at" timestamp with time zone,
  CONSTRAINT "review_reports_reason" CHECK ("reason" IN ('spam', 'offensive', 'off-topic', 'other')),
  CONSTRAINT "review_reports_status" CHECK ("status" IN ('open', 'dismissed', 'upheld'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_user_key" ON "review_reports" ("review_id", "user_id");
--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" ("review_id") WHERE "status" = 'open';
--> statement-breakpoint
-- A wallet's use of an app, read for every review shown: its hourly rows by app and wallet.
CREATE INDEX "rankings_hourly_wallets_app_wallet_idx" ON "rankings_hourly_wallets" ("app_slug", "wallet", "hour");
