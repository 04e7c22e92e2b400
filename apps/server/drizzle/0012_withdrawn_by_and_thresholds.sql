CREATE TABLE "stage_thresholds" (
	"column_key" text PRIMARY KEY NOT NULL,
	"days" integer,
	"updated_by_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "withdrawn_by_id" integer;--> statement-breakpoint
ALTER TABLE "stage_thresholds" ADD CONSTRAINT "stage_thresholds_updated_by_id_staff_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_withdrawn_by_id_staff_id_fk" FOREIGN KEY ("withdrawn_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;