CREATE TABLE "talent_achievements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_achievements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"title" text NOT NULL,
	"year" smallint,
	"description" text,
	CONSTRAINT "talent_achievements_title_length" CHECK (char_length("talent_achievements"."title") between 3 and 255),
	CONSTRAINT "talent_achievements_description_length" CHECK (char_length("talent_achievements"."description") <= 250)
);
--> statement-breakpoint
CREATE TABLE "talent_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"certification_id" integer,
	"name" text NOT NULL,
	"issuer" text,
	"year" smallint NOT NULL,
	"url" text,
	CONSTRAINT "talent_certificates_name_length" CHECK (char_length("talent_certificates"."name") between 3 and 255)
);
--> statement-breakpoint
CREATE TABLE "talent_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_mime" text NOT NULL,
	"file_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_documents_file_size" CHECK ("talent_documents"."file_size" <= 5 * 1024 * 1024)
);
--> statement-breakpoint
CREATE TABLE "talent_educations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"university_id" integer NOT NULL,
	"degree_id" integer NOT NULL,
	"major_id" integer NOT NULL,
	"gpa" numeric(4, 2) NOT NULL,
	"gpa_out_of" numeric(4, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "talent_educations_slot_range" CHECK ("talent_educations"."slot" between 1 and 5),
	CONSTRAINT "talent_educations_gpa_out_of_range" CHECK ("talent_educations"."gpa_out_of" between 1 and 10),
	CONSTRAINT "talent_educations_gpa_range" CHECK ("talent_educations"."gpa" >= 1 and "talent_educations"."gpa" <= "talent_educations"."gpa_out_of"),
	CONSTRAINT "talent_educations_end_after_start" CHECK ("talent_educations"."end_date" >= "talent_educations"."start_date")
);
--> statement-breakpoint
CREATE TABLE "talent_experiences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_experiences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"position_name" text NOT NULL,
	"position_level_id" integer,
	"start_date" date NOT NULL,
	"end_date" date,
	"is_now" boolean DEFAULT false NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_experiences_position_name_length" CHECK (char_length("talent_experiences"."position_name") between 3 and 255),
	CONSTRAINT "talent_experiences_end_or_now" CHECK ("talent_experiences"."is_now" or "talent_experiences"."end_date" is not null),
	CONSTRAINT "talent_experiences_end_after_start" CHECK ("talent_experiences"."end_date" is null or "talent_experiences"."end_date" >= "talent_experiences"."start_date"),
	CONSTRAINT "talent_experiences_description_length" CHECK (char_length("talent_experiences"."description") <= 3000)
);
--> statement-breakpoint
CREATE TABLE "talent_industries" (
	"talent_id" integer NOT NULL,
	"business_field_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "talent_industries_talent_id_business_field_id_pk" PRIMARY KEY("talent_id","business_field_id"),
	CONSTRAINT "talent_industries_slot_range" CHECK ("talent_industries"."slot" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "talent_languages" (
	"talent_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"language_level_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "talent_languages_talent_id_language_id_pk" PRIMARY KEY("talent_id","language_id"),
	CONSTRAINT "talent_languages_slot_range" CHECK ("talent_languages"."slot" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "talent_portfolios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_portfolios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"portfolio_url" text,
	"file_key" text,
	"file_name" text,
	"file_mime" text,
	"file_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_portfolios_title_length" CHECK (char_length("talent_portfolios"."title") between 3 and 255),
	CONSTRAINT "talent_portfolios_description_length" CHECK (char_length("talent_portfolios"."description") <= 250),
	CONSTRAINT "talent_portfolios_file_size" CHECK ("talent_portfolios"."file_size" <= 10 * 1024 * 1024)
);
--> statement-breakpoint
CREATE TABLE "talent_profiles" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"birth_date" date,
	"city_id" integer,
	"about" text,
	"photo_key" text,
	"photo_mime" text,
	"cv_key" text,
	"cv_name" text,
	"cv_mime" text,
	"cv_size" integer,
	"cv_uploaded_at" timestamp with time zone,
	"position_category_id" integer,
	"position_function_id" integer,
	"position_function_other" text,
	"position_level_id" integer,
	"years_of_experience" smallint,
	"working_system_id" integer,
	"availability_id" integer,
	"company_size_id" integer,
	"opportunity_status_id" integer,
	"current_salary" bigint,
	"expected_salary" bigint,
	"salary_type" text,
	"salary_negotiable" boolean DEFAULT false NOT NULL,
	"notice_period_id" integer,
	"exp_other" text,
	"reason" text,
	"survey_source_id" integer,
	"survey_source_other" text,
	"references_shown" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "talent_profiles_about_length" CHECK (char_length("talent_profiles"."about") between 5 and 3000),
	CONSTRAINT "talent_profiles_exp_other_length" CHECK (char_length("talent_profiles"."exp_other") <= 250),
	CONSTRAINT "talent_profiles_reason_length" CHECK (char_length("talent_profiles"."reason") <= 250),
	CONSTRAINT "talent_profiles_other_function_length" CHECK (char_length("talent_profiles"."position_function_other") between 3 and 255),
	CONSTRAINT "talent_profiles_current_salary_floor" CHECK ("talent_profiles"."current_salary" >= 1000000),
	CONSTRAINT "talent_profiles_expected_salary_floor" CHECK ("talent_profiles"."expected_salary" >= 1000000),
	CONSTRAINT "talent_profiles_expected_not_below_current" CHECK ("talent_profiles"."expected_salary" is null or "talent_profiles"."current_salary" is null or "talent_profiles"."expected_salary" >= "talent_profiles"."current_salary"),
	CONSTRAINT "talent_profiles_salary_type_known" CHECK ("talent_profiles"."salary_type" in ('nett', 'gross')),
	CONSTRAINT "talent_profiles_years_of_experience" CHECK ("talent_profiles"."years_of_experience" between 0 and 60),
	CONSTRAINT "talent_profiles_cv_size" CHECK ("talent_profiles"."cv_size" < 34 * 1024 * 1024)
);
--> statement-breakpoint
CREATE TABLE "talent_projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"name" text NOT NULL,
	"project_type_id" integer,
	"start_date" date,
	"end_date" date,
	"url" text,
	"description" text,
	CONSTRAINT "talent_projects_name_length" CHECK (char_length("talent_projects"."name") between 3 and 255),
	CONSTRAINT "talent_projects_description_length" CHECK (char_length("talent_projects"."description") <= 250),
	CONSTRAINT "talent_projects_end_after_start" CHECK ("talent_projects"."end_date" is null or "talent_projects"."start_date" is null or "talent_projects"."end_date" >= "talent_projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "talent_publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"title" text NOT NULL,
	"publisher" text,
	"published_on" date,
	"url" text,
	"description" text,
	CONSTRAINT "talent_publications_title_length" CHECK (char_length("talent_publications"."title") between 3 and 255),
	CONSTRAINT "talent_publications_description_length" CHECK (char_length("talent_publications"."description") <= 250)
);
--> statement-breakpoint
CREATE TABLE "talent_references" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "talent_references_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"talent_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"relationship_id" integer NOT NULL,
	"company" text,
	"token_hash" text NOT NULL,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "talent_references_answer_length" CHECK (char_length("talent_references"."answer") between 5 and 3000)
);
--> statement-breakpoint
CREATE TABLE "talent_skills" (
	"talent_id" integer NOT NULL,
	"skill_set_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "talent_skills_talent_id_skill_set_id_pk" PRIMARY KEY("talent_id","skill_set_id"),
	CONSTRAINT "talent_skills_slot_range" CHECK ("talent_skills"."slot" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "talent_work_locations" (
	"talent_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	CONSTRAINT "talent_work_locations_talent_id_city_id_pk" PRIMARY KEY("talent_id","city_id"),
	CONSTRAINT "talent_work_locations_slot_range" CHECK ("talent_work_locations"."slot" between 1 and 6)
);
--> statement-breakpoint
ALTER TABLE "talent_achievements" ADD CONSTRAINT "talent_achievements_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_certificates" ADD CONSTRAINT "talent_certificates_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_certificates" ADD CONSTRAINT "talent_certificates_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_documents" ADD CONSTRAINT "talent_documents_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_educations" ADD CONSTRAINT "talent_educations_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_educations" ADD CONSTRAINT "talent_educations_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_educations" ADD CONSTRAINT "talent_educations_degree_id_degrees_id_fk" FOREIGN KEY ("degree_id") REFERENCES "public"."degrees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_educations" ADD CONSTRAINT "talent_educations_major_id_majors_id_fk" FOREIGN KEY ("major_id") REFERENCES "public"."majors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_experiences" ADD CONSTRAINT "talent_experiences_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_experiences" ADD CONSTRAINT "talent_experiences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_experiences" ADD CONSTRAINT "talent_experiences_position_level_id_position_levels_id_fk" FOREIGN KEY ("position_level_id") REFERENCES "public"."position_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_industries" ADD CONSTRAINT "talent_industries_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_industries" ADD CONSTRAINT "talent_industries_business_field_id_business_fields_id_fk" FOREIGN KEY ("business_field_id") REFERENCES "public"."business_fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD CONSTRAINT "talent_languages_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD CONSTRAINT "talent_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_languages" ADD CONSTRAINT "talent_languages_language_level_id_language_levels_id_fk" FOREIGN KEY ("language_level_id") REFERENCES "public"."language_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_portfolios" ADD CONSTRAINT "talent_portfolios_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_position_category_id_position_categories_id_fk" FOREIGN KEY ("position_category_id") REFERENCES "public"."position_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_position_function_id_position_functions_id_fk" FOREIGN KEY ("position_function_id") REFERENCES "public"."position_functions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_position_level_id_position_levels_id_fk" FOREIGN KEY ("position_level_id") REFERENCES "public"."position_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_working_system_id_working_systems_id_fk" FOREIGN KEY ("working_system_id") REFERENCES "public"."working_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_availability_id_availabilities_id_fk" FOREIGN KEY ("availability_id") REFERENCES "public"."availabilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_company_size_id_company_sizes_id_fk" FOREIGN KEY ("company_size_id") REFERENCES "public"."company_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_opportunity_status_id_opportunity_statuses_id_fk" FOREIGN KEY ("opportunity_status_id") REFERENCES "public"."opportunity_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_profiles" ADD CONSTRAINT "talent_profiles_notice_period_id_notice_periods_id_fk" FOREIGN KEY ("notice_period_id") REFERENCES "public"."notice_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_projects" ADD CONSTRAINT "talent_projects_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_projects" ADD CONSTRAINT "talent_projects_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_publications" ADD CONSTRAINT "talent_publications_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_references" ADD CONSTRAINT "talent_references_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_references" ADD CONSTRAINT "talent_references_relationship_id_reference_relationships_id_fk" FOREIGN KEY ("relationship_id") REFERENCES "public"."reference_relationships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_skills" ADD CONSTRAINT "talent_skills_skill_set_id_skill_sets_id_fk" FOREIGN KEY ("skill_set_id") REFERENCES "public"."skill_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_work_locations" ADD CONSTRAINT "talent_work_locations_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_work_locations" ADD CONSTRAINT "talent_work_locations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "talent_achievements_talent_idx" ON "talent_achievements" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "talent_certificates_talent_idx" ON "talent_certificates" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "talent_documents_talent_idx" ON "talent_documents" USING btree ("talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_educations_slot_unique" ON "talent_educations" USING btree ("talent_id","slot");--> statement-breakpoint
CREATE INDEX "talent_experiences_talent_idx" ON "talent_experiences" USING btree ("talent_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_industries_slot_unique" ON "talent_industries" USING btree ("talent_id","slot");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_languages_slot_unique" ON "talent_languages" USING btree ("talent_id","slot");--> statement-breakpoint
CREATE INDEX "talent_portfolios_talent_idx" ON "talent_portfolios" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "talent_profiles_position_function_idx" ON "talent_profiles" USING btree ("position_function_id");--> statement-breakpoint
CREATE INDEX "talent_profiles_position_category_idx" ON "talent_profiles" USING btree ("position_category_id");--> statement-breakpoint
CREATE INDEX "talent_projects_talent_idx" ON "talent_projects" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "talent_publications_talent_idx" ON "talent_publications" USING btree ("talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_references_token_unique" ON "talent_references" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_references_email_unique" ON "talent_references" USING btree ("talent_id",lower("email"));--> statement-breakpoint
CREATE INDEX "talent_references_talent_idx" ON "talent_references" USING btree ("talent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_skills_slot_unique" ON "talent_skills" USING btree ("talent_id","slot");--> statement-breakpoint
CREATE INDEX "talent_skills_skill_idx" ON "talent_skills" USING btree ("skill_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "talent_work_locations_slot_unique" ON "talent_work_locations" USING btree ("talent_id","slot");--> statement-breakpoint
CREATE INDEX "talent_work_locations_city_idx" ON "talent_work_locations" USING btree ("city_id");