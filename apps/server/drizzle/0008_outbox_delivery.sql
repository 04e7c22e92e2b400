ALTER TABLE "outbox" ADD COLUMN "status" text DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Until this migration the outbox was written and never sent: a message older than a day was
-- never meant to go out now (an expired link, a stale notice). It is kept, dead, for an
-- operator to look at (README, Outbox: how to send one again).
UPDATE "outbox" SET "status" = 'dead', "last_error" = 'before_delivery' WHERE "created_at" < now() - interval '1 day';
-- The worker's index (outbox_queued_due_index, in schema.ts and the snapshot) is built by the
-- data migration outbox_queued_due_index_1 (src/db/data-migrations.ts): CONCURRENTLY on
-- PostgreSQL, so that the handlers' writes to the outbox go on while it builds.
