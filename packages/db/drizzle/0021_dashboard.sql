CREATE TABLE "talent_milestones" (
	"talent_id" integer NOT NULL,
	"milestone_id" smallint NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "talent_milestones_talent_id_milestone_id_pk" PRIMARY KEY("talent_id","milestone_id"),
	CONSTRAINT "talent_milestones_known" CHECK ("talent_milestones"."milestone_id" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "talent_tours" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"done_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_milestones" ADD CONSTRAINT "talent_milestones_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_tours" ADD CONSTRAINT "talent_tours_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;