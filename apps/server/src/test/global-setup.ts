import type { TestProject } from 'vitest/node';
import { createTemplate, type TestTemplate } from './template.ts';

/**
 * The two server projects (`server`, and `server-kit` for the file that declares a family of its
 * own) share one template: the first set-up builds it, the last teardown removes it. Kept on
 * globalThis, as each project may load this file as a module of its own.
 */
const shared = globalThis as typeof globalThis & {
  erarioTemplate?: Promise<{ template: TestTemplate; remove(): Promise<void> }>;
  erarioTemplateUsers?: number;
};

/**
 * The server projects' set-up, once per run before any test file: migrates and seeds the template
 * each file's database is copied from (startTestApp), so no file pays for the migrations itself.
 */
export async function setup(project: TestProject): Promise<void> {
  shared.erarioTemplate ??= createTemplate(process.env.DATABASE_URL);
  shared.erarioTemplateUsers = (shared.erarioTemplateUsers ?? 0) + 1;
  project.provide('erarioTemplate', (await shared.erarioTemplate).template);
}

export async function teardown(): Promise<void> {
  shared.erarioTemplateUsers = (shared.erarioTemplateUsers ?? 1) - 1;
  if (shared.erarioTemplateUsers > 0 || !shared.erarioTemplate) return;
  const built = shared.erarioTemplate;
  shared.erarioTemplate = undefined;
  await (await built).remove();
}
