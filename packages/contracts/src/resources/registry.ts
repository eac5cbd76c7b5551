import { budgetClassifierResource } from '../budget/budget-classifier.resource.ts';
import { budgetPeriodResource } from '../budget/budget-period.resource.ts';
import { budgetLevelResources, budgetSpecificResource } from '../budget/budget-structure.resource.ts';
import { documentNumberResource } from '../budget/document-number.resource.ts';
import { documentTypeResource } from '../budget/document-type.resource.ts';
import { clientResource } from '../common/client.resource.ts';
import { companyResource } from '../common/company.resource.ts';
import { countryResource } from '../common/country.resource.ts';
import { currencyResource } from '../common/currency.resource.ts';
import { exchangeRateResource } from '../common/exchange-rate.resource.ts';
import { generalParameterResource } from '../common/general-parameter.resource.ts';
import { holidayResource } from '../common/holiday.resource.ts';
import { microserviceResource } from '../common/microservice.resource.ts';
import { personTypeResource } from '../common/person-type.resource.ts';
import { propertyResource } from '../common/property.resource.ts';
import type { Role } from '../identity.ts';
import { bmReferenceResource } from '../inventory/bm-reference.resource.ts';
import { groupResource, sectionResource, subgroupResource } from '../inventory/classification.resource.ts';
import { generalConceptResource } from '../inventory/general-concept.resource.ts';
import { movementTypeResource } from '../inventory/movement-type.resource.ts';
import { workUnitResource } from '../inventory/work-unit.resource.ts';
import { benefitRateResource } from '../payroll/benefit-rate.resource.ts';
import { departmentResource } from '../payroll/department.resource.ts';
import {
  employeeAmountResource,
  employeeDetailResource,
  employeeResource,
  islrEstimateResource,
} from '../payroll/employee.resource.ts';
import { payrollConceptResource } from '../payroll/payroll-concept.resource.ts';
import {
  academicLevelResource,
  academicPremiumResource,
  cargoResource,
  employeeTypeResource,
  payrollParameterResource,
  seniorityPremiumResource,
} from '../payroll/personnel.resource.ts';
import { queueCounterResource, queueServiceResource } from '../queue/queue.resource.ts';
import { agreementTypeResource } from '../revenue/agreement-type.resource.ts';
import {
  constructionTypeResource,
  constructionValueResource,
  landValueResource,
  landZoneResource,
  propertyRateResource,
} from '../revenue/cadastral-value.resource.ts';
import { collectionConceptResource } from '../revenue/collection-concept.resource.ts';
import { cashBoxResource, collectionPointResource } from '../revenue/collection-point.resource.ts';
import {
  activityRateResource,
  economicActivityResource,
  patentActivityResource,
} from '../revenue/economic-activity.resource.ts';
import { fineTypeResource } from '../revenue/fine-type.resource.ts';
import { incomeClassifierResource } from '../revenue/income-classifier.resource.ts';
import { lateInterestRateResource } from '../revenue/late-interest.resource.ts';
import { paymentFormResource } from '../revenue/payment-form.resource.ts';
import {
  operationTypeResource,
  taxpayerTypeResource,
  vehicleMarkResource,
  vehicleTypeResource,
  vehicleUseResource,
} from '../revenue/revenue-catalogues.resource.ts';
import { taxUnitResource } from '../revenue/tax-unit.resource.ts';
import {
  cadastreResource,
  patentResource,
  taxpayerResource,
  vehicleResource,
} from '../revenue/taxpayer.resource.ts';
import { vehicleTariffResource } from '../revenue/vehicle-tariff.resource.ts';
import { bankResource } from '../treasury/bank.resource.ts';
import { bankAccountResource } from '../treasury/bank-account.resource.ts';
import { beneficiaryResource } from '../treasury/beneficiary.resource.ts';
import { chequeBookResource, chequeVoidResource } from '../treasury/cheque-book.resource.ts';
import { chequeLayoutResource } from '../treasury/cheque-layout.resource.ts';
import { fundingSourceResource } from '../treasury/funding-source.resource.ts';
import { openingBalanceResource } from '../treasury/opening-balance.resource.ts';
import { personResource } from '../treasury/person.resource.ts';
import { transitOperationResource } from '../treasury/transit-operation.resource.ts';
import type { ResourceDef } from './resource.ts';

/**
 * Every declared master, each after the ones it refers to. Adding a master: write its declaration
 * file and add it here; `npm run db:generate` makes its table's migration.
 */
export const RESOURCES: readonly ResourceDef[] = [
  currencyResource,
  countryResource,
  companyResource,
  clientResource,
  personTypeResource,
  documentTypeResource,
  budgetPeriodResource,
  holidayResource,
  exchangeRateResource,
  documentNumberResource,
  fundingSourceResource,
  beneficiaryResource,
  budgetClassifierResource,
  ...budgetLevelResources,
  budgetSpecificResource,
  generalParameterResource,
  microserviceResource,
  propertyResource,
  bankResource,
  bankAccountResource,
  personResource,
  openingBalanceResource,
  transitOperationResource,
  chequeBookResource,
  chequeVoidResource,
  chequeLayoutResource,
  incomeClassifierResource,
  collectionConceptResource,
  paymentFormResource,
  taxUnitResource,
  collectionPointResource,
  cashBoxResource,
  queueServiceResource,
  queueCounterResource,
  vehicleMarkResource,
  vehicleUseResource,
  vehicleTypeResource,
  taxpayerTypeResource,
  operationTypeResource,
  taxpayerResource,
  vehicleResource,
  vehicleTariffResource,
  economicActivityResource,
  activityRateResource,
  patentResource,
  patentActivityResource,
  landZoneResource,
  landValueResource,
  constructionTypeResource,
  constructionValueResource,
  propertyRateResource,
  cadastreResource,
  lateInterestRateResource,
  fineTypeResource,
  agreementTypeResource,
  departmentResource,
  groupResource,
  subgroupResource,
  sectionResource,
  movementTypeResource,
  generalConceptResource,
  workUnitResource,
  bmReferenceResource,
  employeeTypeResource,
  cargoResource,
  academicLevelResource,
  academicPremiumResource,
  seniorityPremiumResource,
  payrollParameterResource,
  employeeResource,
  employeeDetailResource,
  payrollConceptResource,
  employeeAmountResource,
  benefitRateResource,
  islrEstimateResource,
];

const byName = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceNamed(name: string): ResourceDef {
  const def = byName.get(name);
  if (!def) throw new Error(`Recurso desconocido: ${name}`);
  return def;
}

/** Whether a master's rows belong to one institution: client or period scope, or under a parent that does. */
export function isTenantResource(def: ResourceDef): boolean {
  if (def.scope.kind === 'client' || def.scope.kind === 'period') return true;
  if (def.scope.kind === 'parent') return isTenantResource(resourceNamed(def.scope.resource));
  return false;
}

/**
 * Who may create, change or delete a master's rows besides holding its screen. A shared (global)
 * master is read by every institution and written by the SA only: one institution's administrator
 * must not rename, recode or delete what all the others use.
 */
export function writeRoles(def: ResourceDef): Role[] | undefined {
  return isTenantResource(def) ? def.roles : ['SA'];
}

/**
 * The masters a catalogue screen lists, in the registry's order: one, or a master and what hangs
 * from it (a zone and its dated land values), which the screen shows as tabs.
 */
export function resourcesForScreen(code: string): ResourceDef[] {
  return RESOURCES.filter((r) => r.screen === code || r.stewardScreens?.includes(code));
}

/**
 * A table as people call it in the audit trail: its master's name («Monedas (currency)») when it is
 * one, its own name otherwise (documents, sessions and the like keep their table's name).
 */
export function tableLabel(table: string): string {
  const def = RESOURCES.find((r) => r.table === table);
  if (!def) return table;
  const plural = def.labels.plural;
  return `${plural.charAt(0).toUpperCase()}${plural.slice(1)} (${table})`;
}
