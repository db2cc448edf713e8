CREATE TABLE "consultant_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"verification_status" text DEFAULT 'pending' NOT NULL,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"is_complete" boolean DEFAULT false NOT NULL,
	"full_name_ar" text DEFAULT '' NOT NULL,
	"headline_en" text NOT NULL,
	"headline_ar" text DEFAULT '' NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text DEFAULT '' NOT NULL,
	"areas_of_expertise" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"years_of_experience" text NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"availability" text NOT NULL,
	"projects_per_week" text NOT NULL,
	"hourly_rate_halalas" integer NOT NULL,
	"highest_degree" text NOT NULL,
	"is_cfa_charterholder" boolean NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_profiles_hourly_rate" CHECK ("consultant_profiles"."hourly_rate_halalas" between 5000 and 1000000),
	CONSTRAINT "consultant_profiles_verified_at" CHECK (("consultant_profiles"."verification_status" = 'verified') = ("consultant_profiles"."verified_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_profiles" ADD CONSTRAINT "consultant_profiles_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultant_profiles_verified" ON "consultant_profiles" USING btree ("verification_status","verified_at");