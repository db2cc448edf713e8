CREATE TABLE "meeting_transcript_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_transcript_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transcription_id" integer NOT NULL,
	"meeting_id" text NOT NULL,
	"attendee_id" text NOT NULL,
	"text" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_transcriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_transcriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"meeting_id" text NOT NULL,
	"started_by" text,
	"engine" text NOT NULL,
	"language" text,
	"params" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "meeting_transcript_segments" ADD CONSTRAINT "meeting_transcript_segments_transcription_id_meeting_transcriptions_id_fk" FOREIGN KEY ("transcription_id") REFERENCES "public"."meeting_transcriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcript_segments" ADD CONSTRAINT "meeting_transcript_segments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcript_segments" ADD CONSTRAINT "meeting_transcript_segments_attendee_id_meeting_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."meeting_attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcriptions" ADD CONSTRAINT "meeting_transcriptions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_transcriptions" ADD CONSTRAINT "meeting_transcriptions_started_by_meeting_attendees_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."meeting_attendees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meeting_transcript_segments_meeting" ON "meeting_transcript_segments" USING btree ("meeting_id","id");--> statement-breakpoint
CREATE INDEX "meeting_transcriptions_meeting" ON "meeting_transcriptions" USING btree ("meeting_id","started_at");