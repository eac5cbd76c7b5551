import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../clock.ts';
import { defineResource, f } from '../resources/resource.ts';
import { RIF_PATTERN } from './company.resource.ts';

/**
 * The institutions (tenants). Managed by the system administrator only; which modules each one has
 * is edited beside the list (`/api/user/client/modules/{id}`).
 */
export const clientResource = defineResource({
  name: 'client',
  table: 'client',
  service: 'user',
  path: 'client',
  screen: 'CFG-CLI-01',
  roles: ['SA'],
  scope: { kind: 'global' },
  labels: { singular: 'institución', plural: 'instituciones', feminine: true },
  display: 'clientName',
  idName: 'idClient',
  fields: [
    f.text('clientName', 'Nombre', { required: true, max: 150, search: true }),
    f.text('abbreviationName', 'Abreviatura', { required: true, max: 20, search: true }),
    f.text('codeFiscalInformation', 'RIF', {
      required: true,
      max: 12,
      search: true,
      pattern: RIF_PATTERN,
      example: 'G-20000003-3',
    }),
    f.text('addressClient', 'Dirección', { required: true, max: 250, list: false }),
    f.ref('idCompany', 'Compañía', { resource: 'company', display: 'name' }, { required: true }),
    // Its own clock: every date and time of the institution is on this zone's wall clock (one clock).
    f.enum('timeZone', 'Zona horaria', TIME_ZONES, {
      initial: DEFAULT_TIME_ZONE,
      list: false,
      help: 'Las fechas y horas de la institución: el día de caja, la fecha de cada documento, lo impreso',
    }),
    f.boolean('queuingSystemApplies', 'Usa la cola de turnos'),
    f.boolean('validOverdraft', 'Permite sobregiro con advertencia'),
    // Who must sign in with a second factor here, besides the SA (ASVS 2.8): those who can move money.
    f.boolean('mfaAdmins', 'Exige verificación en dos pasos a sus administradores', { list: false }),
    f.boolean('mfaCashiers', 'Exige verificación en dos pasos a cajeros y supervisores de caja', {
      list: false,
    }),
  ],
  uniques: [{ fields: ['codeFiscalInformation'], message: 'Ya existe una institución con ese RIF' }],
  // Business data keeps an institution from being deleted (the database refuses anything not listed);
  // its memberships, permissions and modules go with it.
  referencedBy: [
    { table: 'period', column: 'id_client', label: 'períodos' },
    { table: 'bank', column: 'id_client', label: 'bancos' },
    { table: 'general_parameter', column: 'id_client', label: 'parámetros generales' },
  ],
});
