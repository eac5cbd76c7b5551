import { DocumentScreen } from '../../../platform/documents/DocumentScreen.tsx';
import { DeclarationForm } from './DeclarationForm.tsx';
import { DeclarationList } from './DeclarationList.tsx';
import { DeclarationView } from './DeclarationView.tsx';

/** The declarations of gross income the activity tax is charged on. */
export function DeclarationsPage() {
  return <DocumentScreen form={DeclarationForm} view={DeclarationView} list={DeclarationList} />;
}
