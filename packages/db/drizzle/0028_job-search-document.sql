ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_document_idx" ON "jobs" USING gin ("search_document");