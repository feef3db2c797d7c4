// Every catalog of every language, for what the server writes in the user's language rather than
// in Portuguese (the titles and words of a spreadsheet export): the platform's (lang/<language>.json)
// and each module's (lang/<module>/<language>.json), merged, since an id is in one catalog only. A
// module folder added to lang/ is added here too (catalogs.test.ts checks it).
import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from '../src/domain/constants';
import platformPt from '../lang/pt.json';
import biPt from '../lang/bi/pt.json';
import checklistPt from '../lang/checklist/pt.json';
import financialPt from '../lang/financial/pt.json';
import logisticsPt from '../lang/logistics/pt.json';
import moduleAdminPt from '../lang/module-admin/pt.json';
import shippingCompanyPt from '../lang/shipping-company/pt.json';
import supportPt from '../lang/support/pt.json';
import trackingPt from '../lang/tracking/pt.json';
import trackingClientPt from '../lang/tracking-client/pt.json';
import workflowPt from '../lang/workflow/pt.json';
import platformEn from '../lang/en.json';
import biEn from '../lang/bi/en.json';
import checklistEn from '../lang/checklist/en.json';
import financialEn from '../lang/financial/en.json';
import logisticsEn from '../lang/logistics/en.json';
import moduleAdminEn from '../lang/module-admin/en.json';
import shippingCompanyEn from '../lang/shipping-company/en.json';
import supportEn from '../lang/support/en.json';
import trackingEn from '../lang/tracking/en.json';
import trackingClientEn from '../lang/tracking-client/en.json';
import workflowEn from '../lang/workflow/en.json';
import platformAr from '../lang/ar.json';
import biAr from '../lang/bi/ar.json';
import checklistAr from '../lang/checklist/ar.json';
import financialAr from '../lang/financial/ar.json';
import logisticsAr from '../lang/logistics/ar.json';
import moduleAdminAr from '../lang/module-admin/ar.json';
import shippingCompanyAr from '../lang/shipping-company/ar.json';
import supportAr from '../lang/support/ar.json';
import trackingAr from '../lang/tracking/ar.json';
import trackingClientAr from '../lang/tracking-client/ar.json';
import workflowAr from '../lang/workflow/ar.json';

export type Catalog = Readonly<Record<string, string>>;

const merged = (...catalogs: Catalog[]): Catalog => Object.assign({}, ...catalogs) as Catalog;

export const CATALOGS: Readonly<Record<Locale, Catalog>> = {
  pt: merged(
    platformPt,
    biPt,
    checklistPt,
    financialPt,
    logisticsPt,
    moduleAdminPt,
    shippingCompanyPt,
    supportPt,
    trackingPt,
    trackingClientPt,
    workflowPt,
  ),
  en: merged(
    platformEn,
    biEn,
    checklistEn,
    financialEn,
    logisticsEn,
    moduleAdminEn,
    shippingCompanyEn,
    supportEn,
    trackingEn,
    trackingClientEn,
    workflowEn,
  ),
  ar: merged(
    platformAr,
    biAr,
    checklistAr,
    financialAr,
    logisticsAr,
    moduleAdminAr,
    shippingCompanyAr,
    supportAr,
    trackingAr,
    trackingClientAr,
    workflowAr,
  ),
};

const formats = new Map<string, IntlMessageFormat>();

/** A message of a language's catalog with its values; the id itself when the catalog lacks it. */
export function catalogText(
  locale: Locale,
  id: string,
  values?: Readonly<Record<string, string | number>>,
): string {
  const pattern = CATALOGS[locale][id];
  if (pattern === undefined) return id;
  const key = `${locale}:${id}`;
  let format = formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(pattern, locale);
    formats.set(key, format);
  }
  return String(format.format(values));
}
