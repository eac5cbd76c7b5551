import type { PageQuery } from '@erario/contracts';

/** `%text%` for ILIKE, with the user's own wildcards taken literally. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pageWindow(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.size, offset: query.page * query.size };
}
