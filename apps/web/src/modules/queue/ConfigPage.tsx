import { queueCounterResource, queueServiceResource } from '@erario/contracts';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { MasterPage } from '../../platform/masters/MasterPage.tsx';
import { usePageTitle } from '../../platform/title.ts';
import { DevicesPanel } from './DevicesPanel.tsx';

const MASTERS = [
  { def: queueServiceResource, label: 'Servicios' },
  { def: queueCounterResource, label: 'Puestos de atención' },
];
/** The tab after the masters: the kiosks and displays. */
const DEVICES = 'dispositivos';

/**
 * The queue's configuration (TUR-CFG-01): each collection point's services and counters, two masters
 * on one screen, each under its own heading, and the kiosks and displays enrolled. The one shown is in the address (`?maestro=`), so a link
 * or a reload opens it.
 */
export function ConfigPage() {
  usePageTitle('Configuración de turnos');
  const [params, setParams] = useSearchParams();
  const asked = params.get('maestro');
  const tab =
    asked === DEVICES
      ? MASTERS.length
      : Math.max(
          0,
          MASTERS.findIndex((m) => m.def.name === asked),
        );
  const shown = MASTERS[tab];
  return (
    <Stack spacing={1}>
      <Tabs
        value={tab}
        onChange={(_, value: number) =>
          setParams({ maestro: MASTERS[value]?.def.name ?? DEVICES }, { replace: true })
        }
        aria-label="Configuración de turnos"
      >
        {MASTERS.map((m) => (
          <Tab key={m.def.name} label={m.label} />
        ))}
        <Tab label="Dispositivos" />
      </Tabs>
      {shown ? <MasterPage key={shown.def.name} def={shown.def} /> : <DevicesPanel />}
    </Stack>
  );
}
