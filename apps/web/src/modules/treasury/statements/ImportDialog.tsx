import { type FieldError, type StatementFileKind, statementEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError, call, messageOf } from '../../../platform/api.ts';
import { apiMoney, MoneyField } from '../../../platform/MoneyField.tsx';
import type { Option } from '../../../platform/masters/RefSelect.tsx';
import { type Columns, DEFAULT_COLUMNS, ImportColumns } from './ImportColumns.tsx';
import { AccountMonth } from './StatementParts.tsx';

const number = (v: string) => (v.trim() === '' ? null : Number(v));
const kindOf = (name: string): StatementFileKind | null => {
  const ext = name.toLowerCase().split('.').pop();
  return ext === 'csv' || ext === 'txt' ? 'csv' : ext === 'xlsx' ? 'xlsx' : ext === 'ofx' ? 'ofx' : null;
};

/** Reads the chosen file as base64, telling how much is read. */
function readFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    reader.onerror = () => reject(new Error('No se pudo leer el archivo'));
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.readAsDataURL(file);
  });
}

/**
 * Importing the bank's file for an account's month: read here, sent whole, and refused whole with
 * each line's reason when one is wrong.
 */
export function ImportDialog({
  months,
  idPeriod,
  onClose,
  onDone,
}: {
  months: number[];
  idPeriod: number;
  onClose(): void;
  onDone(message: string): void;
}) {
  const [account, setAccount] = useState<Option | null>(null);
  const [month, setMonth] = useState(months[0] ?? 1);
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<Columns>(DEFAULT_COLUMNS);
  const [split, setSplit] = useState(false);
  const [opening, setOpening] = useState('');
  const [closing, setClosing] = useState('');
  const [stage, setStage] = useState<{ what: string; percent: number | null } | null>(null);
  const [problems, setProblems] = useState<{ message: string; fields: FieldError[] } | null>(null);
  const kind = file ? kindOf(file.name) : null;
  const set = (key: keyof Columns, value: string) => setColumns((c) => ({ ...c, [key]: value }));

  const chooseAccount = async (o: Option | null) => {
    setAccount(o);
    if (!o) return;
    // The bank's columns as they were read last time.
    const saved = (
      await call(statementEndpoints.format, { params: { idBankAccount: o.id } }).catch(() => null)
    )?.data;
    if (!saved) return;
    setSplit(Boolean(saved.debitColumn));
    setColumns({
      delimiter: saved.delimiter,
      dateFormat: saved.dateFormat,
      decimal: saved.decimal,
      skipRows: String(saved.skipRows),
      dateColumn: String(saved.dateColumn),
      referenceColumn: saved.referenceColumn ? String(saved.referenceColumn) : '',
      descriptionColumn: String(saved.descriptionColumn),
      amountColumn: saved.amountColumn ? String(saved.amountColumn) : '',
      debitColumn: saved.debitColumn ? String(saved.debitColumn) : '',
      creditColumn: saved.creditColumn ? String(saved.creditColumn) : '',
    });
  };

  const send = async () => {
    if (!account || !file || !kind) return;
    setProblems(null);
    try {
      setStage({ what: 'Leyendo el archivo', percent: 0 });
      const content = await readFile(file, (percent) => setStage({ what: 'Leyendo el archivo', percent }));
      setStage({ what: `Importando ${file.name}: el servidor lee y revisa cada línea`, percent: null });
      const res = await call(statementEndpoints.importFile, {
        body: {
          idPeriod,
          idBankAccount: account.id,
          month,
          kind,
          fileName: file.name,
          content,
          format:
            kind === 'ofx'
              ? null
              : {
                  delimiter: columns.delimiter as ';',
                  dateFormat: columns.dateFormat,
                  decimal: columns.decimal,
                  skipRows: Number(columns.skipRows),
                  dateColumn: Number(columns.dateColumn),
                  referenceColumn: number(columns.referenceColumn),
                  descriptionColumn: Number(columns.descriptionColumn),
                  amountColumn: split ? null : number(columns.amountColumn),
                  debitColumn: split ? number(columns.debitColumn) : null,
                  creditColumn: split ? number(columns.creditColumn) : null,
                },
          openingBalance: opening.trim() ? apiMoney(opening) : null,
          closingBalance: closing.trim() ? apiMoney(closing) : null,
        },
      });
      onDone(res.message ?? 'Estado de cuenta importado');
    } catch (error) {
      setStage(null);
      setProblems({
        message: messageOf(error),
        fields: error instanceof ApiError ? error.fields : [],
      });
    }
  };

  return (
    <Dialog open onClose={stage ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Importar el estado de cuenta</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <AccountMonth
              account={account}
              onAccount={chooseAccount}
              month={month}
              onMonth={setMonth}
              months={months}
              sx={{ account: { flex: 1 }, month: 160 }}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label">
              Elegir archivo (CSV, Excel u OFX)
              <input
                hidden
                type="file"
                aria-label="Archivo del banco"
                accept=".csv,.txt,.xlsx,.ofx"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color={file && !kind ? 'error' : 'text.secondary'}>
              {file
                ? kind
                  ? `${file.name} · ${(file.size / 1024).toFixed(1)} KiB`
                  : `${file.name}: solo se importan archivos CSV, XLSX u OFX`
                : 'Ningún archivo elegido'}
            </Typography>
          </Stack>
          {(kind === 'csv' || kind === 'xlsx') && (
            <ImportColumns kind={kind} columns={columns} onChange={set} split={split} onSplit={setSplit} />
          )}
          {kind && kind !== 'ofx' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ maxWidth: 660 }}>
              {/* The first month reconciled starts from what the bank says the account held, not the book. */}
              <MoneyField
                label="Saldo inicial según el banco"
                value={opening}
                onChange={setOpening}
                helperText="Opcional: si no, el saldo final del mes anterior"
                fullWidth
              />
              <MoneyField
                label="Saldo final según el banco"
                value={closing}
                onChange={setClosing}
                helperText="Opcional: se comprueba contra las líneas"
                fullWidth
              />
            </Stack>
          )}
          {stage && (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {stage.what}
                {stage.percent !== null ? ` (${stage.percent} %)` : '…'}
              </Typography>
              <LinearProgress
                aria-label={stage.what}
                variant={stage.percent === null ? 'indeterminate' : 'determinate'}
                value={stage.percent ?? undefined}
              />
            </Box>
          )}
          {problems && (
            <Alert severity="error">
              {problems.message}
              {problems.fields.length > 1 && (
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {problems.fields.map((f) => (
                    <li key={f.field}>{f.message}</li>
                  ))}
                </Box>
              )}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={Boolean(stage)}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={send} disabled={!account || !kind || Boolean(stage)}>
          Importar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
