import { useSearchParams } from 'react-router';
import { RunForm } from './RunForm.tsx';
import { RunList } from './RunList.tsx';
import { RunView } from './RunView.tsx';

/** Emisión de nóminas: runs by personnel type and period, computed, reviewed and closed. */
export function PayrollRunsPage() {
  const [params] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const id = Number(params.get('id') ?? 0);
  if (params.has('nuevo') || editing > 0) return <RunForm id={editing || null} />;
  if (id > 0) return <RunView id={id} />;
  return <RunList />;
}
