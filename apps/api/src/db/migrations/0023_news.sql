-- The text normalisation of contracts arabic-text.ts (normalizeSearchText) in SQL, for searching rows
-- whose search text is not stored (company users' news and announcements).
CREATE OR REPLACE FUNCTION news_normalize(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(
    regexp_replace(normalize(coalesce(value, ''), NFC), '[\u064B-\u065F\u0670\u06D6-\u06ED\u0640]', '', 'g'),
    'أإآٱىةؤئکی٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', 'اااايهويكي01234567890123456789')), '\s+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE TABLE "news_article_reads" (
	"article_id" integer NOT NULL,
	"day" date NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "news_article_reads_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"title_en" text NOT NULL,
	"title_ar" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_ar" text NOT NULL,
	"body_en" text NOT NULL,
	"body_ar" text NOT NULL,
	"cover_file_id" text,
	"publish_at" timestamp with time zone,
	"author_user_id" integer,
	"search_text" text NOT NULL,
	"title_search" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, search_text) || to_tsvector('arabic'::regconfig, search_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_article_reads" ADD CONSTRAINT "news_article_reads_article_id_news_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."news_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_cover_file_id_stored_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_articles" ADD CONSTRAINT "news_articles_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_article_reads_day" ON "news_article_reads" USING btree ("day");--> statement-breakpoint
CREATE INDEX "news_articles_visible" ON "news_articles" USING btree ("publish_at") WHERE "news_articles"."status" <> 'draft';--> statement-breakpoint
CREATE INDEX "news_articles_search_vector" ON "news_articles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "news_articles_title_trgm" ON "news_articles" USING gin ("title_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_articles_updated" ON "news_articles" USING btree ("updated_at");