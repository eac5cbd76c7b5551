import { defineResource, f } from '../resources/resource.ts';

/**
 * What the vehicle tax charges each class of vehicle (its use and type: particular, carga,
 * transporte público; automóvil, camión, moto…), in TCMMV multiples per period of the tax (a year or
 * a quarter, as the concept's periodicity says), dated by the day the ordinance that set it took
 * effect: a period is charged by the tariff in force on its first day, so a new ordinance does not
 * rewrite past years.
 */
export const vehicleTariffResource = defineResource({
  name: 'vehicleTariff',
  table: 'vehicle_tariff',
  service: 'collection',
  path: 'vehicleTariff',
  screen: 'REC-TVE-01',
  scope: { kind: 'client' },
  labels: { singular: 'tarifa de vehículos', plural: 'tarifas de vehículos', feminine: true },
  display: 'validFrom',
  defaultSort: { field: 'validFrom', dir: 'desc' },
  fields: [
    f.ref('idVehicleUse', 'Uso', { resource: 'vehicleUse', display: 'description' }, { required: true }),
    f.ref('idVehicleType', 'Tipo', { resource: 'vehicleType', display: 'description' }, { required: true }),
    f.date('validFrom', 'Vigente desde', {
      required: true,
      help: 'El primer día en que rige la ordenanza que la fija',
    }),
    f.money('units', 'TCMMV por período', {
      required: true,
      help: 'Lo que debe cada vehículo de la clase en cada período del impuesto (año o trimestre)',
    }),
    f.text('ordinance', 'Ordenanza', { max: 120, search: true, help: 'Por ejemplo G.M. N.º 1234' }),
  ],
  rules: [
    {
      field: 'units',
      message: 'La tarifa debe ser mayor que cero',
      test: (row) => typeof row.units !== 'string' || row.units === '' || Number(row.units) > 0,
    },
  ],
  uniques: [
    {
      fields: ['idVehicleUse', 'idVehicleType', 'validFrom'],
      message: 'Esa clase de vehículo ya tiene tarifa desde ese día',
    },
  ],
});
