import {
  beneficiaryResource,
  endpointUrl,
  formatDate,
  MONTHS,
  withholdingEndpoints,
} from '@erario/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { download, messageOf } from '../../../platform/api.ts';
import { institutionToday } from '../../../platform/clock.ts';
import { DownloadButton } from '../../../platform/DownloadButton.tsx';
import { DownloadIcon, PrintIcon } from '../../../platform/icons.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { monthChoices, SelectField } from '../../../platform/SelectField.tsx';
import { useSession } from '../../../platform/session.tsx';

const FORTNIGHTS = [
  { value: 1, label: '1.ª (días 1 al 15)' },
  { value: 2, label: '2.ª (del 16 al fin de mes)' },
];
const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(year, month, 0).getDate();

/** The fortnight that ended last (the one to declare now) and the month before this one. */
function lastClosed(today: string) {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const previous = m === 1 ? { year: y - 1, month: 12 } : { year: y, month: m - 1 };
  return {
    fortnight: d > 15 ? { year: y, month: m, fortnight: 1 } : { ...previous, fortnight: 2 },
    month: previous,
  };
}

/**
 * Declaraciones: the SENIAT's files, downloaded to be loaded on its portal: the IVA withholdings of
 * a fortnight (TXT, one line per receipt) and the ISLR withholdings of a month (XML). Each starts on
 * the last one that ended, the one due.
 */
export function DeclarationsPanel() {
  const { period } = useSession();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const due = lastClosed(institutionToday());
  const [iva, setIva] = useState(due.fortnight);
  const [islr, setIslr] = useState(due.month);
  // The annual certificate is asked for once a year ends: in the first quarter, last year's.
  const today = institutionToday();
  const [certificate, setCertificate] = useState<{ supplier: Option | null; year: number }>({
    supplier: null,
    year: Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) <= 3 ? 1 : 0),
  });
  if (!period) return null;
  // The years of the period, and the one before: January declares December's.
  const first = Number(period.startDate.slice(0, 4)) - 1;
  const years = Array.from({ length: Number(period.endDate.slice(0, 4)) - first + 1 }, (_, i) => first + i);
  for (const y of [iva.year, islr.year, certificate.year]) if (!years.includes(y)) years.push(y);
  years.sort();
  const onError = (error: unknown) => setNotice({ ok: false, text: messageOf(error) });
  // A file downloaded says so, by its name.
  const saved = (url: string, name: string) => async () => {
    await download(url, name);
    setNotice({ ok: true, text: `Descargado ${name}` });
  };
  const ivaFrom = `${iva.year}-${pad(iva.month)}-${iva.fortnight === 1 ? '01' : '16'}`;
  const ivaTo = `${iva.year}-${pad(iva.month)}-${iva.fortnight === 1 ? '15' : lastDay(iva.year, iva.month)}`;
  const ivaName = `IVA ${iva.year}${pad(iva.month)} quincena ${iva.fortnight}.txt`;
  const islrName = `ISLR ${islr.year}${pad(islr.month)}.xml`;

  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Declaraciones · {period.description}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 2 }}>
        <Declaration
          id="iva"
          title="Retenciones de IVA"
          hint={`Archivo TXT de la quincena, del ${formatDate(ivaFrom)} al ${formatDate(ivaTo)}: una línea por comprobante, campos separados por tabuladores. Las anuladas no se declaran. Los comprobantes de la quincena se imprimen de nuevo, uno por página, para entregarlos a los proveedores.`}
        >
          <YearMonth years={years} value={iva} onChange={(ym) => setIva((f) => ({ ...f, ...ym }))} />
          <SelectField
            label="Quincena"
            options={FORTNIGHTS}
            value={iva.fortnight}
            onChange={(fortnight) => setIva((f) => ({ ...f, fortnight }))}
            sx={{ minWidth: 200 }}
          />
          <DownloadButton
            icon={<DownloadIcon />}
            onDownload={saved(endpointUrl(withholdingEndpoints.ivaFile, { query: iva }), ivaName)}
            onError={onError}
          >
            TXT de IVA
          </DownloadButton>
          <DownloadButton
            icon={<PrintIcon />}
            onDownload={saved(
              endpointUrl(withholdingEndpoints.receipts, { query: { idKind: 1, from: ivaFrom, to: ivaTo } }),
              `Comprobantes de IVA ${iva.year}${pad(iva.month)} quincena ${iva.fortnight}.pdf`,
            )}
            onError={onError}
          >
            Comprobantes PDF
          </DownloadButton>
        </Declaration>
        <Declaration
          id="islr"
          title="Retenciones de ISLR"
          hint={`Archivo XML del mes, ${MONTHS[islr.month - 1]} de ${islr.year}: una retención por detalle, con su concepto del Decreto 1.808.`}
        >
          <YearMonth years={years} value={islr} onChange={(ym) => setIslr((m) => ({ ...m, ...ym }))} />
          <DownloadButton
            icon={<DownloadIcon />}
            onDownload={saved(endpointUrl(withholdingEndpoints.islrFile, { query: islr }), islrName)}
            onError={onError}
          >
            XML de ISLR
          </DownloadButton>
        </Declaration>
        <Declaration
          id="islr-anual"
          title="Comprobante anual de ISLR (AR-C)"
          hint={`Lo retenido al beneficiario en ${certificate.year}, mes a mes con sus acumulados, con código QR para verificarlo. Impreso de nuevo con las mismas cifras, es el mismo comprobante.`}
        >
          <RefField
            // A certificate is of a beneficiary paid: nothing is created from here.
            creatable={false}
            target={beneficiaryResource}
            label="Beneficiario"
            value={certificate.supplier}
            onChange={(supplier) => setCertificate((c) => ({ ...c, supplier }))}
            sx={{ minWidth: 260, flex: 1 }}
          />
          <SelectField
            label="Año"
            options={years}
            value={certificate.year}
            onChange={(year) => setCertificate((c) => ({ ...c, year }))}
            sx={{ minWidth: 110 }}
          />
          <DownloadButton
            icon={<PrintIcon />}
            onDownload={async () => {
              if (!certificate.supplier) {
                setNotice({ ok: false, text: 'Elija el beneficiario' });
                return;
              }
              await saved(
                endpointUrl(withholdingEndpoints.islrCertificate, {
                  query: { idBeneficiary: certificate.supplier.id, year: certificate.year },
                }),
                `ISLR ${certificate.year} ${certificate.supplier.label}.pdf`,
              )();
            }}
            onError={onError}
          >
            Comprobante PDF
          </DownloadButton>
        </Declaration>
      </Box>
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

function Declaration({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={`declaracion-${id}`} variant="outlined" sx={{ p: 2 }}>
      <Typography
        id={`declaracion-${id}`}
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 600, mb: 0.5 }}
      >
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {hint}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        {children}
      </Stack>
    </Paper>
  );
}

function YearMonth({
  years,
  value,
  onChange,
}: {
  years: number[];
  value: { year: number; month: number };
  onChange(v: { year?: number; month?: number }): void;
}) {
  return (
    <>
      <SelectField
        label="Año"
        options={years}
        value={value.year}
        onChange={(year) => onChange({ year })}
        sx={{ minWidth: 110 }}
      />
      <SelectField
        label="Mes"
        options={monthChoices()}
        value={value.month}
        onChange={(month) => onChange({ month })}
        sx={{ minWidth: 160 }}
      />
    </>
  );
}
