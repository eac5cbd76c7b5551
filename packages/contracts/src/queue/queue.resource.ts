import { PRIORITY_STEP_MINUTES, QUEUE_PRIORITIES } from '../queue/queue.ts';
import { defineResource, f } from '../resources/resource.ts';
import { underCollectionPoint } from '../revenue/collection-point.resource.ts';

/**
 * What a collection point attends by turns (Caja, Catastro, Licencias): its tickets are numbered by
 * day with its prefix (C-001), and its priority puts them ahead in the line by
 * `PRIORITY_STEP_MINUTES` a level, never ahead of whoever has waited longer than that.
 */
export const queueServiceResource = defineResource({
  name: 'queueService',
  table: 'queue_service',
  service: 'queue',
  path: 'service',
  screen: 'TUR-CFG-01',
  scope: underCollectionPoint.scope,
  labels: { singular: 'servicio', plural: 'servicios' },
  display: 'name',
  defaultSort: { field: 'prefix', dir: 'asc' },
  fields: [
    underCollectionPoint.field(),
    f.text('prefix', 'Prefijo', {
      required: true,
      max: 3,
      search: true,
      pattern: { regex: /^[A-Z]{1,3}$/, message: 'De una a tres letras mayúsculas, sin acentos' },
      example: 'C',
      help: 'Encabeza el número del turno: C-001',
    }),
    f.text('name', 'Nombre', { required: true, max: 80, search: true }),
    f.enum('priority', 'Prioridad', QUEUE_PRIORITIES, {
      required: true,
      initial: '0',
      help: `Cada nivel adelanta ${PRIORITY_STEP_MINUTES} minutos en la fila, nunca más`,
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [
    {
      fields: ['idCollectionPoint', 'prefix'],
      message: 'Ya existe un servicio con ese prefijo en esta estación de cobro',
    },
  ],
});

/** Where an agent attends at a collection point (Taquilla 1): the display tells the citizen to go there. */
export const queueCounterResource = defineResource({
  name: 'queueCounter',
  table: 'queue_counter',
  service: 'queue',
  path: 'counter',
  screen: 'TUR-CFG-01',
  scope: underCollectionPoint.scope,
  labels: { singular: 'puesto de atención', plural: 'puestos de atención' },
  display: 'name',
  defaultSort: { field: 'name', dir: 'asc' },
  fields: [
    underCollectionPoint.field(),
    f.text('name', 'Nombre', {
      required: true,
      max: 40,
      search: true,
      help: 'Como lo anuncia la pantalla: Taquilla 1',
    }),
    f.boolean('active', 'Activo', { initial: true }),
  ],
  uniques: [
    {
      fields: ['idCollectionPoint', 'name'],
      message: 'Ya existe un puesto con ese nombre en esta estación de cobro',
    },
  ],
});
