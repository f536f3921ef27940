-- Generated, then the column is added empty and filled first: certificates already issued name
-- their test through their attempt. Of several for one talent and test, the best score is kept
-- (the earliest of equal scores), as a better pass would have replaced the others.
ALTER TABLE "certificates" ADD COLUMN "test_id" integer;--> statement-breakpoint
UPDATE "certificates" c SET "test_id" = a."test_id" FROM "test_attempts" a WHERE a."id" = c."attempt_id";--> statement-breakpoint
DELETE FROM "certificates" c USING (
  SELECT c2."id", row_number() OVER (
    PARTITION BY c2."talent_id", c2."test_id" ORDER BY a."correct_count" DESC, c2."issued_at", c2."id"
  ) AS "rank"
  FROM "certificates" c2 JOIN "test_attempts" a ON a."id" = c2."attempt_id"
) ranked WHERE ranked."id" = c."id" AND ranked."rank" > 1;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "test_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_talent_test_unique" ON "certificates" USING btree ("talent_id","test_id");
