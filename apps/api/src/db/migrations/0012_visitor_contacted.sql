ALTER TABLE "requests" ADD COLUMN "visitor_contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "visitor_contacted_by" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_visitor_contacted_by_users_id_fk" FOREIGN KEY ("visitor_contacted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;