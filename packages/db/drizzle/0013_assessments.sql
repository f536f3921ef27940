CREATE TABLE "certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"uid" text NOT NULL,
	"attempt_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contest_survey_answers" (
	"talent_id" integer NOT NULL,
	"survey_source_id" integer NOT NULL,
	"description" text,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contest_survey_answers_talent_id_survey_source_id_pk" PRIMARY KEY("talent_id","survey_source_id")
);
--> statement-breakpoint
CREATE TABLE "contests" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contests_ends_after_start" CHECK ("contests"."ends_at" > "contests"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "test_attempt_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"option_id" integer,
	"duration_ms" integer NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "test_attempt_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id"),
	CONSTRAINT "test_attempt_answers_duration" CHECK ("test_attempt_answers"."duration_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"talent_id" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"next_position" smallint DEFAULT 1 NOT NULL,
	"correct_count" smallint DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"question_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_position_categories" (
	"test_id" integer NOT NULL,
	"position_category_id" integer NOT NULL,
	CONSTRAINT "test_position_categories_test_id_position_category_id_pk" PRIMARY KEY("test_id","position_category_id")
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"test_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" integer PRIMARY KEY NOT NULL,
	"contest_id" integer,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"pass_percent" smallint NOT NULL,
	CONSTRAINT "tests_duration_positive" CHECK ("tests"."duration_seconds" > 0),
	CONSTRAINT "tests_pass_percent_range" CHECK ("tests"."pass_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_survey_answers" ADD CONSTRAINT "contest_survey_answers_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contest_survey_answers" ADD CONSTRAINT "contest_survey_answers_survey_source_id_survey_sources_id_fk" FOREIGN KEY ("survey_source_id") REFERENCES "public"."survey_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempt_answers" ADD CONSTRAINT "test_attempt_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempt_answers" ADD CONSTRAINT "test_attempt_answers_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempt_answers" ADD CONSTRAINT "test_attempt_answers_option_id_test_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."test_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_options" ADD CONSTRAINT "test_options_question_id_test_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."test_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_position_categories" ADD CONSTRAINT "test_position_categories_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_position_categories" ADD CONSTRAINT "test_position_categories_position_category_id_position_categories_id_fk" FOREIGN KEY ("position_category_id") REFERENCES "public"."position_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_contest_id_contests_id_fk" FOREIGN KEY ("contest_id") REFERENCES "public"."contests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_uid_unique" ON "certificates" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_attempt_unique" ON "certificates" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "certificates_talent_idx" ON "certificates" USING btree ("talent_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_one_open" ON "test_attempts" USING btree ("test_id","talent_id") WHERE "test_attempts"."finished_at" is null;--> statement-breakpoint
CREATE INDEX "test_attempts_talent_idx" ON "test_attempts" USING btree ("talent_id","test_id");--> statement-breakpoint
CREATE INDEX "test_attempts_test_finished_idx" ON "test_attempts" USING btree ("test_id","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "test_options_question_position_unique" ON "test_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "test_options_one_correct" ON "test_options" USING btree ("question_id") WHERE "test_options"."correct";--> statement-breakpoint
CREATE INDEX "test_position_categories_category_idx" ON "test_position_categories" USING btree ("position_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_questions_test_position_unique" ON "test_questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "tests_contest_idx" ON "tests" USING btree ("contest_id");