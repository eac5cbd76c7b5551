import {
  bankAccountResource,
  type FieldError,
  formatDate,
  formatMoney,
  MONTHS,
  periodMonths,
  STATEMENT_DATE_FORMATS,
  type StatementFileKind,
  type StatementHeader,
  statementEndpoints,
} from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, messageOf } from '../../../platform/api.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { AddIcon, DeleteIcon, ViewIcon } from '../../../platform/icons.tsx';
import { apiMoney, MoneyField } from '../../../platform/MoneyField.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { moneyCell } from '../../../platform/money.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { useSession } from '../../../platform/session.tsx';

const SOURCES: Record<string, string> = { manual: 'A mano', csv: 'CSV', xlsx: 'Excel', ofx: 'OFX' };
const DELIMITERS = [
  { value: ';', label: 'Punto y coma (;)' },
  { value: ',', label: 'Coma (,)' },
  { value: '\t', label: 'Tabulador' },
  { value: '|', label: 'Barra (|)' },
] as const;

/**
 * Estados de cuenta: what the banks say of each account, month by month: imported from the bank's
 * file (CSV or Excel with the bank's columns, OFX as it comes) or entered by hand through the API;
 * each opened to its lines. The reconciliation reads them.
 */
export function StatementsPage() {
  const { period, user } = useSession();
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [importing, setImporting] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['statements', period?.idPeriod],
    enabled: Boolean(period && user),
    queryFn: async () =>
      (
        await call(statementEndpoints.ofClientAndPeriod, {
          params: { idClient: user?.idClient as number, idPeriod: period?.idPeriod as number },
        })
      ).data.data,
  });
  if (!period) return <Alert severity="info">Elija un período en la barra superior.</Alert>;
  const remove = async (s: StatementHeader) => {
    if (
      !(await confirm(
        `¿Eliminar el estado de cuenta de ${MONTHS[s.month - 1]} de la cuenta ${s.accountNumber}?`,
      ))
    )
      return;
    try {
      const res = await call(statementEndpoints.deleteById, { params: { id: s.id } });
      setNotice({ ok: true, text: res.message ?? 'Estado de cuenta eliminado' });
      await queryClient.invalidateQueries({ queryKey: ['statements'] });
    } catch (error) {
      setNotice({ ok: false, text: messageOf(error) });
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Estados de cuenta · {period.description}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setImporting(true)}>
          Importar archivo del banco
        </Button>
      </Stack>
      {list.isPending ? (
        <CircularProgress aria-label="Cargando" />
      ) : list.isError ? (
        <Alert severity="error">{messageOf(list.error)}</Alert>
      ) : list.data.length === 0 ? (
        <Alert severity="info">
          No hay estados de cuenta en el período. Importe el archivo que el banco envía cada mes.
        </Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Estados de cuenta">
            <TableHead>
              <TableRow>
                <TableCell>Cuenta</TableCell>
                <TableCell>Mes</TableCell>
                <TableCell sx={moneyCell}>Saldo inicial</TableCell>
                <TableCell sx={moneyCell}>Créditos</TableCell>
                <TableCell sx={moneyCell}>Débitos</TableCell>
                <TableCell sx={moneyCell}>Saldo final</TableCell>
                <TableCell sx={moneyCell}>Líneas</TableCell>
                <TableCell>Origen</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data.map((s) => (
                <TableRow key={s.id} hover>
                  <TableCell>
                    {s.accountNumber}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {s.bankName}
                    </Typography>
                  </TableCell>
                  <TableCell>{MONTHS[s.month - 1]}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(s.openingBalance)}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(s.credits)}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(s.debits)}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(s.closingBalance)}</TableCell>
                  <TableCell sx={moneyCell}>{s.lineCount}</TableCell>
                  <TableCell>{SOURCES[s.source] ?? s.source}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" startIcon={<ViewIcon />} onClick={() => setOpen(s.id)}>
                      Líneas
                    </Button>
                    <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => remove(s)}>
                      Eliminar
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {importing && (
        <ImportDialog
          months={periodMonths(period.startDate, period.endDate)}
          idPeriod={period.idPeriod}
          onClose={() => setImporting(false)}
          onDone={async (text) => {
            setImporting(false);
            setNotice({ ok: true, text });
            await queryClient.invalidateQueries({ queryKey: ['statements'] });
          }}
        />
      )}
      {open !== null && <LinesDialog id={open} onClose={() => setOpen(null)} />}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Paper>
  );
}

function LinesDialog({ id, onClose }: { id: number; onClose(): void }) {
  const statement = useQuery({
    queryKey: ['statement', id],
    queryFn: async () => (await call(statementEndpoints.findById, { params: { id } })).data,
  });
  const s = statement.data;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{s ? `${s.accountNumber} · ${MONTHS[s.month - 1]}` : 'Estado de cuenta'}</DialogTitle>
      <DialogContent>
        {!s ? (
          <CircularProgress aria-label="Cargando" />
        ) : (
          <Table size="small" aria-label="Líneas del estado de cuenta">
            <TableHead>
              <TableRow>
                <TableCell>Fecha</TableCell>
                <TableCell>Referencia</TableCell>
                <TableCell>Descripción</TableCell>
                <TableCell sx={moneyCell}>Monto</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {s.lines.map((l) => (
                <TableRow key={l.id}>
                  <TableCell>{formatDate(l.lineDate)}</TableCell>
                  <TableCell>{l.reference}</TableCell>
                  <TableCell>{l.description}</TableCell>
                  <TableCell sx={moneyCell}>{formatMoney(l.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

interface Columns {
  delimiter: string;
  dateFormat: (typeof STATEMENT_DATE_FORMATS)[number];
  decimal: 'comma' | 'dot';
  skipRows: string;
  dateColumn: string;
  referenceColumn: string;
  descriptionColumn: string;
  amountColumn: string;
  debitColumn: string;
  creditColumn: string;
}
const DEFAULT_COLUMNS: Columns = {
  delimiter: ';',
  dateFormat: 'DD/MM/AAAA',
  decimal: 'comma',
  skipRows: '1',
  dateColumn: '1',
  referenceColumn: '2',
  descriptionColumn: '3',
  amountColumn: '4',
  debitColumn: '',
  creditColumn: '',
};
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

function ImportDialog({
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

  const columnField = (key: keyof Columns, label: string) => (
    <TextField
      label={label}
      value={columns[key]}
      onChange={(e) => set(key, e.target.value.replace(/\D/g, ''))}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 2 } }}
      sx={{ width: 130 }}
    />
  );

  return (
    <Dialog open onClose={stage ? undefined : onClose} maxWidth="md" fullWidth>
      <DialogTitle>Importar el estado de cuenta</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Box sx={{ flex: 1 }}>
              <RefSelect
                target={bankAccountResource}
                label="Cuenta bancaria"
                value={account?.id ?? null}
                valueLabel={account?.label}
                onChange={chooseAccount}
                required
              />
            </Box>
            <TextField
              select
              label="Mes"
              value={month}
              onChange={(e) => setMonth(Number(e.target.value))}
              sx={{ minWidth: 160 }}
            >
              {months.map((m) => (
                <MenuItem key={m} value={m}>
                  {MONTHS[m - 1]}
                </MenuItem>
              ))}
            </TextField>
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
            <Box role="group" aria-label="Columnas del archivo">
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                Cómo se lee el archivo de este banco (se guarda para la próxima vez)
              </Typography>
              <Stack
                direction="row"
                spacing={2}
                sx={{ flexWrap: 'wrap', gap: 2, '& > *': { m: '0 !important' } }}
              >
                {kind === 'csv' && (
                  <TextField
                    select
                    label="Separador"
                    value={columns.delimiter}
                    onChange={(e) => set('delimiter', e.target.value)}
                    sx={{ width: 180 }}
                  >
                    {DELIMITERS.map((d) => (
                      <MenuItem key={d.value} value={d.value}>
                        {d.label}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
                <TextField
                  select
                  label="Fechas"
                  value={columns.dateFormat}
                  onChange={(e) => set('dateFormat', e.target.value)}
                  sx={{ width: 160 }}
                >
                  {STATEMENT_DATE_FORMATS.map((f) => (
                    <MenuItem key={f} value={f}>
                      {f}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label="Decimales"
                  value={columns.decimal}
                  onChange={(e) => set('decimal', e.target.value)}
                  sx={{ width: 170 }}
                >
                  <MenuItem value="comma">1.234,56</MenuItem>
                  <MenuItem value="dot">1,234.56</MenuItem>
                </TextField>
                {columnField('skipRows', 'Filas de títulos')}
                {columnField('dateColumn', 'Columna fecha')}
                {columnField('referenceColumn', 'Columna referencia')}
                {columnField('descriptionColumn', 'Columna concepto')}
                <TextField
                  select
                  label="Montos"
                  value={split ? 'split' : 'one'}
                  onChange={(e) => setSplit(e.target.value === 'split')}
                  sx={{ width: 240 }}
                >
                  <MenuItem value="one">Una columna con signo</MenuItem>
                  <MenuItem value="split">Débito y crédito</MenuItem>
                </TextField>
                {split ? (
                  <>
                    {columnField('debitColumn', 'Columna débito')}
                    {columnField('creditColumn', 'Columna crédito')}
                  </>
                ) : (
                  columnField('amountColumn', 'Columna monto')
                )}
              </Stack>
            </Box>
          )}
          {kind && kind !== 'ofx' && (
            <Box sx={{ maxWidth: 320 }}>
              <MoneyField
                label="Saldo final según el banco"
                value={closing}
                onChange={setClosing}
                helperText="Opcional: se comprueba contra las líneas"
                fullWidth
              />
            </Box>
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
