/** The period rules belong to the document kit; their callers outside documents find them here. */
export { assertPeriodOpen, PERIOD_ROW } from '../../platform/documents/period.ts';
