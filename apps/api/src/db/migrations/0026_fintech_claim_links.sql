ALTER TABLE "fintech_claims" ADD COLUMN "link_sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "fintech_claims" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fintech_claims" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "fintech_claims" ADD CONSTRAINT "fintech_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;