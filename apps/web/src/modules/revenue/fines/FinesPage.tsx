import { DocumentScreen } from '../../../platform/documents/DocumentScreen.tsx';
import { FineForm } from './FineForm.tsx';
import { FineList } from './FineList.tsx';
import { FineView } from './FineView.tsx';

/** The fines imposed on taxpayers: each within the limits of its type, by an act, on facts. */
export function FinesPage() {
  return <DocumentScreen form={FineForm} view={FineView} list={FineList} />;
}
