CREATE TABLE "job_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_bookmarks" (
	"talent_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"bookmarked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_bookmarks_talent_id_job_id_pk" PRIMARY KEY("talent_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"position_category_id" integer NOT NULL,
	"position_level_id" integer NOT NULL,
	"min_experience" smallint DEFAULT 0 NOT NULL,
	"city_id" integer NOT NULL,
	"working_system_id" integer NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"description" text NOT NULL,
	"requirements" text NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"perks" text DEFAULT '' NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"search_text" text NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "jobs_min_experience_range" CHECK ("jobs"."min_experience" between 0 and 60),
	CONSTRAINT "jobs_salary_range" CHECK (("jobs"."salary_min" is null and "jobs"."salary_max" is null) or ("jobs"."salary_min" > 0 and "jobs"."salary_max" >= "jobs"."salary_min"))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "company_size_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "business_field_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "about" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "linkedin_url" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bookmarks" ADD CONSTRAINT "job_bookmarks_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_bookmarks" ADD CONSTRAINT "job_bookmarks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_position_category_id_position_categories_id_fk" FOREIGN KEY ("position_category_id") REFERENCES "public"."position_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_position_level_id_position_levels_id_fk" FOREIGN KEY ("position_level_id") REFERENCES "public"."position_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_working_system_id_working_systems_id_fk" FOREIGN KEY ("working_system_id") REFERENCES "public"."working_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_talent_job_unique" ON "job_applications" USING btree ("talent_id","job_id");--> statement-breakpoint
CREATE INDEX "job_applications_talent_applied_idx" ON "job_applications" USING btree ("talent_id","applied_at" desc,"id" desc);--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_bookmarks_talent_bookmarked_idx" ON "job_bookmarks" USING btree ("talent_id","bookmarked_at" desc,"job_id");--> statement-breakpoint
CREATE INDEX "job_bookmarks_job_idx" ON "job_bookmarks" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_open_published_idx" ON "jobs" USING btree ("published_at" desc,"id" desc) WHERE "jobs"."is_open";--> statement-breakpoint
CREATE INDEX "jobs_open_category_published_idx" ON "jobs" USING btree ("position_category_id","published_at" desc,"id" desc) WHERE "jobs"."is_open";--> statement-breakpoint
CREATE INDEX "jobs_open_city_published_idx" ON "jobs" USING btree ("city_id","published_at" desc,"id" desc) WHERE "jobs"."is_open";--> statement-breakpoint
CREATE INDEX "jobs_search_trgm_idx" ON "jobs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_company_published_idx" ON "jobs" USING btree ("company_id","published_at" desc,"id" desc);--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_company_size_id_company_sizes_id_fk" FOREIGN KEY ("company_size_id") REFERENCES "public"."company_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_business_field_id_business_fields_id_fk" FOREIGN KEY ("business_field_id") REFERENCES "public"."business_fields"("id") ON DELETE no action ON UPDATE no action;