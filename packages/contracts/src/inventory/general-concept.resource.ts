import { defineResource, f } from '../resources/resource.ts';

/**
 * What an asset is (spec: general concepts; the screen «Conceptos y detalles»): the institution's
 * catalogue of kinds of asset (escritorio, silla giratoria, computador portátil), each in its place of
 * the classification and with the details an asset of that kind records beyond description, serial,
 * brand and model (a computer's processor and memory, a vehicle's plate). An asset registered under a
 * concept takes its classification from it.
 */
export const generalConceptResource = defineResource({
  name: 'generalConcept',
  table: 'asset_concept',
  service: 'inventory',
  path: 'generalConcepts',
  screen: 'INV-CON-01',
  scope: { kind: 'client' },
  labels: { singular: 'concepto', plural: 'conceptos' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', { required: true, max: 10, search: true }),
    f.text('name', 'Nombre', { required: true, max: 120, search: true }),
    f.ref('idSubgroup', 'Subgrupo', { resource: 'subgroup', display: 'name' }, { required: true }),
    f.ref(
      'idSection',
      'Sección',
      { resource: 'section', display: 'name' },
      { help: 'Si el subgrupo tiene secciones, la que corresponde; debe ser del subgrupo elegido' },
    ),
    f.text('details', 'Detalles que se registran', {
      max: 300,
      list: false,
      help: 'Separados por comas: Procesador, Memoria, Disco. Cada bien de este concepto los pide.',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un concepto con ese código en esta institución' }],
});

/** The details a concept asks for, as the asset's form shows them: trimmed, blanks and repeats dropped. */
export function conceptDetails(details: string | null | undefined): string[] {
  const seen = new Set<string>();
  for (const part of (details ?? '').split(',')) {
    const name = part.trim();
    if (name && ![...seen].some((s) => s.toLowerCase() === name.toLowerCase())) seen.add(name);
  }
  return [...seen];
}
