CREATE TABLE "salary_aggregates" (
	"position_function_id" integer NOT NULL,
	"years_category_id" integer NOT NULL,
	"observations" integer NOT NULL,
	"total" bigint NOT NULL,
	"mean" double precision NOT NULL,
	"p10" double precision NOT NULL,
	"p90" double precision NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salary_aggregates_position_function_id_years_category_id_pk" PRIMARY KEY("position_function_id","years_category_id")
);
--> statement-breakpoint
CREATE TABLE "salary_observations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "salary_observations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"position_function_id" integer NOT NULL,
	"years_category_id" integer NOT NULL,
	"city_id" integer,
	"amount" bigint NOT NULL,
	"skill_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"source" text NOT NULL,
	"talent_id" integer,
	"observed_on" date DEFAULT now() NOT NULL,
	CONSTRAINT "salary_observations_amount_positive" CHECK ("salary_observations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "salary_skill_counts" (
	"position_function_id" integer NOT NULL,
	"skill_set_id" integer NOT NULL,
	"observations" integer NOT NULL,
	CONSTRAINT "salary_skill_counts_position_function_id_skill_set_id_pk" PRIMARY KEY("position_function_id","skill_set_id")
);
--> statement-breakpoint
ALTER TABLE "salary_aggregates" ADD CONSTRAINT "salary_aggregates_position_function_id_position_functions_id_fk" FOREIGN KEY ("position_function_id") REFERENCES "public"."position_functions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_aggregates" ADD CONSTRAINT "salary_aggregates_years_category_id_years_categories_id_fk" FOREIGN KEY ("years_category_id") REFERENCES "public"."years_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_observations" ADD CONSTRAINT "salary_observations_position_function_id_position_functions_id_fk" FOREIGN KEY ("position_function_id") REFERENCES "public"."position_functions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_observations" ADD CONSTRAINT "salary_observations_years_category_id_years_categories_id_fk" FOREIGN KEY ("years_category_id") REFERENCES "public"."years_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_observations" ADD CONSTRAINT "salary_observations_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_observations" ADD CONSTRAINT "salary_observations_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_skill_counts" ADD CONSTRAINT "salary_skill_counts_position_function_id_position_functions_id_fk" FOREIGN KEY ("position_function_id") REFERENCES "public"."position_functions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salary_skill_counts" ADD CONSTRAINT "salary_skill_counts_skill_set_id_skill_sets_id_fk" FOREIGN KEY ("skill_set_id") REFERENCES "public"."skill_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "salary_aggregates_years_mean_idx" ON "salary_aggregates" USING btree ("years_category_id","mean");--> statement-breakpoint
CREATE INDEX "salary_observations_key_amount_idx" ON "salary_observations" USING btree ("position_function_id","years_category_id","amount");--> statement-breakpoint
CREATE INDEX "salary_observations_talent_idx" ON "salary_observations" USING btree ("talent_id");--> statement-breakpoint
CREATE INDEX "salary_skill_counts_rank_idx" ON "salary_skill_counts" USING btree ("position_function_id","observations");