CREATE TABLE "bids" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"bidder_id" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"counter_price" numeric(18, 2),
	"counter_quantity" integer,
	"awaiting_party" text DEFAULT 'seller' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_quantity_positive" CHECK ("bids"."quantity" > 0),
	CONSTRAINT "bids_price_positive" CHECK ("bids"."price" > 0),
	CONSTRAINT "bids_counter_positive" CHECK ("bids"."counter_quantity" is null or "bids"."counter_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "holdings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "holdings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"shares" integer NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "holdings_shares_not_negative" CHECK ("holdings"."shares" >= 0)
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "negotiations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"bid_id" integer NOT NULL,
	"party" text NOT NULL,
	"user_id" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "negotiations_quantity_positive" CHECK ("negotiations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"deal_type" text NOT NULL,
	"target_buyer_id" integer,
	"price_per_share" numeric(18, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"remaining_quantity" integer NOT NULL,
	"allows_partial" boolean DEFAULT false NOT NULL,
	"validity" text NOT NULL,
	"expiry_date" date,
	"expires_at" timestamp with time zone,
	"notes" text,
	"status" text NOT NULL,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offers_quantity_positive" CHECK ("offers"."quantity" > 0),
	CONSTRAINT "offers_remaining_in_range" CHECK ("offers"."remaining_quantity" >= 0 and "offers"."remaining_quantity" <= "offers"."quantity"),
	CONSTRAINT "offers_price_positive" CHECK ("offers"."price_per_share" > 0),
	CONSTRAINT "offers_target_only_private" CHECK (("offers"."deal_type" = 'private') = ("offers"."target_buyer_id" is not null)),
	CONSTRAINT "offers_expiry_only_gte" CHECK (("offers"."validity" = 'GTE') = ("offers"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "trades" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trades_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"offer_id" integer NOT NULL,
	"bid_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"status" text NOT NULL,
	"executed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	CONSTRAINT "trades_bid_id_unique" UNIQUE("bid_id"),
	CONSTRAINT "trades_quantity_positive" CHECK ("trades"."quantity" > 0),
	CONSTRAINT "trades_price_positive" CHECK ("trades"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "trading_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trading_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_kind" text NOT NULL,
	"entity_id" integer NOT NULL,
	"action" text NOT NULL,
	"role" text NOT NULL,
	"actor_user_id" integer,
	"from_status" text,
	"to_status" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "negotiations" ADD CONSTRAINT "negotiations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_target_buyer_id_users_id_fk" FOREIGN KEY ("target_buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_bid_id_bids_id_fk" FOREIGN KEY ("bid_id") REFERENCES "public"."bids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trading_audit_log" ADD CONSTRAINT "trading_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bids_offer" ON "bids" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "bids_bidder" ON "bids" USING btree ("bidder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_one_live_per_bidder_offer" ON "bids" USING btree ("offer_id","bidder_id") WHERE status in ('open', 'negotiating');--> statement-breakpoint
CREATE UNIQUE INDEX "holdings_user_company" ON "holdings" USING btree ("user_id","company_id");--> statement-breakpoint
CREATE INDEX "holdings_company" ON "holdings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "negotiations_bid" ON "negotiations" USING btree ("bid_id");--> statement-breakpoint
CREATE INDEX "offers_company_status" ON "offers" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "offers_seller" ON "offers" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "offers_expiry" ON "offers" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_live_per_seller_company" ON "offers" USING btree ("seller_id","company_id") WHERE status in ('open', 'approval_pending');--> statement-breakpoint
CREATE INDEX "trades_status_executed" ON "trades" USING btree ("status","executed_at");--> statement-breakpoint
CREATE INDEX "trades_offer" ON "trades" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "trades_seller" ON "trades" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "trades_buyer" ON "trades" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "trading_audit_entity" ON "trading_audit_log" USING btree ("entity_kind","entity_id");