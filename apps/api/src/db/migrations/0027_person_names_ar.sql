ALTER TABLE "company_details" ADD COLUMN "contact_person_name_ar" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address_ar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "first_name_ar" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_name_ar" text;