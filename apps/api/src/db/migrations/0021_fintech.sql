CREATE TABLE "fintech_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fintech_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fintech_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'awaiting_email' NOT NULL,
	"designation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "fintech_companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fintech_companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"search_text" text NOT NULL,
	"country_code" text NOT NULL,
	"city_en" text NOT NULL,
	"city_ar" text NOT NULL,
	"category_code" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"founded_year" integer NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"website" text,
	"employees" integer,
	"profile_source" text DEFAULT 'media' NOT NULL,
	"profile_verified" boolean DEFAULT false NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fintech_rounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fintech_rounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fintech_id" integer NOT NULL,
	"stage" text NOT NULL,
	"announced_date" date NOT NULL,
	"funded_date" date,
	"raised_sar" numeric(18, 2) NOT NULL,
	"investors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"investors_text" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fintech_saved_screens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fintech_saved_screens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"screen" jsonb NOT NULL,
	"known_fintech_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"known_round_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"last_alert_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fintech_claims" ADD CONSTRAINT "fintech_claims_fintech_id_fintech_companies_id_fk" FOREIGN KEY ("fintech_id") REFERENCES "public"."fintech_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fintech_claims" ADD CONSTRAINT "fintech_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fintech_claims" ADD CONSTRAINT "fintech_claims_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fintech_companies" ADD CONSTRAINT "fintech_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fintech_rounds" ADD CONSTRAINT "fintech_rounds_fintech_id_fintech_companies_id_fk" FOREIGN KEY ("fintech_id") REFERENCES "public"."fintech_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fintech_saved_screens" ADD CONSTRAINT "fintech_saved_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fintech_claims_one_open" ON "fintech_claims" USING btree ("fintech_id","user_id") WHERE "fintech_claims"."status" <> 'revoked';--> statement-breakpoint
CREATE UNIQUE INDEX "fintech_claims_one_owner" ON "fintech_claims" USING btree ("fintech_id") WHERE "fintech_claims"."status" = 'effective';--> statement-breakpoint
CREATE INDEX "fintech_claims_status" ON "fintech_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "fintech_companies_search_text_trgm" ON "fintech_companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "fintech_companies_category" ON "fintech_companies" USING btree ("category_code");--> statement-breakpoint
CREATE INDEX "fintech_companies_company" ON "fintech_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "fintech_rounds_company" ON "fintech_rounds" USING btree ("fintech_id","announced_date");--> statement-breakpoint
CREATE INDEX "fintech_rounds_announced" ON "fintech_rounds" USING btree ("announced_date","id");--> statement-breakpoint
CREATE INDEX "fintech_rounds_created" ON "fintech_rounds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "fintech_saved_screens_user" ON "fintech_saved_screens" USING btree ("user_id","created_at");