import { defineResource, f } from '../resources/resource.ts';

/**
 * The institution's departments (spec: departments by client): where its staff work and, through
 * the inventory's work units, where its movable assets are kept. Payroll's master; the inventory's
 * work units pick from it. Its budget category is where its staff's pay is imputed: a run finds, in
 * its period, the account of that category and each concept's partida.
 */
export const departmentResource = defineResource({
  name: 'department',
  table: 'department',
  service: 'hr',
  path: 'department',
  screen: 'NOM-DEP-01',
  // Without payroll, the asset office keeps the departments its work units live in.
  stewardScreens: ['INV-DEP-01'],
  scope: { kind: 'client' },
  labels: { singular: 'departamento', plural: 'departamentos' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.text('budgetCategory', 'Categoría presupuestaria', {
      max: 20,
      list: false,
      pattern: {
        regex: /^\d{2}(\.\d{2}){6}$/,
        message: 'La categoría son los 7 niveles de la estructura: 01.02.00.00.00.51.00',
      },
      example: '01.02.00.00.00.51.00',
      help: 'Donde se imputa la nómina de su personal: sector, programa… hasta la obra',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un departamento con ese código en esta institución' }],
});
