ALTER TABLE "registrations" ADD COLUMN "first_name_ar" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "last_name_ar" text;