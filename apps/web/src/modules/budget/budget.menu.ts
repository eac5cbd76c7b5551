import type { MenuDeclaration } from '../../platform/menu.ts';

/** The document generator, also at the menu's top: the budget office's most used screen. */
export const budgetMenu: MenuDeclaration[] = [
  {
    key: 'document-add',
    name: 'Generar documentos',
    path: '/pages/document-add',
    module: 'PRE',
    code: 'PRE-DOC-02',
  },
];
