CREATE TABLE "buyer_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"title_code" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" text DEFAULT 'SA' NOT NULL,
	"company_name" text,
	"preferred_category_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'awaiting_email' NOT NULL,
	"designation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"revoke_reason" text
);
--> statement-breakpoint
CREATE TABLE "provider_awards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"title_en" text,
	"title_ar" text,
	"description_en" text,
	"description_ar" text,
	"issuer_en" text,
	"issuer_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_awards_title" CHECK (coalesce("provider_awards"."title_en", "provider_awards"."title_ar") is not null),
	CONSTRAINT "provider_awards_issuer" CHECK (coalesce("provider_awards"."issuer_en", "provider_awards"."issuer_ar") is not null),
	CONSTRAINT "provider_awards_year" CHECK ("provider_awards"."year" between 1900 and 2100)
);
--> statement-breakpoint
CREATE TABLE "provider_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name_en" text,
	"name_ar" text,
	"description_en" text,
	"description_ar" text,
	"designation_en" text,
	"designation_ar" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_clients_name" CHECK (coalesce("provider_clients"."name_en", "provider_clients"."name_ar") is not null)
);
--> statement-breakpoint
CREATE TABLE "provider_pictures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_pictures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"owner_id" integer,
	"file_id" text NOT NULL,
	"thumbnail_file_id" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_pictures_owner" CHECK (("provider_pictures"."kind" = 'logo') = ("provider_pictures"."owner_id" is null))
);
--> statement-breakpoint
CREATE TABLE "provider_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"isic_class_code" text NOT NULL,
	"title_en" text,
	"title_ar" text,
	"description_en" text,
	"description_ar" text,
	"client_name_en" text,
	"client_name_ar" text,
	"completed_year" smallint,
	"search_text" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_projects_title" CHECK (coalesce("provider_projects"."title_en", "provider_projects"."title_ar") is not null)
);
--> statement-breakpoint
CREATE TABLE "provider_services" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"isic_class_code" text NOT NULL,
	"title_en" text,
	"title_ar" text,
	"description_en" text,
	"description_ar" text,
	"starting_fee_halalas" bigint,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_services_title" CHECK (coalesce("provider_services"."title_en", "provider_services"."title_ar") is not null),
	CONSTRAINT "provider_services_fee" CHECK ("provider_services"."starting_fee_halalas" is null or "provider_services"."starting_fee_halalas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"title_code" text,
	"name_en" text,
	"name_ar" text,
	"designation_en" text,
	"designation_ar" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_team_members_name" CHECK (coalesce("provider_team_members"."name_en", "provider_team_members"."name_ar") is not null)
);
--> statement-breakpoint
CREATE TABLE "provider_testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"author_name_en" text,
	"author_name_ar" text,
	"author_designation_en" text,
	"author_designation_ar" text,
	"quote_en" text,
	"quote_ar" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_testimonials_author" CHECK (coalesce("provider_testimonials"."author_name_en", "provider_testimonials"."author_name_ar") is not null),
	CONSTRAINT "provider_testimonials_quote" CHECK (coalesce("provider_testimonials"."quote_en", "provider_testimonials"."quote_ar") is not null)
);
--> statement-breakpoint
CREATE TABLE "provider_connection_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_connection_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"buyer_user_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"connected_at" timestamp with time zone,
	"connected_by" integer,
	"admin_note" text
);
--> statement-breakpoint
CREATE TABLE "provider_recommendations" (
	"requirement_id" integer NOT NULL,
	"rank" smallint NOT NULL,
	"provider_id" integer NOT NULL,
	"score" numeric(7, 6) NOT NULL,
	"factors" jsonb NOT NULL,
	"weights" jsonb NOT NULL,
	"scoring_version" text NOT NULL,
	"featured_boost" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_recommendations_requirement_id_rank_pk" PRIMARY KEY("requirement_id","rank")
);
--> statement-breakpoint
CREATE TABLE "provider_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_quotation_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"reviewer_user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"language_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_reviews_service_quotation_id_unique" UNIQUE("service_quotation_id"),
	CONSTRAINT "provider_reviews_rating" CHECK ("provider_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "quotation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quotation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"requirement_id" integer,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"submission_deadline" date NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_requests_title_length" CHECK (char_length("quotation_requests"."title") between 1 and 255)
);
--> statement-breakpoint
CREATE TABLE "service_quotations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quotation_request_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"price_halalas" bigint,
	"vat_halalas" bigint,
	"delivery_days" integer,
	"response_message" text,
	"responded_by" integer,
	"responded_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_quotations_response_together" CHECK (("service_quotations"."responded_at" is null) = ("service_quotations"."price_halalas" is null)
        and ("service_quotations"."responded_at" is null) = ("service_quotations"."vat_halalas" is null)
        and ("service_quotations"."responded_at" is null) = ("service_quotations"."delivery_days" is null)),
	CONSTRAINT "service_quotations_response_status" CHECK (("service_quotations"."status" = 'pending') = ("service_quotations"."responded_at" is null)),
	CONSTRAINT "service_quotations_amounts" CHECK (("service_quotations"."price_halalas" is null or "service_quotations"."price_halalas" > 0) and ("service_quotations"."vat_halalas" is null or "service_quotations"."vat_halalas" >= 0)
        and ("service_quotations"."delivery_days" is null or "service_quotations"."delivery_days" > 0))
);
--> statement-breakpoint
CREATE TABLE "service_requirements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"buyer_user_id" integer NOT NULL,
	"isic_class_code" text NOT NULL,
	"industry_group_code" text,
	"city_id" integer,
	"budget_code" text NOT NULL,
	"timeline_code" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"search_text" text NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requirements_title_length" CHECK (char_length("service_requirements"."title") between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "source" text DEFAULT 'directory' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "development_stage" text;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "industry_group_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "package_code" text DEFAULT 'basic' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_providers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_profiles" ADD CONSTRAINT "buyer_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_claims" ADD CONSTRAINT "provider_claims_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_claims" ADD CONSTRAINT "provider_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_claims" ADD CONSTRAINT "provider_claims_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_awards" ADD CONSTRAINT "provider_awards_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_clients" ADD CONSTRAINT "provider_clients_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_pictures" ADD CONSTRAINT "provider_pictures_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_pictures" ADD CONSTRAINT "provider_pictures_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_pictures" ADD CONSTRAINT "provider_pictures_thumbnail_file_id_stored_files_id_fk" FOREIGN KEY ("thumbnail_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_projects" ADD CONSTRAINT "provider_projects_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_projects" ADD CONSTRAINT "provider_projects_isic_class_code_isic_classes_code_fk" FOREIGN KEY ("isic_class_code") REFERENCES "public"."isic_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_services" ADD CONSTRAINT "provider_services_isic_class_code_isic_classes_code_fk" FOREIGN KEY ("isic_class_code") REFERENCES "public"."isic_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_team_members" ADD CONSTRAINT "provider_team_members_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_testimonials" ADD CONSTRAINT "provider_testimonials_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connection_requests" ADD CONSTRAINT "provider_connection_requests_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connection_requests" ADD CONSTRAINT "provider_connection_requests_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_connection_requests" ADD CONSTRAINT "provider_connection_requests_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_recommendations" ADD CONSTRAINT "provider_recommendations_requirement_id_service_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."service_requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_recommendations" ADD CONSTRAINT "provider_recommendations_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_service_quotation_id_service_quotations_id_fk" FOREIGN KEY ("service_quotation_id") REFERENCES "public"."service_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_reviews" ADD CONSTRAINT "provider_reviews_reviewer_user_id_users_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD CONSTRAINT "quotation_requests_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_requests" ADD CONSTRAINT "quotation_requests_requirement_id_service_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."service_requirements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_quotations" ADD CONSTRAINT "service_quotations_quotation_request_id_quotation_requests_id_fk" FOREIGN KEY ("quotation_request_id") REFERENCES "public"."quotation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_quotations" ADD CONSTRAINT "service_quotations_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_quotations" ADD CONSTRAINT "service_quotations_responded_by_users_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requirements" ADD CONSTRAINT "service_requirements_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requirements" ADD CONSTRAINT "service_requirements_isic_class_code_isic_classes_code_fk" FOREIGN KEY ("isic_class_code") REFERENCES "public"."isic_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requirements" ADD CONSTRAINT "service_requirements_industry_group_code_exchange_sectors_code_fk" FOREIGN KEY ("industry_group_code") REFERENCES "public"."exchange_sectors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requirements" ADD CONSTRAINT "service_requirements_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_claims_one_open" ON "provider_claims" USING btree ("provider_id","user_id") WHERE "provider_claims"."status" <> 'revoked';--> statement-breakpoint
CREATE INDEX "provider_claims_status" ON "provider_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "provider_awards_provider" ON "provider_awards" USING btree ("provider_id","year");--> statement-breakpoint
CREATE INDEX "provider_clients_provider" ON "provider_clients" USING btree ("provider_id","display_order","id");--> statement-breakpoint
CREATE INDEX "provider_pictures_owner" ON "provider_pictures" USING btree ("provider_id","kind","owner_id");--> statement-breakpoint
CREATE INDEX "provider_projects_provider" ON "provider_projects" USING btree ("provider_id","display_order","id");--> statement-breakpoint
CREATE INDEX "provider_projects_isic_class" ON "provider_projects" USING btree ("isic_class_code");--> statement-breakpoint
CREATE INDEX "provider_projects_search_text_trgm" ON "provider_projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "provider_services_provider" ON "provider_services" USING btree ("provider_id","display_order","id");--> statement-breakpoint
CREATE INDEX "provider_services_isic_class" ON "provider_services" USING btree ("isic_class_code");--> statement-breakpoint
CREATE INDEX "provider_team_members_provider" ON "provider_team_members" USING btree ("provider_id","display_order","id");--> statement-breakpoint
CREATE INDEX "provider_testimonials_provider" ON "provider_testimonials" USING btree ("provider_id","display_order","id");--> statement-breakpoint
CREATE INDEX "provider_connection_requests_open" ON "provider_connection_requests" USING btree ("connected_at","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_connection_requests_one_open" ON "provider_connection_requests" USING btree ("provider_id","buyer_user_id") WHERE "provider_connection_requests"."connected_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_recommendations_provider" ON "provider_recommendations" USING btree ("requirement_id","provider_id");--> statement-breakpoint
CREATE INDEX "provider_reviews_provider" ON "provider_reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "quotation_requests_buyer" ON "quotation_requests" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "service_quotations_request_provider" ON "service_quotations" USING btree ("quotation_request_id","provider_id");--> statement-breakpoint
CREATE INDEX "service_quotations_provider" ON "service_quotations" USING btree ("provider_id","status","created_at");--> statement-breakpoint
CREATE INDEX "service_requirements_buyer" ON "service_requirements" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "service_requirements_public_open" ON "service_requirements" USING btree ("status","is_public","created_at");--> statement-breakpoint
CREATE INDEX "service_providers_isic_class" ON "service_providers" USING btree ("isic_class_code");--> statement-breakpoint
CREATE INDEX "service_providers_city" ON "service_providers" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "service_providers_industry_groups" ON "service_providers" USING gin ("industry_group_codes");