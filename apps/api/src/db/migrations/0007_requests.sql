CREATE TABLE "request_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "request_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"responder_user_id" integer NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"search_text" text NOT NULL,
	"meeting_at" timestamp with time zone,
	"meeting_link" text,
	"expiry_date" date,
	"expires_at" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"sender_user_id" integer,
	"visitor_name" text,
	"visitor_email" text,
	"visitor_phone" text,
	"recipient_company_id" integer,
	"recipient_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requests_one_recipient" CHECK (("requests"."recipient_company_id" is null) <> ("requests"."recipient_user_id" is null)),
	CONSTRAINT "requests_sender_or_visitor" CHECK (("requests"."sender_user_id" is null) <> ("requests"."visitor_email" is null)),
	CONSTRAINT "requests_title_length" CHECK (char_length("requests"."title") between 1 and 255),
	CONSTRAINT "requests_meeting" CHECK (("requests"."type" = 'one_to_one_meeting') = ("requests"."meeting_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "request_responses" ADD CONSTRAINT "request_responses_request_id_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_responses" ADD CONSTRAINT "request_responses_responder_user_id_users_id_fk" FOREIGN KEY ("responder_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_recipient_company_id_companies_id_fk" FOREIGN KEY ("recipient_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_responses_request" ON "request_responses" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_sender" ON "requests" USING btree ("sender_user_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_recipient_company" ON "requests" USING btree ("recipient_company_id","created_at");--> statement-breakpoint
CREATE INDEX "requests_recipient_user" ON "requests" USING btree ("recipient_user_id","created_at");