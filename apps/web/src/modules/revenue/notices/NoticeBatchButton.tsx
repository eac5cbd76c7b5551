import {
  collectionNoticeEndpoints,
  endpointUrl,
  NOTICE_BATCH_PART,
  NOTICE_SCREEN,
  type NoticeBatch,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { call, download, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { PrintIcon } from '../../../platform/icons.tsx';
import { canOpen } from '../../../platform/menu.ts';
import type { ReportActionProps } from '../../../platform/reports/ReportScreen.tsx';
import { useSession } from '../../../platform/session.tsx';
import { NOTICE_BASE, NOTICE_QUERY_KEYS } from './useIssueNotice.ts';

const n = (value: number) => value.toLocaleString('de-DE');

/**
 * The arrears report's action: a collection notice, dated today, to each taxpayer the report lists
 * (as its filters narrow it) who has none today. The server issues them a chunk per request; the
 * dialog asks for the chunks one after the other, shows how far it got, and once done offers the
 * notices to print in parts. Only for whom may issue notices; only on the report as of today.
 */
export function NoticeBatchButton({ query }: ReportActionProps) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [batch, setBatch] = useState<NoticeBatch | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read between chunks: "Detener" takes effect once the chunk under way is written.
  const stopping = useRef(false);
  if (!user || !canOpen(user, NOTICE_SCREEN) || user.isConsultant) return null;
  const today = query.asOf === institutionToday();

  const run = async (from: NoticeBatch | null) => {
    setError(null);
    setRunning(true);
    stopping.current = false;
    try {
      let current =
        from ??
        (
          await call(collectionNoticeEndpoints.batch, {
            body: {
              idPeriod: Number(query.idPeriod),
              idCollectionConcept: query.idCollectionConcept ? Number(query.idCollectionConcept) : null,
              idTaxpayerType: query.idTaxpayerType ? Number(query.idTaxpayerType) : null,
              band: query.band ?? 'all',
            },
          })
        ).data;
      setBatch(current);
      while (current.done < current.total && !stopping.current) {
        current = (await call(collectionNoticeEndpoints.batchNext, { params: { id: current.id }, query: {} }))
          .data;
        setBatch(current);
      }
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setRunning(false);
      for (const key of NOTICE_QUERY_KEYS) await queryClient.invalidateQueries({ queryKey: [key] });
    }
  };
  const close = () => {
    if (running) return;
    setOpen(false);
    setBatch(null);
    setError(null);
  };
  const finished = batch !== null && batch.done >= batch.total;

  return (
    <>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        disabled={!today}
        title={
          today ? undefined : 'Los avisos se emiten con lo que se debe hoy: consulte el reporte al día de hoy'
        }
      >
        Emitir avisos de cobro
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="notice-batch-title">
        <DialogTitle id="notice-batch-title">Avisos de cobro en lote</DialogTitle>
        <DialogContent>
          {!batch && (
            <Typography>
              Se emitirá con la fecha de hoy un aviso de cobro a cada contribuyente de este reporte que deba
              períodos vencidos y no tenga ya un aviso de hoy. Cada aviso reclama todos sus períodos vencidos,
              con sus intereses de mora al día de hoy.
            </Typography>
          )}
          {batch && (
            <Stack spacing={1}>
              <LinearProgress
                variant="determinate"
                value={batch.total === 0 ? 100 : (100 * batch.done) / batch.total}
                aria-label="Avance del lote"
              />
              <Typography role="status">
                {n(batch.done)} de {n(batch.total)} contribuyentes · {n(batch.issued)}{' '}
                {batch.issued === 1 ? 'aviso emitido' : 'avisos emitidos'}
                {batch.skipped > 0 ? ` · ${n(batch.skipped)} sin aviso (pagaron o ya tenían el de hoy)` : ''}
              </Typography>
              {finished && batch.issued > 0 && (
                <>
                  <Typography>
                    Lote N.º {batch.id}: avisos N.º {batch.firstNumber} a {batch.lastNumber}. Imprímalos por
                    partes de {n(NOTICE_BATCH_PART)}:
                  </Typography>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                    {Array.from({ length: batch.parts }, (_, i) => i + 1).map((part) => (
                      <DownloadButton
                        key={part}
                        icon={<PrintIcon />}
                        onDownload={() =>
                          download(
                            endpointUrl(collectionNoticeEndpoints.batchPdf, {
                              params: { id: batch.id },
                              query: { part },
                            }),
                            `Avisos de cobro lote ${batch.id} parte ${part}.pdf`,
                          )
                        }
                        onError={(e) => setError(messageOf(e))}
                      >
                        Parte {part}
                      </DownloadButton>
                    ))}
                  </Stack>
                </>
              )}
            </Stack>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          {finished ? (
            <>
              <Button component={RouterLink} to={NOTICE_BASE}>
                Ver los avisos
              </Button>
              <Button variant="contained" onClick={close}>
                Cerrar
              </Button>
            </>
          ) : running ? (
            <Button
              onClick={() => {
                stopping.current = true;
              }}
            >
              Detener
            </Button>
          ) : (
            <>
              <Button onClick={close}>{batch ? 'Cerrar' : 'Cancelar'}</Button>
              <Button variant="contained" onClick={() => run(batch)}>
                {batch ? 'Continuar' : 'Emitir'}
              </Button>
            </>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
