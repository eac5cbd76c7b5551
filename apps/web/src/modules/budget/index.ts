// What other modules may use of the budget's web code: nothing else of its folder.
export { Bills, Imputations, momentLabels } from './documents/DocumentTables.tsx';
