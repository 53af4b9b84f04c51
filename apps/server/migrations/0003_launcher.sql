CREATE TABLE "launcher_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reported_ip" "inet" NOT NULL,
	"seen_ip" "inet" NOT NULL,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "launcher_checks_created_at" ON "launcher_checks" USING btree ("created_at");