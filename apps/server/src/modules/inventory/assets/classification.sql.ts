import { sql } from 'drizzle-orm';

/**
 * An asset's place in the classification as the BM forms print it (2-04-01), over an asset `a` joined
 * with `CLASSIFIED`: its group `g`, subgroup `sg` and section `s` (a subgroup without sections: 2-05).
 */
export const CLASSIFICATION = sql`g.code || '-' || sg.code || coalesce('-' || s.code, '')`;

/** The joins `CLASSIFICATION` reads, from an asset `a`. */
export const CLASSIFIED = sql`
  join asset_subgroup sg on sg.id = a.id_subgroup
  join asset_group g on g.id = sg.id_group
  left join asset_section s on s.id = a.id_section`;
