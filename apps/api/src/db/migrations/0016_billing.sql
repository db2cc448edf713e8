CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount_basis_points" integer,
	"discount_halalas" bigint,
	"purchase_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."discount_basis_points" is null) <> ("coupons"."discount_halalas" is null)),
	CONSTRAINT "coupons_discount_range" CHECK (coalesce("coupons"."discount_basis_points", 0) between 0 and 10000 and coalesce("coupons"."discount_halalas", 0) >= 0),
	CONSTRAINT "coupons_redemptions" CHECK ("coupons"."redemptions" >= 0 and ("coupons"."max_redemptions" is null or "coupons"."redemptions" <= "coupons"."max_redemptions"))
);
--> statement-breakpoint
CREATE TABLE "featurings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "featurings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"kind" text NOT NULL,
	"duration_code" smallint,
	"isic_class_code" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"payment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featurings_period" CHECK ("featurings"."ends_at" > "featurings"."starts_at"),
	CONSTRAINT "featurings_kind" CHECK (("featurings"."kind" = 'sub_industry') = ("featurings"."isic_class_code" is not null) and ("featurings"."kind" = 'company') = ("featurings"."duration_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"series" text DEFAULT 'INV' NOT NULL,
	"number" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"payer_user_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"seller_name_en" text NOT NULL,
	"seller_name_ar" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"seller_address_en" text NOT NULL,
	"seller_address_ar" text NOT NULL,
	"buyer_name" text NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal_halalas" bigint NOT NULL,
	"discount_halalas" bigint NOT NULL,
	"net_halalas" bigint NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_halalas" bigint NOT NULL,
	"total_halalas" bigint NOT NULL,
	"qr_base64" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"source" text NOT NULL,
	"actor_user_id" integer,
	"gateway" text,
	"gateway_event_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"payer_user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider_id" integer,
	"company_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"subtotal_halalas" bigint NOT NULL,
	"discount_halalas" bigint DEFAULT 0 NOT NULL,
	"net_halalas" bigint NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_halalas" bigint NOT NULL,
	"total_halalas" bigint NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"coupon_id" integer,
	"method" text NOT NULL,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"receipt_file_id" text,
	"status_reason" text,
	"due_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amounts" CHECK ("payments"."subtotal_halalas" >= 0 and "payments"."discount_halalas" between 0 and "payments"."subtotal_halalas"
        and "payments"."net_halalas" = "payments"."subtotal_halalas" - "payments"."discount_halalas"
        and "payments"."vat_halalas" >= 0 and "payments"."total_halalas" = "payments"."net_halalas" + "payments"."vat_halalas"),
	CONSTRAINT "payments_paid_at" CHECK (("payments"."status" in ('paid', 'refunded')) = ("payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sales_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"user_id" integer,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country_code" text NOT NULL,
	"company_name" text,
	"selected_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_features" text,
	"message" text,
	"admin_note" text,
	"handled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer,
	"company_id" integer,
	"plan_code" text NOT NULL,
	"package_id" smallint NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"next_plan_code" text,
	"next_period" text,
	"payment_id" integer,
	"saved_card_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_one_subscriber" CHECK (("subscriptions"."provider_id" is null) <> ("subscriptions"."company_id" is null)),
	CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."ends_at" > "subscriptions"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "featurings" ADD CONSTRAINT "featurings_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featurings" ADD CONSTRAINT "featurings_isic_class_code_isic_classes_code_fk" FOREIGN KEY ("isic_class_code") REFERENCES "public"."isic_classes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featurings" ADD CONSTRAINT "featurings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer_user_id_users_id_fk" FOREIGN KEY ("payer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_file_id_stored_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_requests" ADD CONSTRAINT "sales_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_requests" ADD CONSTRAINT "sales_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_id_service_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."service_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "featurings_payment" ON "featurings" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "featurings_provider" ON "featurings" USING btree ("provider_id","ends_at");--> statement-breakpoint
CREATE INDEX "featurings_class" ON "featurings" USING btree ("isic_class_code","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("series","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment" ON "invoices" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "invoices_payer" ON "invoices" USING btree ("payer_user_id","issued_at");--> statement-breakpoint
CREATE INDEX "payment_events_payment" ON "payment_events" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_gateway_event" ON "payment_events" USING btree ("gateway","gateway_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment" ON "payments" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_payer" ON "payments" USING btree ("payer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "sales_requests_status" ON "sales_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_provider" ON "subscriptions" USING btree ("provider_id") WHERE "subscriptions"."status" = 'active' and "subscriptions"."provider_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_active_per_company" ON "subscriptions" USING btree ("company_id") WHERE "subscriptions"."status" = 'active' and "subscriptions"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_ends" ON "subscriptions" USING btree ("status","ends_at");--> statement-breakpoint
-- Invoice numbers are taken from this row under a lock, in the paying transaction (no gaps).
INSERT INTO "invoice_counters" ("series", "last_number") VALUES ('INV', 0);
--> statement-breakpoint
-- Payment events and issued invoices are append-only (decision 020): inserted, never changed or removed.
CREATE FUNCTION billing_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER payment_events_append_only
  BEFORE UPDATE OR DELETE ON payment_events
  FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
--> statement-breakpoint
CREATE TRIGGER invoices_append_only
  BEFORE UPDATE OR DELETE ON invoices
  FOR EACH ROW EXECUTE FUNCTION billing_refuse_change();
