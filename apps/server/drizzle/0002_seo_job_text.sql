ALTER TABLE "seo_jobs" ADD COLUMN "description_fr" text;--> statement-breakpoint
ALTER TABLE "seo_jobs" ADD COLUMN "description_en" text;