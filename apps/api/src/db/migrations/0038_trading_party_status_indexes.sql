DROP INDEX "bids_bidder";--> statement-breakpoint
DROP INDEX "trades_seller";--> statement-breakpoint
DROP INDEX "trades_buyer";--> statement-breakpoint
CREATE INDEX "bids_bidder_status" ON "bids" USING btree ("bidder_id","status");--> statement-breakpoint
CREATE INDEX "trades_seller_status" ON "trades" USING btree ("seller_id","status");--> statement-breakpoint
CREATE INDEX "trades_buyer_status" ON "trades" USING btree ("buyer_id","status");