import { employeeResource, personResource } from '@erario/contracts';
import type { Option } from '../../../platform/masters/RefSelect.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { useSession } from '../../../platform/session.tsx';

/** Bienes muebles: where its screen is, who writes on it and the queries a save refreshes. */
export const SCREEN = 'INV-BMU-01';
export const BASE = '/pages/InventarioBM7I-bienes-muebles';
export const QUERY_KEYS = ['assets', 'asset'];

/** An asset's card, where the list and a movement's lines lead. */
export const assetPath = (id: number) => `${BASE}?id=${id}`;

/** Whether the signed-in user may write on the register (holds its screen and is not a consultant). */
export function useWrites(): boolean {
  const { user } = useSession();
  return Boolean(user && canOpen(user, SCREEN) && !user.isConsultant);
}

export const statusColor = (status: string) =>
  status === 'in' ? 'success' : status === 'out' ? 'default' : 'warning';

/**
 * Who keeps an asset, as a form holds it: the picked row and the register it is from. Where the
 * institution keeps payroll, custodians are its workers (payroll's register); otherwise its persons.
 * An asset kept by a person from before payroll shows them until a movement hands it to a worker.
 */
export interface CustodianValue {
  option: Option | null;
  worker: boolean;
}

export const custodianValue = (
  idPerson: number | null,
  idWorker: number | null,
  name: string | null,
): CustodianValue =>
  idWorker
    ? { option: { id: idWorker, label: name ?? '' }, worker: true }
    : { option: idPerson ? { id: idPerson, label: name ?? '' } : null, worker: false };

/** The register the institution picks custodians from. */
export function useCustodians() {
  const { user } = useSession();
  const worker = Boolean(user?.modules.some((m) => m.code === 'NOM'));
  return {
    target: worker ? employeeResource : personResource,
    /** A custodian from the other register (a person from before payroll): shown apart, not in the picker. */
    apart: (c: CustodianValue) =>
      c.option && c.worker !== worker
        ? `Custodio actual: ${c.option.label} (del registro de ${c.worker ? 'personal' : 'personas'})`
        : undefined,
    /** A newly picked custodian, from that register. */
    picked: (option: Option | null): CustodianValue => ({ option, worker }),
  };
}

/** The two fields the API takes, one of them set. */
export const custodianIds = (c: CustodianValue) => ({
  person: c.option && !c.worker ? c.option.id : null,
  worker: c.option && c.worker ? c.option.id : null,
});
