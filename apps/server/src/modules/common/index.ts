// What other modules may use of common: nothing else of its folder.
export { appModule, clientModule, notification, screen } from './common.schema.ts';
export { noRate, noTcmmv, rateOfCurrencySql, rateOn, tcmmvOn, tcmmvSql } from './exchange-rates.ts';
