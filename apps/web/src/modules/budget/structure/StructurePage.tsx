import { formatMoney, resourceNamed, type StructureNode, structureEndpoints } from '@erario/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, messageOf } from '../../../platform/api.ts';
import { ChevronRightIcon, ExpandMoreIcon } from '../../../platform/icons.tsx';
import { MasterPage } from '../../../platform/masters/MasterPage.tsx';
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
  const { period } = useSession();
  const [tab, setTab] = useState(0);
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
          <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
            Estructura presupuestaria · {period.description}
          </Typography>
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
        </Paper>
      )}
    </Box>
  );
}
