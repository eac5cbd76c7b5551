import type { ChargeBasis } from '@erario/contracts';
import type { LightMyRequestResponse } from 'fastify';

type Master = (path: string, body: object) => Promise<number>;
type Code = { code: string; description: string };

/**
 * The masters a revenue suite charges on, each made active through the API (`master` of apiOf, as
 * the SA), in the order the arguments name them.
 */
export function revenueMasters(master: Master) {
  const active = (path: string, body: object) => master(path, { ...body, active: true });
  return {
    /** A collection point and its cash boxes: the boxes' ids. */
    async boxes(
      point: { code: string; name: string },
      ...boxes: { code: string; name: string; idBankAccount?: number }[]
    ) {
      const idCollectionPoint = await active('collection/collectionPoint', point);
      const ids: number[] = [];
      for (const box of boxes) ids.push(await active('collection/box', { idCollectionPoint, ...box }));
      return ids;
    },
    /** A taxpayer, of a type of its own. */
    async taxpayer(type: Code, taxpayer: { rif: string; name: string; address?: string }) {
      return active('collection/taxpayer', {
        ...taxpayer,
        idTaxpayerType: await active('collection/taxpayerType', type),
      });
    },
    /** A taxpayer's vehicle, of a mark, a use and a type of its own. */
    async vehicle(
      idTaxpayer: number,
      vehicle: { plate: string; registeredOn?: string },
      of: { mark: Code; use: Code; type: Code },
    ) {
      const idVehicleMark = await active('collection/vehicleMark', of.mark);
      const idVehicleUse = await active('collection/vehicleUse', of.use);
      const idVehicleType = await active('collection/vehicleType', of.type);
      return active('collection/vehicle', {
        idTaxpayer,
        ...vehicle,
        idVehicleMark,
        idVehicleUse,
        idVehicleType,
      });
    },
    /** A taxpayer's property in the cadastre. */
    property: (idTaxpayer: number, property: { cadastralCode: string; address: string; use: string }) =>
      active('collection/cadastreTaxpayer', { idTaxpayer, ...property }),
    concept: (
      concept: Code & {
        incomeCode: string;
        tariff?: string;
        periodicity?: string;
        taxedObject?: string;
        dueFrom?: string;
        tariffUnit?: 'VES' | 'TCMMV';
        basis?: ChargeBasis;
      },
    ) => active('collection/collectionConcepts', concept),
    /** A payment form: cash unless told. */
    paymentForm: (form: Code & { kind: string; idBankAccount?: number } = CASH) =>
      active('collection/paymentWay', form),
  };
}

const CASH = { code: 'EF', description: 'Efectivo', kind: 'cash' };

/** Opens a cash box's day as a cashier; fails the test with the server's message if refused. */
export async function openBox(
  call: (method: 'POST', url: string, payload: unknown, as: string) => Promise<LightMyRequestResponse>,
  idCashBox: number,
  cashier: string,
) {
  const opened = await call('POST', '/api/collection/box/open', { idCashBox }, cashier);
  if (opened.statusCode !== 200) throw new Error(`caja no abierta: ${opened.body}`);
}
