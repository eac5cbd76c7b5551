/**
 * Estados de cuenta: the query the period's list is read under (an import or a deletion refreshes
 * it) and the one a statement's lines are read under.
 */
export const LIST_KEY = 'statements';
export const DETAIL_KEY = 'statement';
