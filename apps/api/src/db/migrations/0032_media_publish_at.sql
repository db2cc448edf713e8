ALTER TABLE "media_events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_reports" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "podcast_episodes" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (decision 040): items already published stay visible. An event went out
-- when it was written; an episode or a report on its publication date (06:00 UTC, as the RSS
-- feed dates it), never later than now.
UPDATE "media_events" SET "publish_at" = "created_at" WHERE "status" = 'published';--> statement-breakpoint
UPDATE "podcast_episodes" SET "publish_at" = least(("published_on"::timestamp + interval '6 hours') AT TIME ZONE 'UTC', now()) WHERE "status" = 'published';--> statement-breakpoint
UPDATE "media_reports" SET "publish_at" = least(("published_on"::timestamp + interval '6 hours') AT TIME ZONE 'UTC', now()) WHERE "status" = 'published';
