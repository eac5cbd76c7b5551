import { defineResource, f } from '../resource.ts';

/**
 * The institution's departments (spec: departments by client): where its staff work and, through
 * the inventory's work units, where its movable assets are kept. Payroll's master; the inventory's
 * work units pick from it.
 */
export const departmentResource = defineResource({
  name: 'department',
  table: 'department',
  service: 'hr',
  path: 'department',
  screen: 'NOM-DEP-01',
  scope: { kind: 'client' },
  labels: { singular: 'departamento', plural: 'departamentos' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un departamento con ese código en esta institución' }],
});
