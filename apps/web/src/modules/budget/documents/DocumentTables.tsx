import { formatDate, formatMoney, imputationAmount } from '@erario/contracts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Decimal from 'decimal.js';
import { HeadRow, money } from '../../../platform/HeadRow.tsx';
import { moneyCell } from '../../../platform/money.ts';

export interface ImputationView {
  id: number;
  amount?: string;
  type?: 'C' | 'R' | null;
  amountAditional: string;
  amountDecrease: string;
  amountCommitted: string;
  amountCaused: string;
  amountPaid: string;
  budgetaccount: { code: string; description: string };
}

export interface BillView {
  id: number;
  dateBill: string;
  control: string;
  number: string;
  amountTaxed: string;
  amountWithoutTaxIva: string;
  amountTaxIva: string;
  amountBase: string;
  retentionIva: string;
}

function ImputationTable({
  title,
  rows,
  amountOf,
}: {
  title: string;
  rows: ImputationView[];
  amountOf(r: ImputationView): string;
}) {
  const total = rows.reduce((sum, r) => sum.plus(amountOf(r)), new Decimal(0));
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {/* On a phone the table scrolls sideways in its box: the keyboard must reach it to scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label={`${title} (desplazable)`}>
        <Table size="small" aria-label={title}>
          <HeadRow cells={['Cuenta presupuestaria', 'Detalle', ...money('Monto')]} />
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.id}>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {r.budgetaccount.code}
                </TableCell>
                <TableCell>{r.budgetaccount.description}</TableCell>
                <TableCell sx={moneyCell}>{formatMoney(amountOf(r))}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={2} sx={{ fontWeight: 600 }}>
                Total
              </TableCell>
              <TableCell sx={{ ...moneyCell, fontWeight: 600 }}>{formatMoney(total.toFixed(2))}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/**
 * The imputations of a document; a traslado (type 4) shows two tables, Desde (the nonzero decreases)
 * and Para (the nonzero increases), as spec section 5 splits them.
 */
export function Imputations({ typeCode, rows }: { typeCode: number; rows: ImputationView[] }) {
  // A document read in the product carries the amount entered and the side of each traslado line
  // (a draft has moved nothing yet); the public verification carries only what the lines moved.
  const amountOf = (r: ImputationView) => r.amount ?? imputationAmount(r);
  if (typeCode === 4) {
    const cedes = (r: ImputationView) => (r.type ? r.type === 'C' : !new Decimal(r.amountDecrease).isZero());
    return (
      <>
        <ImputationTable title="Desde" rows={rows.filter(cedes)} amountOf={amountOf} />
        <ImputationTable title="Para" rows={rows.filter((r) => !cedes(r))} amountOf={amountOf} />
      </>
    );
  }
  if (rows.length === 0) return null;
  return <ImputationTable title="Imputaciones" rows={rows} amountOf={amountOf} />;
}

export function Bills({ rows }: { rows: BillView[] }) {
  if (rows.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        Facturas
      </Typography>
      {/* On a phone the table scrolls sideways in its box: the keyboard must reach it to scroll it too. */}
      <TableContainer tabIndex={0} role="region" aria-label="Facturas (desplazable)">
        <Table size="small" aria-label="Facturas">
          <HeadRow
            cells={[
              'Fecha',
              'N° de control',
              'N° de factura',
              ...money('Exento', 'Total sin IVA', 'IVA', 'Base imponible', 'Retención'),
            ]}
          />
          <TableBody>
            {rows.map((b) => (
              <TableRow key={b.id}>
                <TableCell>{formatDate(b.dateBill)}</TableCell>
                <TableCell>{b.control}</TableCell>
                <TableCell>{b.number}</TableCell>
                <TableCell sx={moneyCell}>{formatMoney(b.amountTaxed)}</TableCell>
                <TableCell sx={moneyCell}>{formatMoney(b.amountWithoutTaxIva)}</TableCell>
                <TableCell sx={moneyCell}>{formatMoney(b.amountTaxIva)}</TableCell>
                <TableCell sx={moneyCell}>{formatMoney(b.amountBase)}</TableCell>
                <TableCell sx={moneyCell}>{formatMoney(b.retentionIva)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

/** Which budget moments a document moves (spec: Compromete, Causa, Paga, each when its flag is S). */
export function momentLabels(doc: { committed: string; caused: string; paid: string }): string[] {
  return [
    doc.committed === 'S' ? 'Compromete' : null,
    doc.caused === 'S' ? 'Causa' : null,
    doc.paid === 'S' ? 'Paga' : null,
  ].filter((x): x is string => x !== null);
}
