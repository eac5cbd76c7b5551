import {
  formatMoney,
  type ResourceDef,
  resourceNamed,
  type StructureNode,
  structureEndpoints,
} from '@erario/contracts';
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
import { AddIcon, ChevronRightIcon, ContentCopyIcon, ExpandMoreIcon } from '../../../platform/icons.tsx';
import { MasterForm } from '../../../platform/masters/MasterForm.tsx';
import { MasterPage } from '../../../platform/masters/MasterPage.tsx';
import { type Option, RefField } from '../../../platform/masters/RefSelect.tsx';
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

/** What "add here" opens: the child's master, its parent fixed and shown, its code proposed. */
interface Adding {
  def: ResourceDef;
  parentField: string;
  parentId: number;
  parentLabel: string;
  code?: string;
  /** Opens the branch the new row went into. */
  onAdded?: () => void;
}

/** The master of the level below `level` (1…7), or of the accounts under an obra. */
const childDef = (level: number) => resourceNamed(level >= 7 ? 'budgetSpecific' : `budgetLevel${level + 1}`);

/** The next free two-digit code among siblings: 01 for the first, one past the highest after that. */
function nextCode(siblings: readonly StructureNode[]): string {
  const highest = Math.max(0, ...siblings.map((n) => Number(n.code)).filter((n) => Number.isFinite(n)));
  return String(Math.min(highest + 1, 99)).padStart(2, '0');
}

/** Whether the session may write `def`'s rows: its screen, and not a read-only consultant. */
function useCanWrite() {
  const { user } = useSession();
  return (def: ResourceDef) => Boolean(user && canOpen(user, def.screen) && !user.isConsultant);
}

/** One level of the tree below a node (the sectors when there is no parent): shown, and read to propose a code. */
const treeLevel = (idPeriod: number, level: number, parent?: number) => ({
  queryKey: ['structure-tree', idPeriod, level, parent],
  queryFn: async () =>
    (await call(structureEndpoints.tree, { params: { idPeriod }, query: { level, parent } })).data,
});

function Branch({
  idPeriod,
  level,
  parent,
  depth,
  onAdd,
}: {
  idPeriod: number;
  level: number;
  parent?: number;
  depth: number;
  onAdd(adding: Adding): void;
}) {
  const nodes = useQuery(treeLevel(idPeriod, level, parent));
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
        <Node key={node.id} idPeriod={idPeriod} node={node} depth={depth} onAdd={onAdd} />
      ))}
    </Box>
  );
}

function Node({
  idPeriod,
  node,
  depth,
  onAdd,
}: {
  idPeriod: number;
  node: StructureNode;
  depth: number;
  onAdd(adding: Adding): void;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const leaf = node.level === 8 || node.children === 0;
  const label = `${LEVEL_NAMES[node.level - 1]} ${node.code} ${node.name}`;
  const child = node.level < 8 ? childDef(node.level) : null;
  const add = async () => {
    if (child?.scope.kind !== 'parent') return;
    // The code goes on from the children already there (accounts take a partida, not a code).
    const siblings =
      node.level < 7 ? await queryClient.fetchQuery(treeLevel(idPeriod, node.level + 1, node.id)) : null;
    onAdd({
      def: child,
      parentField: child.scope.field,
      parentId: node.id,
      parentLabel: `${node.code} · ${node.name}`,
      code: siblings ? nextCode(siblings) : undefined,
      onAdded: () => setOpen(true),
    });
  };
  return (
    <Box role="treeitem" aria-expanded={leaf ? undefined : open} aria-label={label}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: '32px minmax(0, 1fr) 40px 90px 150px 150px',
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
        {child && canWrite(child) ? (
          <IconButton
            size="small"
            aria-label={`Agregar ${LEVEL_NAMES[node.level]?.toLowerCase()} en ${label}`}
            title={`Agregar ${LEVEL_NAMES[node.level]?.toLowerCase()} aquí`}
            onClick={add}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        ) : (
          <span />
        )}
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
      {open && (
        <Branch idPeriod={idPeriod} level={node.level + 1} parent={node.id} depth={depth + 1} onAdd={onAdd} />
      )}
    </Box>
  );
}

/**
 * The Sector screen: the sectors' own list and form, and the period's whole programme structure as a
 * tree, opened a branch at a time with each node's accounts, initial assignment and availability,
 * and edited where one stands: each node adds the level below it (an obra, its accounts) through
 * that level's own master form, with the parent fixed and the next code proposed.
 */
export function StructurePage() {
  const { period } = useSession();
  const [tab, setTab] = useState(0);
  const [copying, setCopying] = useState(false);
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const [adding, setAdding] = useState<Adding | null>(null);
  const queryClient = useQueryClient();
  const canWrite = useCanWrite();
  const sectors = resourceNamed('budgetLevel1');
  const addSector = async () => {
    if (!period || sectors.scope.kind !== 'parent') return;
    const siblings = await queryClient.fetchQuery(treeLevel(period.idPeriod, 1));
    setAdding({
      def: sectors,
      parentField: sectors.scope.field,
      parentId: period.idPeriod,
      parentLabel: period.description,
      code: nextCode(siblings),
    });
  };
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
            {canWrite(sectors) && (
              <>
                <Button startIcon={<AddIcon />} onClick={addSector}>
                  Agregar sector
                </Button>
                <Button startIcon={<ContentCopyIcon />} onClick={() => setCopying(true)}>
                  Copiar de otro período
                </Button>
              </>
            )}
          </Stack>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: '32px minmax(0, 1fr) 40px 90px 150px 150px',
              color: 'text.secondary',
              fontSize: 13,
              borderBottom: 2,
              borderColor: 'divider',
              py: 0.5,
            }}
          >
            <span />
            <span>Código y denominación</span>
            <span />
            <Box sx={{ textAlign: 'right' }}>Cuentas</Box>
            <Box sx={{ textAlign: 'right' }}>Asignación inicial</Box>
            <Box sx={{ textAlign: 'right' }}>Disponible</Box>
          </Box>
          <Box role="tree" aria-label="Estructura presupuestaria">
            <Branch idPeriod={period.idPeriod} level={1} depth={0} onAdd={setAdding} />
          </Box>
          {adding && (
            <MasterForm
              def={adding.def}
              row={null}
              fixed={{ [adding.parentField]: adding.parentId }}
              fixedLabels={{ [adding.parentField]: adding.parentLabel }}
              prefill={adding.code ? { code: adding.code } : {}}
              onClose={() => setAdding(null)}
              onSaved={async (message) => {
                adding.onAdded?.();
                setAdding(null);
                setNotice({ ok: true, text: message });
                await queryClient.invalidateQueries({ queryKey: ['structure-tree'] });
                await queryClient.invalidateQueries({ queryKey: ['resource'] });
              }}
            />
          )}
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
          <RefField
            // A period to copy from exists already: nothing is created from here.
            creatable={false}
            target={resourceNamed('budgetPeriod')}
            label="Período de origen"
            required
            value={source}
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
