import {
  formatDate,
  formatMoney,
  NOTICE_SCREEN,
  SOLVENCY_KINDS,
  solvencyEndpoints,
  type TaxpayerStatement,
  taxpayerEndpoints,
  taxpayerResource,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { call, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { Field } from '../../../platform/documents/DocumentView.tsx';
import { useIssueNow } from '../../../platform/documents/useIssueNow.ts';
import { HeadRow, right } from '../../../platform/HeadRow.tsx';
import { PersonIcon } from '../../../platform/icons.tsx';
import { rowLink } from '../../../platform/masters/extensions.tsx';
import { MasterPage } from '../../../platform/masters/MasterPage.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { useSession } from '../../../platform/session.tsx';
import { TablePager } from '../../../platform/TablePager.tsx';
import { useIssueNotice } from '../notices/useIssueNotice.ts';
import { SOLVENCY_QUERY_KEYS, SOLVENCY_SCREEN } from '../solvencies/SolvenciesPage.tsx';
import { PendingRows } from './PendingRows.tsx';

const BASE = '/pages/Contribuyentes';
const KINDS = { vehicle: 'Vehículo', patent: 'Patente', cadastre: 'Inmueble' } as const;

/** The taxpayers' master, whose rows open each taxpayer's view. */
const taxpayerView = rowLink(taxpayerResource, {
  label: 'Ver ficha',
  icon: PersonIcon,
  to: (row) => `${BASE}?ficha=${row.id}`,
});

/** Contribuyentes: the master, or one taxpayer's view when the address names it (`?ficha=`). */
export function TaxpayersPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('ficha'));
  return Number.isInteger(id) && id > 0 ? (
    <TaxpayerView id={id} />
  ) : (
    <MasterPage def={taxpayerResource} extension={taxpayerView} />
  );
}

type TaxedObject = TaxpayerStatement['objects'][number];

/**
 * Issues a solvency of the taxpayer (or of one of its objects) dated today, and opens it to print:
 * the draft and its posting in one gesture; a refusal (something became owed meanwhile) leaves no
 * draft behind. The server decides; the button is offered only when nothing is pending.
 */
function useIssueSolvency(s: TaxpayerStatement | undefined) {
  const { period } = useSession();
  const now = useIssueNow({
    endpoints: solvencyEndpoints,
    queryKeys: SOLVENCY_QUERY_KEYS,
    view: (id) => `/pages/Solvencias?id=${id}`,
  });
  const issue = async (object: TaxedObject | null) => {
    if (!s || !period) return;
    const kind = SOLVENCY_KINDS.find((k) => k.object === (object?.kind ?? null)) ?? SOLVENCY_KINDS[0];
    await now.issue(
      `¿Emitir la ${kind.label.toLowerCase()} de ${s.taxpayer.name}${object ? `, ${object.label}` : ''}?`,
      {
        idPeriod: period.idPeriod,
        issueDate: institutionToday(),
        idTaxpayer: s.taxpayer.id,
        idKind: kind.id,
        taxedObject: object ? { kind: object.kind, id: object.id } : null,
      },
    );
  };
  return { issue, error: now.error, busy: now.busy };
}

/** One taxpayer: who it is, what it is taxed on, what it owes today, and every receipt. */
function TaxpayerView({ id }: { id: number }) {
  // The receipts' page: the statement reads one at a time.
  const [paging, setPaging] = useState({ page: 0, pageSize: 10 });
  const { page, pageSize: size } = paging;
  const statement = useQuery({
    queryKey: ['taxpayer-statement', id, page, size],
    queryFn: async () =>
      (await call(taxpayerEndpoints.statement, { params: { idTaxpayer: id }, query: { page, size } })).data,
  });
  const { user } = useSession();
  const solvency = useIssueSolvency(statement.data);
  const notice = useIssueNotice(statement.data);
  if (statement.error) return <Alert severity="error">{messageOf(statement.error)}</Alert>;
  const s = statement.data;
  if (!s) return null;
  const t = s.taxpayer;
  const mayIssue = Boolean(user && canOpen(user, SOLVENCY_SCREEN) && !user.isConsultant && t.active);
  // A notice claims what is past its last day to pay (the server decides, and keeps it).
  const today = institutionToday();
  const mayNotify =
    Boolean(user && canOpen(user, NOTICE_SCREEN) && !user.isConsultant) &&
    s.pending.some((p) => p.dueDate < today && p.amount !== null);
  const owes = (o: TaxedObject) => s.pending.some((p) => p.objectKind === o.kind && p.idObject === o.id);
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to={BASE}>
        ← Contribuyentes
      </Link>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <Typography variant="h5" component="h1">
            {t.name}
          </Typography>
          {!t.active && <Chip label="Inactivo" size="small" />}
        </Stack>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
          <Field label="RIF">{t.rif}</Field>
          <Field label="Tipo de contribuyente">{t.taxpayerType ?? '—'}</Field>
          <Field label="Dirección fiscal">{t.address || '—'}</Field>
          <Field label="Teléfono y correo">{[t.phone, t.email].filter(Boolean).join(' · ') || '—'}</Field>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            Pendiente
          </Typography>
          <Stack direction="row" spacing={1}>
            {mayNotify && (
              <Button variant="outlined" size="small" disabled={notice.busy} onClick={notice.issue}>
                Emitir aviso de cobro
              </Button>
            )}
            <Button component={RouterLink} to="/pages/add-recibo" variant="outlined" size="small">
              Nuevo recibo
            </Button>
          </Stack>
        </Stack>
        {notice.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {notice.error}
          </Alert>
        )}
        {solvency.error && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {solvency.error}
          </Alert>
        )}
        {s.pending.length === 0 ? (
          <Alert
            severity="success"
            action={
              mayIssue && (
                <Button
                  color="inherit"
                  size="small"
                  disabled={solvency.busy}
                  onClick={() => solvency.issue(null)}
                >
                  Emitir solvencia municipal
                </Button>
              )
            }
          >
            Solvente: no tiene nada pendiente.
          </Alert>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>
              {s.pending.length === 1 ? 'Un período pendiente' : `${s.pending.length} períodos pendientes`}{' '}
              por {formatMoney(s.pendingTotal)}
              {Number(s.pendingInterest) > 0 && ` más ${formatMoney(s.pendingInterest)} de intereses de mora`}
              {Number(s.pendingDiscount) > 0 &&
                ` (${formatMoney(s.pendingDiscount)} menos por pronto pago si paga hoy)`}
              {s.pendingWithoutTariff > 0 &&
                `, más ${s.pendingWithoutTariff === 1 ? 'uno' : s.pendingWithoutTariff} sin tarifa que se liquida${
                  s.pendingWithoutTariff === 1 ? '' : 'n'
                } en caja`}
              .
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Períodos pendientes">
                <HeadRow cells={['Concepto', 'Período', 'Objeto', ...right('Tarifa', 'Intereses')]} />
                <TableBody>
                  <PendingRows pending={s.pending} />
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Objetos gravados
        </Typography>
        {s.objects.length === 0 ? (
          <Typography color="text.secondary">Sin vehículos, patentes ni inmuebles registrados.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Objetos gravados">
              <HeadRow cells={['Tipo', 'Objeto', 'Desde', 'Estado', 'Pendiente']} />
              <TableBody>
                {s.objects.map((o) => (
                  <TableRow key={`${o.kind}:${o.id}`}>
                    <TableCell>{KINDS[o.kind]}</TableCell>
                    <TableCell>{o.label.replace(/^(Vehículo|Patente|Inmueble) /, '')}</TableCell>
                    <TableCell>{o.since ? formatDate(o.since) : '—'}</TableCell>
                    <TableCell>{o.active ? 'Activo' : 'Inactivo'}</TableCell>
                    <TableCell>
                      {owes(o) ? (
                        'Debe'
                      ) : mayIssue && o.active ? (
                        <Button
                          size="small"
                          disabled={solvency.busy}
                          onClick={() => solvency.issue(o)}
                          aria-label={`Emitir solvencia de ${o.label}`}
                        >
                          Emitir solvencia
                        </Button>
                      ) : (
                        'Al día'
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Recibos
        </Typography>
        {s.receipts.total === 0 ? (
          <Typography color="text.secondary">Aún no tiene recibos.</Typography>
        ) : (
          <>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label="Recibos del contribuyente">
                <HeadRow
                  cells={['N.º', 'Fecha', 'Caja', 'Objeto', 'Conceptos', ...right('Monto'), 'Estado']}
                />
                <TableBody>
                  {s.receipts.rows.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>
                        <Link component={RouterLink} to={`/pages/Recibos?id=${r.id}`}>
                          {r.numberText ?? r.id}
                        </Link>
                      </TableCell>
                      <TableCell>{formatDate(r.receiptDate)}</TableCell>
                      <TableCell>{r.cashBoxName}</TableCell>
                      <TableCell>{r.objectLabel ?? '—'}</TableCell>
                      <TableCell>{r.concepts}</TableCell>
                      <TableCell align="right">{formatMoney(r.amountNet)}</TableCell>
                      <TableCell>{r.status === 'annulled' ? 'Anulado' : 'Registrado'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
            <TablePager
              grid={{
                rowCount: s.receipts.total,
                paginationModel: paging,
                onPaginationModelChange: setPaging,
                pageSizeOptions: [10, 25, 50],
              }}
              label="Recibos por página"
            />
          </>
        )}
      </Paper>
    </Stack>
  );
}
