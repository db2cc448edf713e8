CREATE TABLE "exchange_sectors" (
	"code" text PRIMARY KEY NOT NULL,
	"display_order" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"gics_sector_en" text
);
--> statement-breakpoint
CREATE TABLE "isic_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"group_code" text NOT NULL,
	"division_code" text NOT NULL,
	"section_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isic_divisions" (
	"code" text PRIMARY KEY NOT NULL,
	"section_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isic_groups" (
	"code" text PRIMARY KEY NOT NULL,
	"division_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "isic_sections" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"search_text" text NOT NULL,
	"logo_url" text,
	"city_id" integer,
	"isic_class_code" text,
	"business_type" text,
	"employees_bracket" text,
	"established_date" date,
	"website" text,
	"email" text,
	"phone" text,
	"description_en" text,
	"description_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"company_type" text NOT NULL,
	"trading_name_en" text,
	"trading_name_ar" text,
	"symbol" text,
	"isin" text,
	"market" text,
	"exchange_sector_code" text,
	"legal_form" text,
	"development_stage" text,
	"registration_number" text,
	"paid_capital" numeric(18, 2),
	"authorized_capital" numeric(18, 2),
	"address" text,
	CONSTRAINT "companies_symbol_unique" UNIQUE("symbol")
);
--> statement-breakpoint
CREATE TABLE "investors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"search_text" text NOT NULL,
	"logo_url" text,
	"city_id" integer,
	"isic_class_code" text,
	"business_type" text,
	"employees_bracket" text,
	"established_date" date,
	"website" text,
	"email" text,
	"phone" text,
	"description_en" text,
	"description_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"investor_type" text NOT NULL,
	"country_code" text DEFAULT 'SA' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"search_text" text NOT NULL,
	"logo_url" text,
	"city_id" integer,
	"isic_class_code" text,
	"business_type" text,
	"employees_bracket" text,
	"established_date" date,
	"website" text,
	"email" text,
	"phone" text,
	"description_en" text,
	"description_ar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"region_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"lat" double precision,
	"lon" double precision
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"iso_code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"capital_city_id" integer,
	"population" integer,
	CONSTRAINT "regions_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
ALTER TABLE "isic_classes" ADD CONSTRAINT "isic_classes_group_code_isic_groups_code_fk" FOREIGN KEY ("group_code") REFERENCES "public"."isic_groups"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isic_classes" ADD CONSTRAINT "isic_classes_division_code_isic_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."isic_divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isic_classes" ADD CONSTRAINT "isic_classes_section_code_isic_sections_code_fk" FOREIGN KEY ("section_code") REFERENCES "public"."isic_sections"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isic_divisions" ADD CONSTRAINT "isic_divisions_section_code_isic_sections_code_fk" FOREIGN KEY ("section_code") REFERENCES "public"."isic_sections"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "isic_groups" ADD CONSTRAINT "isic_groups_division_code_isic_divisions_code_fk" FOREIGN KEY ("division_code") REFERENCES "public"."isic_divisions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_isic_class_code_isic_classes_code_fk" FOREIGN KEY ("isic_class_code") REFERENCES "public"."isic_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_exchange_sector_code_exchange_sectors_code_fk" FOREIGN KEY ("exchange_sector_code") REFERENCES "public"."exchange_sectors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investors" ADD CONSTRAINT "investors_isic_class_code_isic_classes_code_fk" FOREIGN KEY ("isic_class_code") REFERENCES "public"."isic_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_providers" ADD CONSTRAINT "service_providers_isic_class_code_isic_classes_code_fk" FOREIGN KEY ("isic_class_code") REFERENCES "public"."isic_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_search_text_trgm" ON "companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_type_id" ON "companies" USING btree ("company_type","id");--> statement-breakpoint
CREATE INDEX "companies_city" ON "companies" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "companies_isic_class" ON "companies" USING btree ("isic_class_code");--> statement-breakpoint
CREATE INDEX "investors_search_text_trgm" ON "investors" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "investors_type" ON "investors" USING btree ("investor_type");--> statement-breakpoint
CREATE INDEX "service_providers_search_text_trgm" ON "service_providers" USING gin ("search_text" gin_trgm_ops);