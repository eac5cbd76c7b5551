import { formatDate, formatMoney } from '@erario/contracts';
import { type SQL, sql } from 'drizzle-orm';

/**
 * What a periodic concept charges one taxed object for the period that starts on `starts`, when the
 * concept is not charged by its own tariff: a lateral row of `units` (TCMMV), `class_name` and
 * `tariff_from` (the day the tariff in force took effect), all null when there is no tariff for it.
 * Vehicle tax (`vehicleClass`): the tariff of the vehicle's class (use and type) in force on the
 * period's first day. The one place that says how a basis is charged: what is owed and the receipt's
 * check both read it.
 */
export const classCharge = (idClient: number, basis: SQL, kind: SQL, idObject: SQL, starts: SQL): SQL => sql`
  select t.units::text as units, u.description || ' · ' || y.description as class_name,
         to_char(t.valid_from, 'YYYY-MM-DD') as tariff_from
    from vehicle v
    join vehicle_use u on u.id = v.id_vehicle_use
    join vehicle_type y on y.id = v.id_vehicle_type
    left join lateral (select x.units, x.valid_from from vehicle_tariff x
                        where x.id_client = ${idClient} and x.id_vehicle_use = v.id_vehicle_use
                          and x.id_vehicle_type = v.id_vehicle_type and x.valid_from <= ${starts}
                        order by x.valid_from desc limit 1) t on true
   where ${basis} = 'vehicleClass' and ${kind} = 'vehicle' and v.id = ${idObject} and v.id_client = ${idClient}`;

/** A class charge as a line explains it: «Clase Particular · Automóvil: 2,50 TCMMV por período (tarifa desde 01/01/2026)». */
export function classBasis(charge: { units: string; className: string; tariffFrom: string }): string {
  return `Clase ${charge.className}: ${formatMoney(charge.units)} TCMMV por período (tarifa desde ${formatDate(charge.tariffFrom)})`;
}
