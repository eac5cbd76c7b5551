import {
  COMPUTE_BATCH,
  endpointUrl,
  formatDate,
  formatMoney,
  type PayrollRunDetail,
  payrollRunEndpoints,
  payrollRunKindLabel,
  payrollRunWorkEndpoints,
  payslipEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, download, messageOf } from '../../../platform/api.ts';
import { shownDateTime } from '../../../platform/clock.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { DocumentView, Field } from '../../../platform/documents/DocumentView.tsx';
import { useViewedDetail } from '../../../platform/documents/useViewedDetail.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { useSession } from '../../../platform/session.tsx';
import { BankFileButton } from './BankFileButton.tsx';
import { FAMILY, PATHS, QUERY_KEYS, SCREEN } from './payroll-runs.shared.ts';
import { BudgetTab, ChangesTab, ConceptsTab, EmployeesTab } from './RunTabs.tsx';

/**
 * Computes the run batch after batch, so the officer sees how far it is; the server keeps what each
 * batch computed, and the first batch starts over.
 */
function ComputeButton({
  run,
  onDone,
}: {
  run: PayrollRunDetail;
  onDone(message: string, ok: boolean): void;
}) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const start = async () => {
    setProgress({ done: 0, total: run.employees || COMPUTE_BATCH });
    try {
      for (let batch = 0; ; batch++) {
        const { data } = await call(payrollRunWorkEndpoints.compute, {
          params: { id: run.id },
          body: { batch },
        });
        setProgress({ done: data.done, total: data.total });
        if (data.finished) {
          onDone(`Nómina calculada: ${data.total} ${data.total === 1 ? 'trabajador' : 'trabajadores'}`, true);
          break;
        }
      }
    } catch (error) {
      onDone(messageOf(error), false);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack spacing={0.5} sx={{ minWidth: 160 }}>
      <Button
        variant={run.computedAt ? 'outlined' : 'contained'}
        onClick={start}
        disabled={progress !== null}
      >
        {run.computedAt ? 'Recalcular' : 'Calcular'}
      </Button>
      {progress && (
        <>
          <LinearProgress
            variant="determinate"
            value={progress.total === 0 ? 100 : (100 * progress.done) / progress.total}
            aria-label="Avance del cálculo"
          />
          <Typography variant="caption">
            {progress.done} de {progress.total} trabajadores
          </Typography>
        </>
      )}
    </Stack>
  );
}

export function RunView({ id }: { id: number }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [r, unread] = useViewedDetail(payrollRunEndpoints.detail, 'payroll-run', id, 'Nómina no encontrada.');
  const [tab, setTab] = useState(0);
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | null>(null);
  if (!r) return unread;
  const canWrite = Boolean(user && canOpen(user, SCREEN) && !user.isConsultant);
  return (
    <DocumentView
      doc={{ ...r, amount: r.net }}
      title={`Nómina ${r.numberText ?? '(borrador)'} · ${r.employeeTypeName}`}
      {...FAMILY}
      pdfName={`Nómina ${r.numberText ?? r.id}.pdf`}
      post={{
        label: 'Cerrar nómina',
        question: `¿Cerrar la nómina por ${formatMoney(r.net)} neto a pagar? Se registran el compromiso y la causación del presupuesto y los aportes pasan a la tesorería; una nómina cerrada no se recalcula.`,
      }}
      actions={
        r.status === 'draft' && canWrite ? (
          <ComputeButton
            run={r}
            onDone={async (text, ok) => {
              setNotice({ text, ok });
              for (const key of QUERY_KEYS) await queryClient.invalidateQueries({ queryKey: [key] });
            }}
          />
        ) : r.status === 'posted' && r.idReverses === null ? (
          <>
            <DownloadButton
              icon={<PrintIcon />}
              onDownload={() =>
                download(
                  endpointUrl(payslipEndpoints.runPdf, { params: { id: r.id } }),
                  `Recibos de pago nómina ${r.numberText}.pdf`,
                )
              }
              onError={(e) => setNotice({ text: messageOf(e), ok: false })}
            >
              Recibos de pago
            </DownloadButton>
            <BankFileButton
              idRun={r.id}
              numberText={r.numberText}
              canPickAccount={Boolean(user && canOpen(user, SCREEN))}
              onError={(text) => setNotice({ text, ok: false })}
            />
          </>
        ) : null
      }
    >
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {r.warnings.map((w) => (
        <Alert key={w} severity="warning" sx={{ mb: 2 }}>
          {w}
        </Alert>
      ))}
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
        <Field label="Nómina">{payrollRunKindLabel(r.runKind)}</Field>
        <Field label="Fechas">
          {formatDate(r.fromDate)} al {formatDate(r.toDate)}
        </Field>
        <Field label="Fecha de pago">{formatDate(r.payDate)}</Field>
        <Field label="Calculada">{r.computedAt ? shownDateTime(r.computedAt) : 'Sin calcular'}</Field>
        <Field label="Trabajadores">{r.employees}</Field>
        <Field label="Asignaciones">{formatMoney(r.assignments)}</Field>
        <Field label="Deducciones">{formatMoney(r.deductions)}</Field>
        <Field label="Aportes patronales">{formatMoney(r.contributions)}</Field>
        <Field label="Neto a pagar">
          <strong>{formatMoney(r.net)}</strong>
        </Field>
        {r.commitmentNumber && (
          <Field label="Compromiso">
            <RouterLink to={`/pages/view-document?id=${r.idCommitment}`}>N.º {r.commitmentNumber}</RouterLink>
          </Field>
        )}
        {r.causationNumber && (
          <Field label="Causación">
            <RouterLink to={`/pages/view-document?id=${r.idCausation}`}>N.º {r.causationNumber}</RouterLink>
          </Field>
        )}
        <Field label="Descripción">{r.description}</Field>
      </Box>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} aria-label="Revisión de la nómina" sx={{ mb: 1 }}>
        <Tab label="Trabajadores" />
        <Tab label="Conceptos" />
        <Tab label="Cambios" />
        <Tab label="Presupuesto" />
      </Tabs>
      {tab === 0 && <EmployeesTab id={r.id} />}
      {tab === 1 && <ConceptsTab id={r.id} />}
      {tab === 2 && <ChangesTab id={r.id} />}
      {tab === 3 && <BudgetTab id={r.id} />}
      <Button component={RouterLink} to={PATHS.list} sx={{ mt: 2 }}>
        Volver a la lista
      </Button>
    </DocumentView>
  );
}
