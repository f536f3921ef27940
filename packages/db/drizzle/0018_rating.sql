CREATE TABLE "advocate_ratings" (
	"talent_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"score" smallint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "advocate_ratings_talent_id_staff_id_pk" PRIMARY KEY("talent_id","staff_id"),
	CONSTRAINT "advocate_ratings_score" CHECK ("advocate_ratings"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "service_ratings" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"onboarding_score" smallint NOT NULL,
	"interview_process_score" smallint NOT NULL,
	"company_score" smallint NOT NULL,
	"overall_score" smallint NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "service_ratings_onboarding_score" CHECK ("service_ratings"."onboarding_score" between 1 and 5),
	CONSTRAINT "service_ratings_interview_process_score" CHECK ("service_ratings"."interview_process_score" between 1 and 5),
	CONSTRAINT "service_ratings_company_score" CHECK ("service_ratings"."company_score" between 1 and 5),
	CONSTRAINT "service_ratings_overall_score" CHECK ("service_ratings"."overall_score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "advocate_ratings" ADD CONSTRAINT "advocate_ratings_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advocate_ratings" ADD CONSTRAINT "advocate_ratings_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_ratings" ADD CONSTRAINT "service_ratings_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;