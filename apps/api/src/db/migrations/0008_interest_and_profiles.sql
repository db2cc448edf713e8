CREATE TABLE "account_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"details" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funding_interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funding_interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"share_type" text NOT NULL,
	"number_of_shares" integer NOT NULL,
	"price_per_share" numeric(18, 2) NOT NULL,
	"transaction_size" numeric(18, 2) NOT NULL,
	"minimum_transaction" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_interests_round_user" UNIQUE("round_id","user_id"),
	CONSTRAINT "funding_interests_amounts" CHECK ("funding_interests"."number_of_shares" > 0 and "funding_interests"."price_per_share" > 0 and "funding_interests"."minimum_transaction" > 0 and "funding_interests"."minimum_transaction" <= "funding_interests"."transaction_size")
);
--> statement-breakpoint
CREATE TABLE "profile_key_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_key_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"full_name" text NOT NULL,
	"designation" text NOT NULL,
	"degree" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_previous_investments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_previous_investments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"ownership_percentage" numeric(5, 2) NOT NULL,
	"ownership_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_previous_investments_percentage" CHECK ("profile_previous_investments"."ownership_percentage" > 0 and "profile_previous_investments"."ownership_percentage" <= 100)
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_interests" ADD CONSTRAINT "funding_interests_round_id_fund_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."fund_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_interests" ADD CONSTRAINT "funding_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_key_members" ADD CONSTRAINT "profile_key_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_previous_investments" ADD CONSTRAINT "profile_previous_investments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "funding_interests_user" ON "funding_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_key_members_user" ON "profile_key_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profile_previous_investments_user" ON "profile_previous_investments" USING btree ("user_id");