import { DocumentScreen } from '../../../platform/documents/DocumentScreen.tsx';
import { MovementForm } from './MovementForm.tsx';
import { MovementList } from './MovementList.tsx';
import { MovementView } from './MovementView.tsx';

/** The movements of assets: incorporations, disincorporations, transfers and changes of custodian. */
export function AssetMovementsPage() {
  return <DocumentScreen form={MovementForm} view={MovementView} list={MovementList} />;
}
