import { defineResource, f } from '../resources/resource.ts';

/** A Venezuelan identity card number as the forms print it. */
export const CEDULA = { regex: /^[VE]-\d{5,9}$/, message: 'La cédula tiene la forma V-12345678' };

/**
 * A work unit (spec: Entidades de Trabajo por Departamentos): the place within a department where
 * assets are kept and used, with the person answerable for them (responsable patrimonial de uso),
 * whose name BM-1 prints. Every asset is in exactly one work unit; transfers move it between them.
 */
export const workUnitResource = defineResource({
  name: 'workUnit',
  table: 'work_unit',
  service: 'inventory',
  path: 'workUnit',
  screen: 'INV-ENT-01',
  scope: { kind: 'client' },
  labels: { singular: 'unidad de trabajo', plural: 'unidades de trabajo', feminine: true },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.ref('idDepartment', 'Departamento', { resource: 'department', display: 'name' }, { required: true }),
    f.text('location', 'Ubicación', { max: 200, list: false, help: 'Edificio, piso, oficina' }),
    f.text('responsibleName', 'Responsable', { max: 120, search: true }),
    f.text('responsibleId', 'Cédula del responsable', {
      max: 12,
      list: false,
      pattern: CEDULA,
      example: 'V-12345678',
    }),
    f.boolean('active', 'Activa', { initial: true }),
  ],
  uniques: [
    { fields: ['code'], message: 'Ya existe una unidad de trabajo con ese código en esta institución' },
  ],
});
