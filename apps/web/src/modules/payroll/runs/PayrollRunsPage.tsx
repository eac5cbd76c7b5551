import { DocumentScreen } from '../../../platform/documents/DocumentScreen.tsx';
import { RunForm } from './RunForm.tsx';
import { RunList } from './RunList.tsx';
import { RunView } from './RunView.tsx';

/** Emisión de nóminas: runs by personnel type and period, computed, reviewed and closed. */
export function PayrollRunsPage() {
  return <DocumentScreen form={RunForm} view={RunView} list={RunList} />;
}
