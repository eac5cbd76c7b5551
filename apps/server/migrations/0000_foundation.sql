CREATE TABLE "app_module" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"core" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_company" integer NOT NULL,
	"client_name" text NOT NULL,
	"address_client" text DEFAULT '' NOT NULL,
	"abbreviation_name" text NOT NULL,
	"code_fiscal_information" text NOT NULL,
	"queuing_system_applies" boolean DEFAULT false NOT NULL,
	"valid_overdraft" boolean DEFAULT false NOT NULL,
	CONSTRAINT "client_fiscal_code_uq" UNIQUE("code_fiscal_information")
);
--> statement-breakpoint
CREATE TABLE "client_module" (
	"id_client" integer NOT NULL,
	"module_code" text NOT NULL,
	CONSTRAINT "client_module_id_client_module_code_pk" PRIMARY KEY("id_client","module_code")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"rif" text NOT NULL,
	CONSTRAINT "company_rif_unique" UNIQUE("rif")
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"id_user" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "period" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "period_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_client" integer NOT NULL,
	"description" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"report_final_date" date,
	CONSTRAINT "period_client_description_uq" UNIQUE("id_client","description")
);
--> statement-breakpoint
CREATE TABLE "screen" (
	"code" text PRIMARY KEY NOT NULL,
	"module_code" text NOT NULL,
	"name" text NOT NULL,
	"route" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_client" (
	"id_user" integer NOT NULL,
	"id_client" integer NOT NULL,
	"is_cashier" boolean DEFAULT false NOT NULL,
	"is_supervisor_cashier" boolean DEFAULT false NOT NULL,
	"is_consultant" boolean DEFAULT false NOT NULL,
	"is_support" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_client_id_user_id_client_pk" PRIMARY KEY("id_user","id_client")
);
--> statement-breakpoint
CREATE TABLE "user_screen" (
	"id_user" integer NOT NULL,
	"id_client" integer NOT NULL,
	"screen_code" text NOT NULL,
	CONSTRAINT "user_screen_id_user_id_client_screen_code_pk" PRIMARY KEY("id_user","id_client","screen_code")
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"id_user" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id_client" integer,
	"id_user" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_id_company_company_id_fk" FOREIGN KEY ("id_company") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_module" ADD CONSTRAINT "client_module_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_module" ADD CONSTRAINT "client_module_module_code_app_module_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."app_module"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period" ADD CONSTRAINT "period_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screen" ADD CONSTRAINT "screen_module_code_app_module_code_fk" FOREIGN KEY ("module_code") REFERENCES "public"."app_module"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_client" ADD CONSTRAINT "user_client_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_client" ADD CONSTRAINT "user_client_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_screen" ADD CONSTRAINT "user_screen_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_screen" ADD CONSTRAINT "user_screen_id_client_client_id_fk" FOREIGN KEY ("id_client") REFERENCES "public"."client"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_screen" ADD CONSTRAINT "user_screen_screen_code_screen_code_fk" FOREIGN KEY ("screen_code") REFERENCES "public"."screen"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_id_user_app_user_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_company_idx" ON "client" USING btree ("id_company");--> statement-breakpoint
CREATE INDEX "notification_client_user_idx" ON "notification" USING btree ("id_client","id_user","created_at");--> statement-breakpoint
CREATE INDEX "period_client_idx" ON "period" USING btree ("id_client","start_date");--> statement-breakpoint
CREATE INDEX "screen_module_idx" ON "screen" USING btree ("module_code");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_uq" ON "app_user" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_token_uq" ON "password_reset" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_user_idx" ON "password_reset" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "user_client_client_idx" ON "user_client" USING btree ("id_client");--> statement-breakpoint
CREATE INDEX "user_screen_client_idx" ON "user_screen" USING btree ("id_client");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("id_user");--> statement-breakpoint
CREATE INDEX "audit_log_client_at_idx" ON "audit_log" USING btree ("id_client","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");