CREATE TABLE "company_follows" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_follows_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "fund_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fund_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"round_name_en" text NOT NULL,
	"round_name_ar" text NOT NULL,
	"stage" text NOT NULL,
	"investment_type" text NOT NULL,
	"target_amount" numeric(18, 2) NOT NULL,
	"raised_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"announced_date" date NOT NULL,
	"concluded_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_rounds_amounts" CHECK ("fund_rounds"."target_amount" > 0 and "fund_rounds"."raised_amount" >= 0 and "fund_rounds"."raised_amount" <= "fund_rounds"."target_amount"),
	CONSTRAINT "fund_rounds_dates" CHECK ("fund_rounds"."concluded_date" is null or "fund_rounds"."concluded_date" >= "fund_rounds"."announced_date")
);
--> statement-breakpoint
CREATE TABLE "funding_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "funding_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"total_target_funding" numeric(18, 2) NOT NULL,
	"pre_money_valuation" numeric(18, 2),
	"funding_type" text NOT NULL,
	"lead_investor" text,
	"ownership_structure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "funding_profiles_company_id_unique" UNIQUE("company_id"),
	CONSTRAINT "funding_profiles_amounts" CHECK ("funding_profiles"."total_target_funding" >= 0 and ("funding_profiles"."pre_money_valuation" is null or "funding_profiles"."pre_money_valuation" >= 0))
);
--> statement-breakpoint
CREATE TABLE "investor_previous_investments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investor_previous_investments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investor_id" integer NOT NULL,
	"company_name_en" text NOT NULL,
	"company_name_ar" text NOT NULL,
	"ownership_percentage" numeric(5, 2) NOT NULL,
	"ownership_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "sector_focus" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "geographic_focus" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "investment_strategy" text;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "biography_en" text;--> statement-breakpoint
ALTER TABLE "investors" ADD COLUMN "biography_ar" text;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_rounds" ADD CONSTRAINT "fund_rounds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funding_profiles" ADD CONSTRAINT "funding_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investor_previous_investments" ADD CONSTRAINT "investor_previous_investments_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_follows_company" ON "company_follows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "fund_rounds_company" ON "fund_rounds" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "fund_rounds_announced" ON "fund_rounds" USING btree ("announced_date","id");--> statement-breakpoint
CREATE INDEX "investor_previous_investments_investor" ON "investor_previous_investments" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "investors_sector_focus" ON "investors" USING gin ("sector_focus");--> statement-breakpoint
CREATE INDEX "investors_geographic_focus" ON "investors" USING gin ("geographic_focus");