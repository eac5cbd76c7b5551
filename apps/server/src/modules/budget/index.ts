// What the inventory may buy assets with: the caused lines on capital-goods partidas (4.04).
export { type CapitalLine, capitalLines, lockCapitalLine } from './documents/capital-lines.ts';
// What a payroll run commits and causes when it closes, and undoes when it is annulled.
export {
  annulSpending,
  type IssuedSpending,
  issueSpending,
  type Spending,
  spendingBlocker,
} from './documents/issued-spending.ts';
