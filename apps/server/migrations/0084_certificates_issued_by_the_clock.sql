ALTER TABLE "employment_certificate" ALTER COLUMN "issued_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "worker_arc" ALTER COLUMN "issued_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "islr_certificate" ALTER COLUMN "issued_at" DROP DEFAULT;