import { defineResource, f } from '../resources/resource.ts';

/**
 * The concepts of incorporation and disincorporation of the BM forms (Publicación N.º 21): what a
 * movement does follows from its code, never from an editable field. Codes below 50 incorporate an
 * asset into the inventory, 50 and above take it out; 02 and 51 are the two halves of a transfer
 * between work units, and 60 is the missing asset that BM-3 lists.
 */
export const MOVEMENT_TYPES: readonly (readonly [code: string, name: string])[] = [
  ['01', 'Inventario inicial'],
  ['02', 'Incorporación por traspaso'],
  ['03', 'Compras'],
  ['04', 'Construcción de inmuebles'],
  ['05', 'Adiciones y mejoras'],
  ['06', 'Producción de elementos'],
  ['07', 'Suministro de bienes de otras entidades'],
  ['08', 'Devolución de bienes suministrados a contratistas'],
  ['09', 'Nacimiento de semovientes'],
  ['10', 'Reconstrucción de equipos'],
  ['11', 'Incorporación por donación'],
  ['12', 'Incorporación por permuta'],
  ['13', 'Adscripción de bienes'],
  ['14', 'Omisión en inventario'],
  ['16', 'Cambio de subgrupo'],
  ['17', 'Corrección de desincorporaciones'],
  ['18', 'Otros conceptos de incorporación'],
  ['19', 'Bienes procedentes de almacén'],
  ['51', 'Desincorporación por traspaso'],
  ['52', 'Ventas'],
  ['53', 'Suministro de bienes a contratistas'],
  ['54', 'Suministro de bienes a otras entidades'],
  ['55', 'Desarme'],
  ['56', 'Inservibilidad'],
  ['57', 'Deterioro'],
  ['58', 'Demolición'],
  ['59', 'Muerte de semovientes'],
  ['60', 'Faltantes por investigar'],
  ['61', 'Desincorporación por permuta'],
  ['62', 'Desincorporación por donación'],
  ['63', 'Adscripción de bienes a otras entidades'],
  ['65', 'Cambio de subgrupo'],
  ['66', 'Corrección de incorporaciones'],
  ['67', 'Otros conceptos de desincorporación'],
];

/** The codes the inventory's own rules name. */
export const MOVEMENT_CODES = {
  initial: '01',
  transferIn: '02',
  purchase: '03',
  /** Corrección de desincorporaciones: an annulled disincorporation's value back in. */
  correctsDisincorporation: '17',
  transferOut: '51',
  missing: '60',
  /** Corrección de incorporaciones: an annulled incorporation's value back out. */
  correctsIncorporation: '66',
} as const;

export type MovementDirection = 'in' | 'out';

/** Whether a concept's code incorporates (below 50) or disincorporates (50 and above). */
export function movementDirection(code: string): MovementDirection {
  return Number(code) < 50 ? 'in' : 'out';
}

export const movementTypeResource = defineResource({
  name: 'movementType',
  table: 'asset_movement_type',
  service: 'inventory',
  path: 'movementType',
  screen: 'INV-TMO-01',
  scope: { kind: 'global' },
  labels: { singular: 'tipo de movimiento', plural: 'tipos de movimiento' },
  display: 'name',
  defaultSort: { field: 'code', dir: 'asc' },
  fields: [
    f.text('code', 'Código', {
      required: true,
      max: 2,
      search: true,
      immutable: true,
      pattern: {
        regex: /^\d{2}$/,
        message: 'El código son dos dígitos: de 01 a 49 incorpora, de 50 a 99 desincorpora',
      },
      example: '20',
    }),
    f.text('name', 'Concepto', { required: true, max: 120, search: true }),
  ],
  computed: [
    {
      name: 'direction',
      label: 'Movimiento',
      kind: 'text',
      sql: `case when t.code < '50' then 'Incorporación' else 'Desincorporación' end`,
    },
  ],
  uniques: [{ fields: ['code'], message: 'Ya existe un tipo de movimiento con ese código' }],
});
