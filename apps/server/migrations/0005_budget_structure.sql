CREATE TABLE "budget_level1" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_level1_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_period" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_level2" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_level2_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_level1" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_level3" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_level3_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_level2" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_level4" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_level4_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_level3" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_level5" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_level5_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_level4" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_level6" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_level6_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_level5" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_level7" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_level7_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_level6" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("code"::text, '') || ' ' || coalesce("name"::text, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "budget_specific" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_specific_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_level7" integer NOT NULL,
	"account_code" text NOT NULL,
	"description" text NOT NULL,
	"initial_amount" numeric(18, 2) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"search_text" text GENERATED ALWAYS AS (erario_ext.search_text(coalesce("account_code"::text, '') || ' ' || coalesce("description"::text, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "budget_level1" ADD CONSTRAINT "budget_level1_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level1" ADD CONSTRAINT "budget_level1_id_period_period_id_fk" FOREIGN KEY ("id_period") REFERENCES "public"."period"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level2" ADD CONSTRAINT "budget_level2_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level2" ADD CONSTRAINT "budget_level2_id_level1_budget_level1_id_fk" FOREIGN KEY ("id_level1") REFERENCES "public"."budget_level1"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level3" ADD CONSTRAINT "budget_level3_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level3" ADD CONSTRAINT "budget_level3_id_level2_budget_level2_id_fk" FOREIGN KEY ("id_level2") REFERENCES "public"."budget_level2"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level4" ADD CONSTRAINT "budget_level4_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level4" ADD CONSTRAINT "budget_level4_id_level3_budget_level3_id_fk" FOREIGN KEY ("id_level3") REFERENCES "public"."budget_level3"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level5" ADD CONSTRAINT "budget_level5_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level5" ADD CONSTRAINT "budget_level5_id_level4_budget_level4_id_fk" FOREIGN KEY ("id_level4") REFERENCES "public"."budget_level4"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level6" ADD CONSTRAINT "budget_level6_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level6" ADD CONSTRAINT "budget_level6_id_level5_budget_level5_id_fk" FOREIGN KEY ("id_level5") REFERENCES "public"."budget_level5"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level7" ADD CONSTRAINT "budget_level7_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_level7" ADD CONSTRAINT "budget_level7_id_level6_budget_level6_id_fk" FOREIGN KEY ("id_level6") REFERENCES "public"."budget_level6"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_specific" ADD CONSTRAINT "budget_specific_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_specific" ADD CONSTRAINT "budget_specific_id_level7_budget_level7_id_fk" FOREIGN KEY ("id_level7") REFERENCES "public"."budget_level7"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budget_level1_client_idx" ON "budget_level1" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_level1_id_period_idx" ON "budget_level1" USING btree ("id_period");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_level1_id_period_code_uq" ON "budget_level1" USING btree ("id_client","id_period","code");--> statement-breakpoint
CREATE INDEX "budget_level1_search_idx" ON "budget_level1" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_level2_client_idx" ON "budget_level2" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_level2_id_level1_idx" ON "budget_level2" USING btree ("id_level1");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_level2_id_level1_code_uq" ON "budget_level2" USING btree ("id_client","id_level1","code");--> statement-breakpoint
CREATE INDEX "budget_level2_search_idx" ON "budget_level2" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_level3_client_idx" ON "budget_level3" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_level3_id_level2_idx" ON "budget_level3" USING btree ("id_level2");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_level3_id_level2_code_uq" ON "budget_level3" USING btree ("id_client","id_level2","code");--> statement-breakpoint
CREATE INDEX "budget_level3_search_idx" ON "budget_level3" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_level4_client_idx" ON "budget_level4" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_level4_id_level3_idx" ON "budget_level4" USING btree ("id_level3");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_level4_id_level3_code_uq" ON "budget_level4" USING btree ("id_client","id_level3","code");--> statement-breakpoint
CREATE INDEX "budget_level4_search_idx" ON "budget_level4" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_level5_client_idx" ON "budget_level5" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_level5_id_level4_idx" ON "budget_level5" USING btree ("id_level4");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_level5_id_level4_code_uq" ON "budget_level5" USING btree ("id_client","id_level4","code");--> statement-breakpoint
CREATE INDEX "budget_level5_search_idx" ON "budget_level5" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_level6_client_idx" ON "budget_level6" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_level6_id_level5_idx" ON "budget_level6" USING btree ("id_level5");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_level6_id_level5_code_uq" ON "budget_level6" USING btree ("id_client","id_level5","code");--> statement-breakpoint
CREATE INDEX "budget_level6_search_idx" ON "budget_level6" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_level7_client_idx" ON "budget_level7" USING btree ("id_client","code");--> statement-breakpoint
CREATE INDEX "budget_level7_id_level6_idx" ON "budget_level7" USING btree ("id_level6");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_level7_id_level6_code_uq" ON "budget_level7" USING btree ("id_client","id_level6","code");--> statement-breakpoint
CREATE INDEX "budget_level7_search_idx" ON "budget_level7" USING gin ("search_text" erario_ext.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "budget_specific_client_idx" ON "budget_specific" USING btree ("id_client","account_code");--> statement-breakpoint
CREATE INDEX "budget_specific_id_level7_idx" ON "budget_specific" USING btree ("id_level7");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_specific_id_level7_account_code_uq" ON "budget_specific" USING btree ("id_client","id_level7","account_code");--> statement-breakpoint
CREATE INDEX "budget_specific_search_idx" ON "budget_specific" USING gin ("search_text" erario_ext.gin_trgm_ops);