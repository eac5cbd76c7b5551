import { defineResource, f } from '../resources/resource.ts';

/**
 * The classification of public assets of the Contraloría General de la República (Publicación N.º 21):
 * group (1 inmuebles, 2 muebles), subgroup and section, printed on every BM form. One classification
 * for every institution: shared masters, written by the SA only, seeded with the standard at every
 * start. Codes never change once given: a changed code would silently reclassify every asset under it.
 */
export const groupResource = defineResource({
  name: 'group',
  table: 'asset_group',
  service: 'inventory',
  path: 'group',
  screen: 'INV-GRU-01',
  scope: { kind: 'global' },
  labels: { singular: 'grupo', plural: 'grupos' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 2,
      search: true,
      immutable: true,
      pattern: {
        regex: /^\d{1,2}$/,
        message: 'El código del grupo es un número de uno o dos dígitos: 1 inmuebles, 2 muebles',
      },
      example: '30',
    }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un grupo con ese código' }],
});

export const subgroupResource = defineResource({
  name: 'subgroup',
  table: 'asset_subgroup',
  service: 'inventory',
  path: 'subgroup',
  screen: 'INV-SGR-01',
  scope: { kind: 'parent', resource: 'group', field: 'idGroup', path: 'findByIdGroup' },
  labels: { singular: 'subgrupo', plural: 'subgrupos' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.ref('idGroup', 'Grupo', { resource: 'group', display: 'name' }, { required: true, immutable: true }),
    f.text('code', 'Código', {
      required: true,
      max: 2,
      search: true,
      immutable: true,
      pattern: { regex: /^\d{2}$/, message: 'El código del subgrupo son dos dígitos, por ejemplo 04' },
      example: '14',
    }),
    f.text('name', 'Nombre', { required: true, max: 160, search: true }),
    f.integer('usefulLife', 'Vida útil (años)', {
      help: 'Para la depreciación en línea recta; sin ella, los bienes del subgrupo no se deprecian',
    }),
  ],
  rules: [
    {
      field: 'usefulLife',
      message: 'La vida útil va de 1 a 100 años',
      test: (row) =>
        row.usefulLife === undefined ||
        row.usefulLife === null ||
        row.usefulLife === '' ||
        (Number.isInteger(Number(row.usefulLife)) &&
          Number(row.usefulLife) >= 1 &&
          Number(row.usefulLife) <= 100),
    },
  ],
  uniques: [{ fields: ['idGroup', 'code'], message: 'Ese grupo ya tiene un subgrupo con ese código' }],
});

export const sectionResource = defineResource({
  name: 'section',
  table: 'asset_section',
  service: 'inventory',
  path: 'section',
  screen: 'INV-SEC-01',
  scope: { kind: 'parent', resource: 'subgroup', field: 'idSubgroup', path: 'findByIdSubgroup' },
  labels: { singular: 'sección', plural: 'secciones', feminine: true },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.ref(
      'idSubgroup',
      'Subgrupo',
      { resource: 'subgroup', display: 'name' },
      { required: true, immutable: true },
    ),
    f.text('code', 'Código', {
      required: true,
      max: 2,
      search: true,
      immutable: true,
      pattern: { regex: /^\d{2}$/, message: 'El código de la sección son dos dígitos, por ejemplo 01' },
      example: '09',
    }),
    f.text('name', 'Nombre', { required: true, max: 160, search: true }),
  ],
  uniques: [{ fields: ['idSubgroup', 'code'], message: 'Ese subgrupo ya tiene una sección con ese código' }],
});
