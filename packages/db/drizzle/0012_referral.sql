CREATE TABLE "referrals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "referrals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invited_by_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referrals_email_lower_case" CHECK ("referrals"."email" = lower("referrals"."email"))
);
--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_inviter_email_unique" ON "referrals" USING btree ("invited_by_id","email");--> statement-breakpoint
CREATE INDEX "referrals_inviter_newest_idx" ON "referrals" USING btree ("invited_by_id","id" DESC NULLS LAST);