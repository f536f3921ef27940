DROP INDEX "jobs_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_text";