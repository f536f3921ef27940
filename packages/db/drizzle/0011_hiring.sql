CREATE TABLE "hiring_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hiring_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hiring_processes" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"talent_id" integer NOT NULL,
	"state" text NOT NULL,
	"stage_id" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"schedule_id" integer,
	"offer_id" integer,
	"closed_reason_id" integer,
	"closed_notes" text,
	"payslip_key" text,
	"payslip_name" text,
	"payslip_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hiring_processes_stage_range" CHECK ("hiring_processes"."stage_id" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "interview_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interview_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"time_1" timestamp with time zone,
	"time_2" timestamp with time zone,
	"time_3" timestamp with time zone,
	"time_4" timestamp with time zone,
	"interview_date" timestamp with time zone,
	"invitation_type" text DEFAULT 'online' NOT NULL,
	"location" text,
	"url" text,
	"notes" text,
	"pic" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_negotiations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offer_negotiations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"by" text NOT NULL,
	"status" smallint,
	"salary" bigint NOT NULL,
	"nett_gross" text NOT NULL,
	"perks_and_benefits" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_negotiations_salary_positive" CHECK ("offer_negotiations"."salary" > 0)
);
--> statement-breakpoint
CREATE TABLE "talent_advocates" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hiring_events" ADD CONSTRAINT "hiring_events_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_processes" ADD CONSTRAINT "hiring_processes_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_processes" ADD CONSTRAINT "hiring_processes_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hiring_processes" ADD CONSTRAINT "hiring_processes_closed_reason_id_rejection_reasons_id_fk" FOREIGN KEY ("closed_reason_id") REFERENCES "public"."rejection_reasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_schedules" ADD CONSTRAINT "interview_schedules_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_negotiations" ADD CONSTRAINT "offer_negotiations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_advocates" ADD CONSTRAINT "talent_advocates_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_advocates" ADD CONSTRAINT "talent_advocates_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hiring_events_application_version_unique" ON "hiring_events" USING btree ("application_id","version");--> statement-breakpoint
CREATE INDEX "hiring_processes_talent_stage_idx" ON "hiring_processes" USING btree ("talent_id","stage_id","updated_at" desc);--> statement-breakpoint
CREATE INDEX "hiring_processes_talent_updated_idx" ON "hiring_processes" USING btree ("talent_id","updated_at" desc);--> statement-breakpoint
CREATE INDEX "interview_schedules_application_idx" ON "interview_schedules" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "offer_negotiations_application_idx" ON "offer_negotiations" USING btree ("application_id","id");