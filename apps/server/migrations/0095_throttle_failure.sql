CREATE TABLE "throttle_failure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "throttle_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_failure_key_idx" ON "throttle_failure" USING btree ("key","at");--> statement-breakpoint
CREATE INDEX "throttle_failure_at_idx" ON "throttle_failure" USING btree ("at");