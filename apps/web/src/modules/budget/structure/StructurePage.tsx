import { formatMoney, resourceNamed, type StructureNode, structureEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { useConfirm } from '../../../platform/confirm.tsx';
import { ChevronRightIcon, ContentCopyIcon, ExpandMoreIcon } from '../../../platform/icons.tsx';
import { MasterPage } from '../../../platform/masters/MasterPage.tsx';
import { type Option, RefSelect } from '../../../platform/masters/RefSelect.tsx';
import { canOpen } from '../../../platform/menu.ts';
import { Notice, type NoticeState } from '../../../platform/Notice.tsx';
import { useSession } from '../../../platform/session.tsx';

const LEVEL_NAMES = [
  'Sector',
  'Programa',
  'Subprograma',
  'Proyecto',
  'Subproyecto',
  'Actividad',
  'Obra',
  'Partida',
];

function Branch({
  idPeriod,
  level,
  parent,
  depth,
}: {
  idPeriod: number;
  level: number;
  parent?: number;
  depth: number;
}) {
  const nodes = useQuery({
    queryKey: ['structure-tree', idPeriod, level, parent],
    queryFn: async () =>
      (await call(structureEndpoints.tree, { params: { idPeriod }, query: { level, parent } })).data,
  });
  if (nodes.isPending)
    return <CircularProgress size={20} sx={{ ml: depth * 3 + 1, my: 1 }} aria-label="Cargando" />;
  if (nodes.isError) return <Alert severity="error">{messageOf(nodes.error)}</Alert>;
  if (nodes.data.length === 0 && level === 1)
    return (
      <Alert severity="info">
        El período no tiene estructura todavía: cree sus sectores o cópiela de otro período.
      </Alert>
    );
  return (
    <Box role="group">
      {nodes.data.map((node) => (
        <Node key={node.id} idPeriod={idPeriod} node={node} depth={depth} />
      ))}
    </Box>
  );
}

function Node({ idPeriod, node, depth }: { idPeriod: number; node: StructureNode; depth: number }) {
  const [open, setOpen] = useState(false);
  const leaf = node.level === 8 || node.children === 0;
  const label = `${LEVEL_NAMES[node.level - 1]} ${node.code} ${node.name}`;
  return (
    <Box role="treeitem" aria-expanded={leaf ? undefined : open} aria-label={label}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '32px minmax(0, 1fr) 90px 150px 150px',
          alignItems: 'center',
          pl: depth * 3,
          py: 0.25,
          borderBottom: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {leaf ? (
          <span />
        ) : (
          <IconButton
            size="small"
            aria-label={open ? `Cerrar ${label}` : `Abrir ${label}`}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        )}
        <Typography noWrap title={node.name}>
          <Box component="span" sx={{ fontFamily: 'monospace', mr: 1 }}>
            {node.code}
          </Box>
          {node.name}
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
            {LEVEL_NAMES[node.level - 1]}
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'right' }}>
          {node.level === 8 ? '' : `${node.accounts} ctas.`}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(node.initial)}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(node.available)}
        </Typography>
      </Box>
      {open && <Branch idPeriod={idPeriod} level={node.level + 1} parent={node.id} depth={depth + 1} />}
    </Box>
  );
}

/**
 * The Sector screen: the sectors' own list and form, and the period's whole programme structure as a
 * tree, opened a branch at a time with each node's accounts, initial assignment and availability.
 */
export function StructurePage() {
  const { period, user } = useSession();
  const [tab, setTab] = useState(0);
  const [copying, setCopying] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  return (
    <Box>
      <Tabs value={tab} onChange={(_e, v) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label="Sectores" />
        <Tab label="Árbol de la estructura" />
      </Tabs>
      {tab === 0 ? (
        <MasterPage def={resourceNamed('budgetLevel1')} />
      ) : !period ? (
        <Alert severity="info">Elija un período en la barra superior.</Alert>
      ) : (
        <Paper sx={{ p: { xs: 1, sm: 2 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
              Estructura presupuestaria · {period.description}
            </Typography>
            {user && canOpen(user, 'PRE-NIV-01') && !user.isConsultant && (
              <Button startIcon={<ContentCopyIcon />} onClick={() => setCopying(true)}>
                Copiar de otro período
              </Button>
            )}
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '32px minmax(0, 1fr) 90px 150px 150px',
              color: 'text.secondary',
              fontSize: 13,
              borderBottom: 2,
              borderColor: 'divider',
              py: 0.5,
            }}
          >
            <span />
            <span>Código y denominación</span>
            <Box sx={{ textAlign: 'right' }}>Cuentas</Box>
            <Box sx={{ textAlign: 'right' }}>Asignación inicial</Box>
            <Box sx={{ textAlign: 'right' }}>Disponible</Box>
          </Box>
          <Box role="tree" aria-label="Estructura presupuestaria">
            <Branch idPeriod={period.idPeriod} level={1} depth={0} />
          </Box>
          {copying && (
            <CopyStructureDialog
              target={period}
              onClose={() => setCopying(false)}
              onCopied={(text) => {
                setCopying(false);
                setNotice({ ok: true, text });
              }}
            />
          )}
        </Paper>
      )}
      <Notice notice={notice} onClose={() => setNotice(null)} />
    </Box>
  );
}

/**
 * Opens the period on screen with another period's structure: every level and account by code, the
 * initial assignments at zero (the new budget is its own ordinance). The server refuses a period that
 * already has a structure, an expired one, or another institution's.
 */
function CopyStructureDialog({
  target,
  onClose,
  onCopied,
}: {
  target: { idPeriod: number; description: string };
  onClose(): void;
  onCopied(message: string): void;
}) {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<Option | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    if (!source) return;
    if (!(await confirm(`¿Copiar en ${target.description} la estructura de ${source.label}?`))) return;
    setBusy(true);
    setFailure(null);
    try {
      const res = await call(structureEndpoints.copy, {
        body: { fromIdPeriod: source.id, toIdPeriod: target.idPeriod },
      });
      await queryClient.invalidateQueries({ queryKey: ['structure-tree'] });
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
      onCopied(
        `Estructura copiada de ${source.label}: ${res.data.levels.reduce((a, n) => a + n, 0)} niveles y ${res.data.accounts} cuentas, con asignación inicial en cero.`,
      );
    } catch (e) {
      setFailure(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="copy-structure-title">
      <DialogTitle id="copy-structure-title">Copiar la estructura a {target.description}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Typography variant="body2" color="text.secondary">
            Se copian los sectores, sus niveles y las cuentas específicas con la misma codificación. Las
            asignaciones iniciales quedan en cero: el presupuesto del nuevo ejercicio se carga aparte.
          </Typography>
          <RefSelect
            target={resourceNamed('budgetPeriod')}
            label="Período de origen"
            required
            value={source?.id ?? null}
            valueLabel={source?.label}
            onChange={setSource}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={copy} disabled={!source || busy}>
          {busy ? 'Cargando...' : 'Copiar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
