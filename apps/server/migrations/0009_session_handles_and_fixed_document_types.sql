CREATE UNIQUE INDEX "user_session_token_uq" ON "user_session" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "document_type" DROP COLUMN "committed";--> statement-breakpoint
ALTER TABLE "document_type" DROP COLUMN "caused";--> statement-breakpoint
ALTER TABLE "document_type" DROP COLUMN "paid";--> statement-breakpoint
ALTER TABLE "document_type" DROP COLUMN "budgetary";