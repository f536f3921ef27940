CREATE TABLE "coworker_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coworker_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"invited_by_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "coworker_invitations_role_known" CHECK ("coworker_invitations"."role" in ('admin', 'recruiter', 'interviewer')),
	CONSTRAINT "coworker_invitations_email_lower_case" CHECK ("coworker_invitations"."email" = lower("coworker_invitations"."email"))
);
--> statement-breakpoint
ALTER TABLE "coworker_invitations" ADD CONSTRAINT "coworker_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coworker_invitations" ADD CONSTRAINT "coworker_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coworker_invitations_token_hash_unique" ON "coworker_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "coworker_invitations_company_idx" ON "coworker_invitations" USING btree ("company_id");