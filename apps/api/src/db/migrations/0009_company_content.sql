CREATE TABLE "company_awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"title_en" text,
	"title_ar" text,
	"issuer_en" text,
	"issuer_ar" text,
	"description_en" text,
	"description_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_awards_title" CHECK (coalesce("company_awards"."title_en", "company_awards"."title_ar") is not null),
	CONSTRAINT "company_awards_issuer" CHECK (coalesce("company_awards"."issuer_en", "company_awards"."issuer_ar") is not null)
);
--> statement-breakpoint
CREATE TABLE "company_details" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"country_code" text DEFAULT 'SA' NOT NULL,
	"headquarters" text,
	"branch_city_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"expansion_country_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"product_url" text,
	"key_highlights_en" text,
	"key_highlights_ar" text,
	"revenue_bracket" text,
	"facebook_url" text,
	"twitter_url" text,
	"linkedin_url" text,
	"total_shares" bigint,
	"offered_shares" bigint,
	"effective_shares" bigint,
	"ownership_percentage" numeric(5, 2),
	"contact_person_name" text,
	"contact_person_email" text,
	"contact_person_phone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_details_shares" CHECK (("company_details"."offered_shares" is null or "company_details"."total_shares" is null or "company_details"."offered_shares" <= "company_details"."total_shares")
        and ("company_details"."effective_shares" is null or "company_details"."total_shares" is null or "company_details"."effective_shares" <= "company_details"."total_shares")),
	CONSTRAINT "company_details_percentage" CHECK ("company_details"."ownership_percentage" is null or ("company_details"."ownership_percentage" > 0 and "company_details"."ownership_percentage" <= 100))
);
--> statement-breakpoint
CREATE TABLE "company_investments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_investments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"company_name_en" text,
	"company_name_ar" text,
	"ownership_percentage" numeric(5, 2) NOT NULL,
	"invested_on" date NOT NULL,
	"amount" numeric(18, 2),
	"description_en" text,
	"description_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_investments_name" CHECK (coalesce("company_investments"."company_name_en", "company_investments"."company_name_ar") is not null),
	CONSTRAINT "company_investments_percentage" CHECK ("company_investments"."ownership_percentage" > 0 and "company_investments"."ownership_percentage" <= 100),
	CONSTRAINT "company_investments_amount" CHECK ("company_investments"."amount" is null or "company_investments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"type" text NOT NULL,
	"title_en" text,
	"title_ar" text,
	"body_en" text,
	"body_ar" text,
	"author_user_id" integer,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_news_title" CHECK (coalesce("company_news"."title_en", "company_news"."title_ar") is not null),
	CONSTRAINT "company_news_body" CHECK (coalesce("company_news"."body_en", "company_news"."body_ar") is not null),
	CONSTRAINT "company_news_title_length" CHECK (char_length(coalesce("company_news"."title_en", '')) <= 300 and char_length(coalesce("company_news"."title_ar", '')) <= 300)
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name_en" text,
	"name_ar" text,
	"description_en" text,
	"description_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_products_name" CHECK (coalesce("company_products"."name_en", "company_products"."name_ar") is not null)
);
--> statement-breakpoint
CREATE TABLE "company_team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name_en" text,
	"name_ar" text,
	"title_en" text,
	"title_ar" text,
	"biography_en" text,
	"biography_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_team_members_name" CHECK (coalesce("company_team_members"."name_en", "company_team_members"."name_ar") is not null),
	CONSTRAINT "company_team_members_title" CHECK (coalesce("company_team_members"."title_en", "company_team_members"."title_ar") is not null),
	CONSTRAINT "company_team_members_biography" CHECK (coalesce("company_team_members"."biography_en", "company_team_members"."biography_ar") is not null)
);
--> statement-breakpoint
CREATE TABLE "company_user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"phone" text,
	"designation" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_awards" ADD CONSTRAINT "company_awards_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_details" ADD CONSTRAINT "company_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_investments" ADD CONSTRAINT "company_investments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_news" ADD CONSTRAINT "company_news_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_news" ADD CONSTRAINT "company_news_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_team_members" ADD CONSTRAINT "company_team_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_profiles" ADD CONSTRAINT "company_user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_awards_company" ON "company_awards" USING btree ("company_id","year");--> statement-breakpoint
CREATE INDEX "company_investments_company" ON "company_investments" USING btree ("company_id","invested_on");--> statement-breakpoint
CREATE INDEX "company_news_company" ON "company_news" USING btree ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "company_news_published" ON "company_news" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "company_products_company" ON "company_products" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "company_team_members_company" ON "company_team_members" USING btree ("company_id","id");