import { defineResource, f } from '../resources/resource.ts';

/**
 * The revenue office's short catalogues, each a code and a description of the institution's own
 * (its ordinances name the uses and types of vehicle they tax, and the kinds of taxpayer and of
 * operation it records): one shape, declared once.
 */
function catalogue<const N extends string>(def: {
  name: N;
  table: string;
  path: string;
  screen: string;
  labels: { singular: string; plural: string; feminine?: boolean };
}) {
  return defineResource({
    ...def,
    service: 'collection',
    scope: { kind: 'client' },
    display: 'description',
    defaultSort: { field: 'code', dir: 'asc' },
    fields: [
      f.text('code', 'Código', { required: true, max: 10, search: true }),
      f.text('description', 'Descripción', { required: true, max: 120, search: true }),
      f.boolean('active', def.labels.feminine ? 'Activa' : 'Activo', { initial: true }),
    ],
    uniques: [
      {
        fields: ['code'],
        message: `Ya existe ${def.labels.feminine ? 'una' : 'un'} ${def.labels.singular} con ese código en esta institución`,
      },
    ],
  });
}

export const vehicleMarkResource = catalogue({
  name: 'vehicleMark',
  table: 'vehicle_mark',
  path: 'vehicleMark',
  screen: 'REC-VMA-01',
  labels: { singular: 'marca de vehículo', plural: 'marcas de vehículo', feminine: true },
});

export const vehicleUseResource = catalogue({
  name: 'vehicleUse',
  table: 'vehicle_use',
  path: 'vehicleUse',
  screen: 'REC-VUS-01',
  labels: { singular: 'uso de vehículo', plural: 'usos de vehículo' },
});

export const vehicleTypeResource = catalogue({
  name: 'vehicleType',
  table: 'vehicle_type',
  path: 'vehicleType',
  screen: 'REC-VTI-01',
  labels: { singular: 'tipo de vehículo', plural: 'tipos de vehículo' },
});

export const taxpayerTypeResource = catalogue({
  name: 'taxpayerType',
  table: 'taxpayer_type',
  path: 'taxpayerType',
  screen: 'REC-TCO-01',
  labels: { singular: 'tipo de contribuyente', plural: 'tipos de contribuyente' },
});

export const operationTypeResource = catalogue({
  name: 'operationType',
  table: 'operation_type',
  path: 'operationType',
  screen: 'REC-TOP-01',
  labels: { singular: 'tipo de operación', plural: 'tipos de operación' },
});
