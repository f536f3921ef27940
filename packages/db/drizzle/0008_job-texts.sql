CREATE TABLE "job_texts" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"perks" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_texts" ADD CONSTRAINT "job_texts_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Jobs already published keep their texts: copied before the columns go.
INSERT INTO "job_texts" ("job_id", "description", "requirements", "benefits", "perks")
SELECT "id", "description", "requirements", "benefits", "perks" FROM "jobs";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "requirements";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "benefits";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "perks";