import { expect } from 'vitest';
import { type BudgetTest, startBudgetTest } from './budget-fixtures.ts';

/**
 * A payroll office on the budget fixture: the budget's accounts the seeded concepts charge, one
 * department (with its budget category) and one fortnightly personnel type paid to the fixture's
 * beneficiary. The payroll tests share it, each adding its cargos and workers.
 */
export interface PayrollTest {
  b: BudgetTest;
  idDepartment: number;
  idType: number;
  /** Creates a master of `/api/hr/<path>` and answers its id (a refusal fails the test with its body). */
  master(path: string, body: object): Promise<number>;
  /** Opens, computes (one batch, all of it) and closes a run of the personnel type; answers its id. */
  closeRun(runKind: string, fromDate: string, toDate: string, description: string): Promise<number>;
}

export const PAYROLL_CATEGORY = '01.01.01.01.01.01.01';

export async function startPayrollTest(
  accounts: readonly string[],
  initial = '1000000.00',
): Promise<PayrollTest> {
  const b = await startBudgetTest(accounts.map((code) => ({ code, initial })));
  const master = async (path: string, body: object): Promise<number> => {
    const res = await b.call('POST', `/api/hr/${path}/create`, body);
    if (res.statusCode !== 200) throw new Error(`${path}: ${res.body}`);
    return res.json().data.id;
  };
  const idDepartment = await master('department', {
    code: 'HAC',
    name: 'Dirección de Hacienda',
    budgetCategory: PAYROLL_CATEGORY,
    active: true,
  });
  const idType = await master('employeeType', {
    code: 'EF',
    name: 'Empleados fijos',
    frequency: 'fortnightly',
    idBeneficiary: b.idBeneficiary,
    active: true,
  });
  const closeRun = async (runKind: string, fromDate: string, toDate: string, description: string) => {
    const created = await b.call('POST', '/api/hr/payrollRun/create', {
      idPeriod: b.idPeriod,
      idEmployeeType: idType,
      runKind,
      fromDate,
      toDate,
      payDate: toDate,
      description,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as number;
    const computed = await b.call('POST', `/api/hr/payrollRun/compute/${id}`, { batch: 0 });
    expect(computed.json().data, computed.body).toMatchObject({ finished: true });
    const posted = await b.call('POST', `/api/hr/payrollRun/post/${id}`);
    expect(posted.statusCode, posted.body).toBe(200);
    return id;
  };
  return { b, idDepartment, idType, master, closeRun };
}
