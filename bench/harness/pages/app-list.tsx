// The list page benchmark: mounts one of the app's list pages (the page
// header, the filters, the table, the pagination, from the app's one list pattern) with 1,000
// rows on one page, against a plain-DOM <table> of the same 1,000 rows and their texts, drawn
// in the same page. `?list=contracts` (default: /contracts, 14 columns) or `?list=users`
// (/users, 16 columns with its row controls). Each figure runs until the rows are laid out.
import type { Root } from 'react-dom/client';
import {
  drawPlainContracts,
  mountContractsForBench,
} from '../../../apps/backoffice/bench/contractsList';
import { drawPlainUsers, mountUsersForBench } from '../../../apps/backoffice/bench/usersList';
import { settle, until } from './plain-rows';

type Contract = Parameters<typeof drawPlainContracts>[1][number];
type User = Parameters<typeof drawPlainUsers>[1][number];

const NOW = new Date('2026-11-23T10:00:00Z');
const host = document.getElementById('root')!;
host.style.width = '1280px';
let root: Root | null = null;

const day = (offset: number) =>
  new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** 1,000 contracts as the API answers them: every status, fee type, deposit kind, signed or not. */
function contracts(count: number): Contract[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const start = ((id % 3) - 1) * 200 - 10;
    return {
      id,
      contractUuid: `${id.toString(16).padStart(8, '0')}-9d3f-4c2a-8e1b-5f6a7b8c9d0e`,
      contractStartDate: day(start),
      contractEndDate: day(start + 365),
      contractSignedDate: id % 5 === 0 ? null : `${day(start - 30)}T10:00:00.000Z`,
      host: { companyName: `Bureaux ${id % 97} et Associés` },
      guest: { companyName: `Société ${id % 89}, SAS` },
      paymentTermsType: id % 2 ? 'monthly' : 'quarterly',
      serviceFee: (['basic', 'upfront', 'monthly'] as const)[id % 3]!,
      serviceFeePercentage: [8, 10, 12.5][id % 3]!,
      depositDueDate: id % 4 === 0 ? null : day(start - 7),
      depositDueDateType: id % 4 === 0 ? 'at_contract_signature' : 'date',
      depositAmount: id % 7 === 0 ? null : (id % 90) * 100,
      totalContractAmountWithoutTax: (id % 900) * 100 + 5000,
      downloadPdf: id % 5 === 0 ? null : `/api/v2/contracts/${id}/pdf`,
    };
  });
}

const STATUSES = ['confirmed', 'created', 'under_review', 'blocked', 'managed'] as const;

/** 1,000 users as the API answers them: hosts and guests, every status, verified or not. */
function users(count: number): User[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const guest = id % 2 === 1;
    const phone = id % 6 === 5 ? null : `+336${String(10_000_000 + id * 7919).slice(0, 8)}`;
    return {
      id,
      userType: guest ? 'guest' : 'host',
      statusCode: 20,
      status: STATUSES[id % STATUSES.length]!,
      pro: !guest && id % 4 === 0,
      name: `Prénom${id % 83} Nom${id % 97}`,
      company: id % 10 === 0 ? null : `Société ${id % 89}, SAS`,
      email: `prenom.nom.${id}@example.fr`,
      phone,
      userVerified: phone !== null && id % 3 !== 0,
      profileComplete: id % 4 !== 3,
      stripe: guest ? 'na' : (['na', 'completed', 'verified'] as const)[id % 3]!,
      signUpDate: `${day(-id)}T10:00:00.000Z`,
      sourceInformation: ['Google', 'LinkedIn', null][id % 3]!,
      nbrContactRequests: guest ? id % 5 : 0,
      nbrOffices: guest ? 0 : id % 6,
      notifyBySms: id % 3 !== 2,
      fullName: `Prénom${id % 83} Nom${id % 97}`,
      fullMobilePhoneNumber: phone,
      companyName: id % 10 === 0 ? null : `Société ${id % 89}, SAS`,
      companySize: 10,
      businessSector: 13,
      confirmed: true,
      stateName: null,
      createdAt: `${day(-id)}T10:00:00.000Z`,
      verifiedAt: null,
      confirmedAt: `${day(-id)}T11:00:00.000Z`,
      handoverLink: null,
      dayToDay: null,
    };
  });
}

const list = new URLSearchParams(location.search).get('list') === 'users' ? 'users' : 'contracts';
const rows = list === 'users' ? users(1000) : contracts(1000);

function reset() {
  root?.unmount();
  root = null;
  host.replaceChildren();
  settle(host);
}

const rowsShown = () => host.querySelector('[role="rowheader"]') !== null;

/** Mounts the list page; ms until its first rows are laid out. */
async function mountList(): Promise<number> {
  reset();
  const start = performance.now();
  root =
    list === 'users'
      ? mountUsersForBench(host, rows as User[], NOW)
      : mountContractsForBench(host, rows as Contract[], NOW);
  await until(host, rowsShown);
  return performance.now() - start;
}

/** The plain-DOM table of the same rows. */
function mountPlain(): number {
  reset();
  return list === 'users'
    ? drawPlainUsers(host, rows as User[], NOW)
    : drawPlainContracts(host, rows as Contract[], NOW);
}

window.__bench = {
  ready: true,
  reset,
  mountList,
  mountPlain,
  rows: () => rows.length,
  columns: () => host.querySelector('[role="grid"]')?.getAttribute('aria-colcount'),
  domNodes: () => host.querySelectorAll('*').length,
  rowCount: () => host.querySelector('[role="grid"]')?.getAttribute('aria-rowcount'),
};
