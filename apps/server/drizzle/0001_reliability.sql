CREATE SEQUENCE "public"."data_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sign_in_limits" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"signed_in_at" timestamp with time zone,
	CONSTRAINT "sign_in_limits_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE INDEX "sign_in_limits_address_index" ON "sign_in_limits" USING btree ("address");--> statement-breakpoint
-- Favorites added twice by concurrent calls before this index existed: the oldest stays, the
-- later copies are marked removed by staff, so that the unique index below can be built.
UPDATE "bookmarks" SET "deleted_at" = "b"."created_at", "deleted_by_user" = false
FROM (
	SELECT "id", "created_at", row_number() OVER (PARTITION BY "guest_id", "office_id" ORDER BY "id") AS "n"
	FROM "bookmarks" WHERE "deleted_at" IS NULL
) AS "b"
WHERE "bookmarks"."id" = "b"."id" AND "b"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_active_guest_office_key" ON "bookmarks" USING btree ("guest_id","office_id") WHERE "bookmarks"."deleted_at" is null;