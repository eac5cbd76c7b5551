-- A budget document type's id is its spec code (1, 2, 3, 4, 7, 8, 9, 10, 11, 12), so `idDocumentType`
-- means the same in every request, answer and report: sending 8 is an Orden de Compromiso. Rows that
-- point at a type move to its code; negative values first, so no row ever meets another's old value.
ALTER TABLE "document_type" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "document_number" DROP CONSTRAINT "document_number_id_document_type_document_type_id_fk";--> statement-breakpoint
ALTER TABLE "budget_document" DROP CONSTRAINT "budget_document_id_document_type_document_type_id_fk";--> statement-breakpoint
UPDATE "document_number" n SET "id_document_type" = -t."code" FROM "document_type" t WHERE t."id" = n."id_document_type";--> statement-breakpoint
UPDATE "document_number" SET "id_document_type" = -"id_document_type";--> statement-breakpoint
UPDATE "budget_document" d SET "id_document_type" = -t."code" FROM "document_type" t WHERE t."id" = d."id_document_type";--> statement-breakpoint
UPDATE "budget_document" SET "id_document_type" = -"id_document_type";--> statement-breakpoint
UPDATE "document_type" SET "id" = -"code";--> statement-breakpoint
UPDATE "document_type" SET "id" = -"id";--> statement-breakpoint
ALTER TABLE "document_number" ADD CONSTRAINT "document_number_id_document_type_document_type_id_fk" FOREIGN KEY ("id_document_type") REFERENCES "public"."document_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_document" ADD CONSTRAINT "budget_document_id_document_type_document_type_id_fk" FOREIGN KEY ("id_document_type") REFERENCES "public"."document_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION document_type_id_is_code() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A repeated code is the code's own uniqueness error (with its message), not the primary key's.
  IF EXISTS (SELECT 1 FROM document_type WHERE code = NEW.code) THEN
    RAISE EXCEPTION 'duplicate document type code %', NEW.code
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'document_type_code_uq';
  END IF;
  NEW.id := NEW.code;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER document_type_id_is_code BEFORE INSERT ON "document_type" FOR EACH ROW EXECUTE FUNCTION document_type_id_is_code();--> statement-breakpoint
ALTER TABLE "document_type" ADD CONSTRAINT "document_type_id_is_code" CHECK ("id" = "code" AND "code" > 0);
