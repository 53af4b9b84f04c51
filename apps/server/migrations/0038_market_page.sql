-- The market page reads tokens in price order; My NFTs reads a buyer's tokens by address.
CREATE INDEX "nft_tokens_price_idx" ON "nft_tokens" USING btree ("price","collection_id","token_id");
--> statement-breakpoint
CREATE INDEX "nft_tokens_owner_idx" ON "nft_tokens" USING btree (lower("owner_address")) WHERE "nft_tokens"."owner_address" IS NOT NULL;
