import type { TestProject } from 'vitest/node';
import { createTemplate } from './template.ts';

let remove: (() => Promise<void>) | undefined;

/**
 * The server project's set-up, once per run before any test file: migrates and seeds the template
 * each file's database is copied from (startTestApp), so no file pays for the migrations itself.
 */
export async function setup(project: TestProject): Promise<void> {
  const built = await createTemplate(process.env.DATABASE_URL);
  remove = built.remove;
  project.provide('erarioTemplate', built.template);
}

export async function teardown(): Promise<void> {
  await remove?.();
}
