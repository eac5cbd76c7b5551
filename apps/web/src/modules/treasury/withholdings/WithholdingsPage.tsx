import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../platform/session.tsx';
import { DeclarationsPanel } from './DeclarationsPanel.tsx';
import { PaymentForm } from './PaymentForm.tsx';
import { PaymentList, PaymentView } from './Payments.tsx';
import { RegisterPanel } from './RegisterPanel.tsx';
import { VIEWS, type View } from './withholdings.shared.ts';

const tabId = (view: View) => `retenciones-tab-${view}`;
const panelId = (view: View) => `retenciones-panel-${view}`;

/**
 * Proceso de pago de retenciones (TES-PAG-01): the register of what the bills withheld, paying one
 * tax's withholdings over to the body that collects it (enteramiento: the kit's document, whose
 * posting issues the payment order, its egress voucher and the bank movement), the payments made,
 * and the SENIAT's declaration files. One tab each; a payment's view (`?id=`) and a draft refused
 * at posting (`?editar=`) open in their tab.
 */
export function WithholdingsPage() {
  const { period } = useSession();
  const [params, setParams] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const viewing = Number(params.get('id') ?? 0);
  const asked = params.get('vista');
  // Each time the treasurer opens Enterar, a new form: not the draft that was open before.
  const [fresh, setFresh] = useState(0);
  const open = (next: View) => {
    if (next === 'enterar') setFresh((n) => n + 1);
    setParams({ vista: next });
  };
  const view: View =
    editing > 0
      ? 'enterar'
      : viewing > 0
        ? 'enteramientos'
        : (VIEWS.find((v) => v.value === asked)?.value ?? 'retenciones');

  if (!period)
    return <Alert severity="info">Elija un período en la barra superior para ver sus retenciones.</Alert>;
  return (
    <Box>
      <Tabs
        value={view}
        aria-label="Proceso de pago de retenciones"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {VIEWS.map((v) => (
          <Tab
            key={v.value}
            value={v.value}
            label={v.label}
            id={tabId(v.value)}
            aria-controls={panelId(v.value)}
            // A click opens the tab afresh, also the one open: from a payment's view, its list.
            onClick={() => open(v.value)}
          />
        ))}
      </Tabs>
      {/* Every tab's panel is in the page (each tab names its own); only the chosen one has content. */}
      {VIEWS.map((v) => (
        <div
          key={v.value}
          role="tabpanel"
          id={panelId(v.value)}
          aria-labelledby={tabId(v.value)}
          hidden={v.value !== view}
        >
          {v.value === view && v.value === 'retenciones' && <RegisterPanel />}
          {v.value === view && v.value === 'enterar' && <PaymentForm key={fresh} id={editing || null} />}
          {v.value === view &&
            v.value === 'enteramientos' &&
            (viewing > 0 ? <PaymentView id={viewing} /> : <PaymentList />)}
          {v.value === view && v.value === 'declaraciones' && <DeclarationsPanel />}
        </div>
      ))}
    </Box>
  );
}
