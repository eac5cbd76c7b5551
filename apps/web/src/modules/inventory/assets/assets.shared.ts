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
