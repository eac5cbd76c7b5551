import {
  ADVANCE_REASONS,
  type BenefitEntry,
  type BenefitWorker,
  benefitEndpoints,
  formatDate,
  formatMoney,
} from '@erario/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { call } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DateField } from '../../../platform/DateField.tsx';
import { apiMoney, MoneyField } from '../../../platform/MoneyField.tsx';
import { SelectField } from '../../../platform/SelectField.tsx';

/** The end of the last quarter ended by `today`: where a balance from the former system is cut. */
export function lastQuarterEnd(today: string): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const quarter = Math.ceil(m / 3) - 1;
  if (quarter === 0) return `${y - 1}-12-31`;
  const month = quarter * 3;
  return `${y}-${String(month).padStart(2, '0')}-${month === 6 || month === 9 ? '30' : '31'}`;
}

/** Runs an action and says how it went (the page shows it and reloads what changed). */
export type Act = (work: () => Promise<string | undefined>) => Promise<void>;

function ActionDialog({
  title,
  open,
  onClose,
  onConfirm,
  confirmLabel,
  children,
}: {
  title: string;
  open: boolean;
  onClose(): void;
  onConfirm(): void;
  confirmLabel: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What the office records in a worker's ledger besides the quarters: the balance brought from the
 * former system (an empty ledger), an advance, and the settlement once the worker left. The server
 * holds each to the law's limits and says why when it refuses.
 */
export function LedgerActions({ worker, empty, act }: { worker: BenefitWorker; empty: boolean; act: Act }) {
  const [open, setOpen] = useState<'opening' | 'advance' | 'settle' | null>(null);
  const [entryDate, setEntryDate] = useState(institutionToday());
  const [amount, setAmount] = useState('');
  const [interest, setInterest] = useState('0,00');
  const [reason, setReason] = useState<'housing' | 'education' | 'health'>('housing');
  const [reference, setReference] = useState('');
  const close = () => setOpen(null);
  const send = (work: () => Promise<{ message?: string }>) => async () => {
    close();
    await act(async () => (await work()).message);
  };
  const idEmployee = worker.idEmployee;
  const referenceField = (label: string) => (
    <TextField label={label} value={reference} onChange={(e) => setReference(e.target.value)} fullWidth />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
      {empty && !worker.settled && (
        <Button
          size="small"
          onClick={() => {
            setEntryDate(lastQuarterEnd(institutionToday()));
            setOpen('opening');
          }}
        >
          Saldo inicial
        </Button>
      )}
      {!worker.settled && Number(worker.deposited) > 0 && (
        <Button
          size="small"
          onClick={() => {
            setEntryDate(institutionToday());
            setOpen('advance');
          }}
        >
          Anticipo
        </Button>
      )}
      {worker.terminationDate && !worker.settled && (
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            setEntryDate(institutionToday());
            setOpen('settle');
          }}
        >
          Registrar liquidación
        </Button>
      )}
      <ActionDialog
        title={`Saldo inicial de ${worker.name}`}
        open={open === 'opening'}
        onClose={close}
        confirmLabel="Registrar saldo"
        onConfirm={send(() =>
          call(benefitEndpoints.opening, {
            body: {
              idEmployee,
              entryDate,
              amount: apiMoney(amount),
              interest: apiMoney(interest),
              reference,
            },
          }),
        )}
      >
        <Typography>
          La garantía acumulada y los intereses sin pagar que el trabajador trae del sistema anterior, al
          corte del último trimestre abonado.
        </Typography>
        <DateField
          label="Al cierre del trimestre"
          value={entryDate}
          onChange={setEntryDate}
          helperText="31/03, 30/06, 30/09 o 31/12"
          required
        />
        <MoneyField label="Garantía acumulada" value={amount} onChange={setAmount} />
        <MoneyField label="Intereses sin pagar" value={interest} onChange={setInterest} />
        {referenceField('Documento de respaldo')}
      </ActionDialog>
      <ActionDialog
        title={`Anticipo de prestaciones de ${worker.name}`}
        open={open === 'advance'}
        onClose={close}
        confirmLabel="Registrar anticipo"
        onConfirm={send(() =>
          call(benefitEndpoints.advance, {
            body: { idEmployee, entryDate, amount: apiMoney(amount), reason, reference },
          }),
        )}
      >
        <Typography>
          Hasta el 75 % de la garantía abonada, para lo que la ley permite (LOTTT art. 144). Su pago se hace
          con la orden de pago que indique el documento.
        </Typography>
        <DateField label="Fecha" value={entryDate} onChange={setEntryDate} required />
        <MoneyField label="Monto" value={amount} onChange={setAmount} />
        <SelectField label="Para" options={ADVANCE_REASONS} value={reason} onChange={setReason} fullWidth />
        {referenceField('Soportes (solicitud, presupuesto, factura…)')}
      </ActionDialog>
      <ActionDialog
        title={`Liquidación de ${worker.name}`}
        open={open === 'settle'}
        onClose={close}
        confirmLabel="Registrar liquidación"
        onConfirm={send(() =>
          call(benefitEndpoints.settle, { params: { idEmployee }, body: { reference, paidOn: entryDate } }),
        )}
      >
        <Typography>
          Se registra lo calculado abajo: la garantía del último trimestre que falte y el pago, que cierra el
          libro del trabajador. Indique el acto y la orden de pago con que se paga, y el día del pago: después
          de los 5 días del egreso suma los intereses de mora a la tasa activa del BCV.
        </Typography>
        <DateField label="Fecha de pago" value={entryDate} onChange={setEntryDate} required />
        {referenceField('Resolución y orden de pago')}
      </ActionDialog>
    </Stack>
  );
}

/**
 * «Pagar intereses del año» (LOTTT art. 143: the interest is paid yearly): the year just over, the day
 * it is paid and the payment order that pays it. The server pays each worker not settled what the
 * guarantee earned up to 31 December and was not paid, once the fourth quarter is deposited.
 */
export function InterestPaymentButton({ act, disabled }: { act: Act; disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState(0);
  const [paidOn, setPaidOn] = useState('');
  const [reference, setReference] = useState('');
  return (
    <>
      <Button
        variant="outlined"
        disabled={disabled}
        onClick={() => {
          const today = institutionToday();
          setYear(Number(today.slice(0, 4)) - 1);
          setPaidOn(today);
          setOpen(true);
        }}
      >
        Pagar intereses del año
      </Button>
      <ActionDialog
        title="Pagar los intereses del año"
        open={open}
        onClose={() => setOpen(false)}
        confirmLabel="Registrar pago"
        onConfirm={async () => {
          setOpen(false);
          await act(
            async () =>
              (await call(benefitEndpoints.payInterest, { body: { year, paidOn, reference } })).message,
          );
        }}
      >
        <Typography>
          Paga a cada trabajador los intereses que su garantía ganó hasta el 31 de diciembre del año y no se
          le han pagado (LOTTT art. 143). La garantía queda como está; el pago se hace con la orden de pago
          que indique.
        </Typography>
        <TextField
          label="Año"
          type="number"
          value={year}
          onChange={(e) => setYear(Number(e.target.value))}
          sx={{ width: { sm: 120 } }}
        />
        <DateField label="Fecha de pago" value={paidOn} onChange={setPaidOn} required />
        <TextField
          label="Orden de pago"
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          fullWidth
        />
      </ActionDialog>
    </>
  );
}

/** Annulling with the reason, which the server keeps: the dialog of the ledger's and the quarters' «Anular». */
export function AnnulDialog({
  title,
  open,
  onClose,
  confirmLabel = 'Anular',
  onAnnul,
  children,
}: {
  title: string;
  open: boolean;
  onClose(): void;
  confirmLabel?: string;
  onAnnul(reason: string): Promise<void>;
  children: ReactNode;
}) {
  const [reason, setReason] = useState('');
  return (
    <ActionDialog
      title={title}
      open={open}
      onClose={onClose}
      confirmLabel={confirmLabel}
      onConfirm={async () => {
        await onAnnul(reason);
        setReason('');
      }}
    >
      <Typography>{children}</Typography>
      <TextField
        label="Motivo"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        fullWidth
        multiline
        minRows={2}
      />
    </ActionDialog>
  );
}

/**
 * «Anular» on a balance brought from the former system, an advance or a payment of interest recorded
 * in error: with the reason, which the audit trail keeps; the server refuses once a quarter deposited
 * after it read it (a payment of interest no quarter reads).
 */
export function AnnulEntryButton({ entry, act }: { entry: BenefitEntry; act: Act }) {
  const [open, setOpen] = useState(false);
  const what =
    entry.kind === 'opening'
      ? 'el saldo inicial'
      : entry.kind === 'interestPayment'
        ? 'el pago de intereses'
        : 'el anticipo';
  return (
    <>
      <Button size="small" color="error" onClick={() => setOpen(true)}>
        Anular
      </Button>
      <AnnulDialog
        title={`Anular ${what} del ${formatDate(entry.entryDate)}`}
        open={open}
        onClose={() => setOpen(false)}
        onAnnul={async (reason) => {
          setOpen(false);
          await act(
            async () =>
              (await call(benefitEndpoints.annulEntry, { params: { id: entry.id }, body: { reason } }))
                .message,
          );
        }}
      >
        Se retira del libro {what} de {formatMoney(entry.amount)}
        {entry.kind === 'interestPayment'
          ? ': los intereses vuelven a quedar por pagar.'
          : `${entry.kind === 'opening' ? ', con los intereses traídos con él,' : ''} mientras ningún trimestre abonado después lo haya leído.`}
      </AnnulDialog>
    </>
  );
}
