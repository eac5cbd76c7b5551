import {
  formatDate,
  formatMoney,
  formatRate,
  type IncomeDeclarationDetail,
  incomeDeclarationEndpoints,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import { DocumentView, Field, Fields } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { FAMILY, PATHS } from './declarations.shared.ts';

/** What a line comes to: its bolívares by the rate, or its minimum in TCMMV. */
const lineTax = (l: IncomeDeclarationDetail['lines'][number]) =>
  l.tax !== null
    ? `${formatMoney(l.tax)} Bs`
    : l.taxUnits !== null
      ? `${formatMoney(l.taxUnits)} TCMMV`
      : '—';

function LinesTable({ d }: { d: IncomeDeclarationDetail }) {
  const posted = d.status !== 'draft';
  return (
    // On a phone the table scrolls sideways inside the page instead of widening it.
    <Box sx={{ overflowX: 'auto', mb: 2 }}>
      <Table size="small" aria-label="Actividades declaradas">
        <HeadRow
          cells={[
            'Actividad',
            ...right('Ingresos brutos'),
            ...(posted ? right('Alícuota', 'Por alícuota', 'Mínimo', 'Impuesto') : []),
          ]}
        />
        <TableBody>
          {d.lines.map((l) => (
            <TableRow key={l.idEconomicActivity}>
              <TableCell>
                {l.activityCode} · {l.activity}
              </TableCell>
              <TableCell align="right">{formatMoney(l.income)}</TableCell>
              {posted && (
                <>
                  <TableCell align="right">{l.rate ? `${formatMoney(l.rate)} %` : '—'}</TableCell>
                  <TableCell align="right">{formatMoney(l.byRate)}</TableCell>
                  <TableCell align="right">
                    {formatMoney(l.minimumUnits)} TCMMV = {formatMoney(l.minimumAmount)}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {lineTax(l)}
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function DeclarationView({ id }: { id: number }) {
  const [d, unread] = useViewedDetail(
    incomeDeclarationEndpoints.detail,
    'income-declaration',
    id,
    'Declaración no encontrada.',
  );
  if (!d) return unread;
  return (
    <DocumentView
      doc={d}
      title={`${d.kind} ${d.numberText ?? '(borrador)'}`}
      {...FAMILY}
      pdfName={`Declaración ${d.numberText ?? d.id} ${d.taxpayerRif}.pdf`}
    >
      <Fields mb={2}>
        <Field label="Contribuyente">
          {d.taxpayerRif} · {d.taxpayerName}
        </Field>
        <Field label="Licencia">{d.licenceNumber}</Field>
        <Field label="Período">{d.periodLabel}</Field>
        <Field label="Presentada">
          {formatDate(d.declarationDate)} (plazo hasta el {formatDate(d.dueOn)})
          {d.late ? ' · extemporánea' : ''}
        </Field>
        <Field label="Ingresos brutos">{formatMoney(d.incomeTotal)}</Field>
        {d.status !== 'draft' && (
          <>
            <Field label="Impuesto en bolívares">{formatMoney(d.taxAmount)}</Field>
            <Field label="Mínimo en TCMMV">
              {formatMoney(d.taxUnits)} TCMMV
              {d.tcmmv
                ? ` (comparados a ${formatRate(d.tcmmv.rate)} Bs; se pagan a la tasa del día del pago)`
                : ''}
            </Field>
          </>
        )}
        {d.note && <Field label="Observación">{d.note}</Field>}
      </Fields>
      <LinesTable d={d} />
      <Button component={RouterLink} to={PATHS.list}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}
