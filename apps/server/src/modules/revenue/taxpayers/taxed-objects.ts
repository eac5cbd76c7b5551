import { type SQL, sql } from 'drizzle-orm';

/**
 * Every taxed object — vehicles, patentes and properties — as one set: its kind (TAXED_OBJECT_KINDS),
 * id, client and taxpayer; its label (as the taxpayer's view, the cash box and a solvency name it) and
 * its brief label (the kind and the plate, licence or cadastral code alone, as a receipt names it);
 * since and until when it is taxed (a patente until it ends; null: as the concept); and whether it is
 * active. The only place that says how a taxed object is labelled.
 */
const TAXED_OBJECTS = sql`
  select 'vehicle'::text as kind, id, id_client, id_taxpayer, 'Vehículo ' || plate as label,
         'Vehículo ' || plate as brief, registered_on as since, null::date as until, active
    from vehicle
  union all
  select 'patent', id, id_client, id_taxpayer, 'Patente ' || licence_number || ' · ' || activity,
         'Patente ' || licence_number, start_date, end_date, active
    from patent
  union all
  select 'cadastre', id, id_client, id_taxpayer, 'Inmueble ' || cadastral_code || ' · ' || address,
         'Inmueble ' || cadastral_code, registered_on, null, active
    from cadastre`;

/** Every taxed object of an institution, active or not, with the columns of TAXED_OBJECTS. */
export const taxedObjectsOfClient = (idClient: number): SQL => sql`
  select * from (${TAXED_OBJECTS}) o where o.id_client = ${idClient}`;

/**
 * A taxpayer's taxed objects, active or not, with the columns of TAXED_OBJECTS, to read as
 * `from (${taxedObjectsOf(…)}) o`.
 */
export const taxedObjectsOf = (idClient: number, idTaxpayer: number): SQL => sql`
  select * from (${TAXED_OBJECTS}) o where o.id_client = ${idClient} and o.id_taxpayer = ${idTaxpayer}`;

/**
 * The label of the taxed object a row names by its taxed_object_kind and id_taxed_object (`alias`: a
 * receipt's, a solvency's), as a scalar SQL expression; null when it names none. `brief` leaves out a
 * patente's activity and a property's address.
 */
export const taxedObjectLabel = (alias: string, form: 'label' | 'brief' = 'label'): SQL => sql`(
  select o.${sql.identifier(form)} from (${TAXED_OBJECTS}) o
   where o.kind = ${sql.identifier(alias)}.taxed_object_kind and o.id = ${sql.identifier(alias)}.id_taxed_object)`;
