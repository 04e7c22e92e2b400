ALTER TABLE "requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "assigned_by_id" integer;--> statement-breakpoint
ALTER TABLE "requests" ADD COLUMN "assigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requests" ADD CONSTRAINT "requests_assigned_by_id_staff_id_fk" FOREIGN KEY ("assigned_by_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "requests_assignee_id_index" ON "requests" USING btree ("assignee_id");