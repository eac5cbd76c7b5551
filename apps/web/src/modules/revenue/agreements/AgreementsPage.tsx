import { DocumentScreen } from '../../../platform/documents/DocumentScreen.tsx';
import { AgreementForm } from './AgreementForm.tsx';
import { AgreementList } from './AgreementList.tsx';
import { AgreementView } from './AgreementView.tsx';

/** Payment agreements: a taxpayer's debts turned into instalments. */
export function AgreementsPage() {
  return <DocumentScreen form={AgreementForm} view={AgreementView} list={AgreementList} />;
}
