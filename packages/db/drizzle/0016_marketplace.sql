CREATE TABLE "talent_marketplace" (
	"talent_id" integer PRIMARY KEY NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"next_period_at" timestamp with time zone,
	"active_until" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "talent_marketplace" ADD CONSTRAINT "talent_marketplace_talent_id_users_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;