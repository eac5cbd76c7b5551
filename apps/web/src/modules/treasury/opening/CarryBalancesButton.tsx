import { openingEndpoints } from '@erario/contracts';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { useSession } from '../../../platform/session.tsx';

/**
 * On the opening balances' screen: the period opens with what the previous one closed with, for the
 * accounts that have no opening balance yet, and what stayed in transit is carried over.
 */
export function CarryBalancesButton({
  onDone,
  onError,
}: {
  onDone(message: string): void;
  onError(message: string): void;
}) {
  const { period } = useSession();
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  if (!period) return null;
  return (
    <Button
      disabled={busy}
      onClick={async () => {
        if (
          !(await confirm(
            `¿Traer a ${period.description} los saldos de cierre del período anterior? Solo las cuentas sin saldo inicial lo reciben; lo que quedó en tránsito pasa como operaciones en tránsito.`,
          ))
        )
          return;
        setBusy(true);
        try {
          const res = await call(openingEndpoints.fromPreviousPeriod, {
            body: { idPeriod: period.idPeriod },
          });
          onDone(res.message ?? 'Saldos traídos');
        } catch (error) {
          onError(messageOf(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      Traer saldos del período anterior
    </Button>
  );
}
