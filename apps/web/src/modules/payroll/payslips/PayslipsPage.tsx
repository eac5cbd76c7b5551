import {
  endpointUrl,
  formatDate,
  formatMoney,
  payrollRunKindLabel,
  payslipEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, download, messageOf } from '../../../platform/api.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { useSession } from '../../../platform/session.tsx';

/**
 * Recibos de pago (spec: no screen code, always shown): the signed-in user's own payslips, from the
 * closed runs of the institution that paid the employee their user is linked to. In every
 * institution's menu; where the institution keeps no payroll here, it says so.
 */
export function PayslipsPage() {
  const { user } = useSession();
  if (!user?.modules.some((m) => m.code === 'NOM'))
    return (
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          Recibos de pago
        </Typography>
        <Alert severity="info">
          {user?.nameClient ?? 'Esta institución'} no lleva su nómina en Erario: no hay recibos de pago que
          mostrar aquí.
        </Alert>
      </Paper>
    );
  return <OwnPayslips />;
}

function OwnPayslips() {
  const [error, setError] = useState<string | null>(null);
  const mine = useQuery({
    queryKey: ['payslips', 'mine'],
    queryFn: async () => (await call(payslipEndpoints.mine, {})).data,
  });
  const d = mine.data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Recibos de pago
      </Typography>
      {d && !d.employee && (
        <Alert severity="info">
          Su usuario no está asociado a un trabajador de esta institución. Pida a la oficina de personal que
          lo indique en su registro («Usuario del sistema») para ver aquí sus recibos.
        </Alert>
      )}
      {d?.employee && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {d.employee}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {d?.employee && (
        <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>Constancia de trabajo, con su sueldo:</Typography>
          <DownloadButton
            icon={<PrintIcon />}
            onDownload={() =>
              download(endpointUrl(payslipEndpoints.mineCertificate, {}), 'Constancia de trabajo.pdf')
            }
            onError={(e) => setError(messageOf(e))}
          >
            Constancia de trabajo
          </DownloadButton>
        </Stack>
      )}
      {d?.employee && d.rows.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography>Comprobante anual de retenciones de ISLR (AR-C):</Typography>
          {[...new Set(d.rows.map((r) => Number(r.payDate.slice(0, 4))))].map((year) => (
            <DownloadButton
              key={year}
              icon={<PrintIcon />}
              onDownload={() =>
                download(endpointUrl(payslipEndpoints.mineArc, { params: { year } }), `AR-C ${year}.pdf`)
              }
              onError={(e) => setError(messageOf(e))}
            >
              {`AR-C ${year}`}
            </DownloadButton>
          ))}
        </Stack>
      )}
      {d?.employee && (
        <Table size="small" aria-label="Mis recibos de pago">
          <HeadRow
            cells={['Nómina', 'Fechas', 'Pago', ...right('Asignaciones', 'Deducciones', 'Neto'), '']}
          />
          <TableBody>
            {d.rows.map((r) => (
              <TableRow key={r.idRun}>
                <TableCell>
                  N.º {r.numberText} · {r.employeeType} · {payrollRunKindLabel(r.runKind)}
                </TableCell>
                <TableCell>
                  {formatDate(r.fromDate)} al {formatDate(r.toDate)}
                </TableCell>
                <TableCell>{formatDate(r.payDate)}</TableCell>
                <TableCell align="right">{formatMoney(r.assignments)}</TableCell>
                <TableCell align="right">{formatMoney(r.deductions)}</TableCell>
                <TableCell align="right">{formatMoney(r.net)}</TableCell>
                <TableCell>
                  <DownloadButton
                    icon={<PrintIcon />}
                    onDownload={() =>
                      download(
                        endpointUrl(payslipEndpoints.minePdf, { params: { idRun: r.idRun } }),
                        `Recibo de pago ${r.numberText}.pdf`,
                      )
                    }
                    onError={(e) => setError(messageOf(e))}
                  >
                    Recibo
                  </DownloadButton>
                </TableCell>
              </TableRow>
            ))}
            {d.rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>Aún no tiene recibos de nóminas cerradas.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
