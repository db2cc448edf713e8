CREATE TABLE "investor_key_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "investor_key_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investor_id" integer NOT NULL,
	"full_name_en" text NOT NULL,
	"full_name_ar" text NOT NULL,
	"designation" text NOT NULL,
	"degree_en" text NOT NULL,
	"degree_ar" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "investor_key_members" ADD CONSTRAINT "investor_key_members_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investor_key_members_investor" ON "investor_key_members" USING btree ("investor_id");