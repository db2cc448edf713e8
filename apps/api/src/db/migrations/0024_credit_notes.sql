DROP INDEX "invoices_payment";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credited_invoice" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment" ON "invoices" USING btree ("payment_id") WHERE "invoices"."credited_invoice_id" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credit_note_series" CHECK (("invoices"."series" = 'CRN') = ("invoices"."credited_invoice_id" is not null));--> statement-breakpoint
-- Credit notes are numbered in their own gap-free series, taken from this row under a lock in the refund's transaction (decision 035).
INSERT INTO "invoice_counters" ("series", "last_number") VALUES ('CRN', 0);
