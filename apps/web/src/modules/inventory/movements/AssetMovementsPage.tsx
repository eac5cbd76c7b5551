import { useSearchParams } from 'react-router';
import { MovementForm } from './MovementForm.tsx';
import { MovementList } from './MovementList.tsx';
import { MovementView } from './MovementView.tsx';

/** The movements of assets: incorporations, disincorporations, transfers and changes of custodian. */
export function AssetMovementsPage() {
  const [params] = useSearchParams();
  const editing = Number(params.get('editar') ?? 0);
  const id = Number(params.get('id') ?? 0);
  if (params.has('nuevo') || editing > 0) return <MovementForm id={editing || null} />;
  if (id > 0) return <MovementView id={id} />;
  return <MovementList />;
}
