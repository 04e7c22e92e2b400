import { describe, expect, it } from 'vitest';
import {
  CONTRACT_COLUMNS,
  CONTRACT_SORTS,
  CONTRACT_STATUSES,
  CONTRACT_STATUS_LABELS,
  DEPOSIT_DUE_DATE_TYPES,
  contractStatus,
  depositDueText,
  paymentTermsLabel,
  serviceFeeLabel,
  type ContractStatus,
} from './contracts';
import { listCells, listHeaders } from './lists';
import type { Contract } from './types';

describe('operations §4 — contract status from today against start and end', () => {
  const contract = { contractStartDate: '2026-03-29', contractEndDate: '2026-10-25' };

  it.each([
    // The day before the start, just before midnight in Paris.
    ['2026-03-28T22:59:59Z', 'upcoming'],
    // Midnight in Paris on the start day (still 28 March in UTC).
    ['2026-03-28T23:00:00Z', 'active'],
    ['2026-03-29T12:00:00Z', 'active'],
    ['2026-07-01T00:00:00Z', 'active'],
    // The end day is included, through the autumn change, until midnight in Paris.
    ['2026-10-25T22:59:59Z', 'active'],
    ['2026-10-25T23:00:00Z', 'expired'],
    ['2027-01-01T00:00:00Z', 'expired'],
  ] as [string, ContractStatus][])('at %s it is %s', (now, status) => {
    expect(contractStatus(contract, new Date(now))).toBe(status);
  });

  it('reads instants as Paris days too', () => {
    const c = {
      contractStartDate: '2026-02-28T23:00:00Z',
      contractEndDate: '2026-03-31T21:59:00Z',
    };
    expect(contractStatus(c, new Date('2026-02-28T22:30:00Z'))).toBe('upcoming');
    expect(contractStatus(c, new Date('2026-02-28T23:30:00Z'))).toBe('active');
    expect(contractStatus(c, new Date('2026-03-31T21:30:00Z'))).toBe('active');
    expect(contractStatus(c, new Date('2026-03-31T22:30:00Z'))).toBe('expired');
  });

  it('is active while a date is unreadable', () => {
    const c = { contractStartDate: '', contractEndDate: 'soon' };
    expect(contractStatus(c, new Date('2026-01-01T00:00:00Z'))).toBe('active');
  });

  it('labels the statuses and offers them as a filter', () => {
    expect(CONTRACT_STATUS_LABELS).toEqual({
      upcoming: 'Upcoming',
      active: 'Active',
      expired: 'Expired',
    });
    expect(CONTRACT_STATUSES).toEqual([
      { value: 'upcoming', label: 'Upcoming' },
      { value: 'active', label: 'Active' },
      { value: 'expired', label: 'Expired' },
    ]);
  });
});

describe('operations §2 — contracts table', () => {
  it.each([
    ['basic', 'Standard fee'],
    ['upfront', 'Super-saver fee'],
    ['monthly', 'Monthly fee'],
    ['weekly', 'weekly'],
  ])('service fee %s shows %s', (fee, label) => {
    expect(serviceFeeLabel(fee)).toBe(label);
  });

  it.each([
    [{ depositDueDate: '2026-04-01', depositDueDateType: 'date' }, '01/04/2026'],
    [{ depositDueDate: '2026-03-31T22:30:00Z', depositDueDateType: null }, '01/04/2026'],
    [
      { depositDueDate: null, depositDueDateType: 'at_contract_signature' },
      'At contract signature',
    ],
    [
      { depositDueDate: '2026-04-01', depositDueDateType: 'at_contract_signature' },
      'At contract signature',
    ],
    [{ depositDueDate: null, depositDueDateType: 'date' }, 'NA'],
    [{ depositDueDate: null, depositDueDateType: null }, 'NA'],
    [{ depositDueDate: 'garbage', depositDueDateType: 'date' }, 'NA'],
  ] as [Pick<Contract, 'depositDueDate' | 'depositDueDateType'>, string][])(
    'deposit due %o shows %s',
    (contract, shown) => {
      expect(depositDueText(contract)).toBe(shown);
    },
  );

  it('knows the deposit due date types and the user id sorts', () => {
    expect(DEPOSIT_DUE_DATE_TYPES).toEqual(['date', 'at_contract_signature']);
    expect(CONTRACT_SORTS.map((s) => s.value)).toEqual(['user_id_asc', 'user_id_desc']);
  });
});

describe('operations §2 — the contracts list columns (table and CSV)', () => {
  const contract: Contract = {
    id: 42,
    contractUuid: '0b5c7a1e-9d3f-4c2a-8e1b-5f6a7b8c9d0e',
    contractStartDate: '2026-04-01',
    contractEndDate: '2027-03-31',
    contractSignedDate: '2026-03-10T10:00:00Z',
    host: { companyName: 'Bureaux Dupont' },
    guest: { companyName: 'Acme, SAS' },
    paymentTermsType: 'monthly',
    serviceFee: 'upfront',
    serviceFeePercentage: 12.5,
    depositDueDate: null,
    depositDueDateType: 'at_contract_signature',
    depositAmount: 2500,
    totalContractAmountWithoutTax: 36000,
    downloadPdf: '/api/v2/contracts/42/pdf',
  };
  const context = { now: new Date('2026-03-16T09:00:00Z'), origin: 'https://bo.example.com' };

  it('has the spec’s 14 columns in its order', () => {
    expect(listHeaders(CONTRACT_COLUMNS)).toEqual([
      'Id',
      'UUID',
      'Status',
      'Companies',
      'Signed date',
      'Payment terms type',
      'Service fee type',
      'Fee percent',
      'Deposit due date',
      'Deposit amount',
      'Start',
      'End',
      'Contract amount excluding VAT',
      'Download link',
    ]);
    expect(new Set(CONTRACT_COLUMNS.map((c) => c.key)).size).toBe(14);
  });

  it('writes each cell as the table shows it', () => {
    const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(listCells(CONTRACT_COLUMNS, contract, context).map(nbsp)).toEqual([
      '42',
      '0b5c7a1e-9d3f-4c2a-8e1b-5f6a7b8c9d0e',
      'Upcoming',
      'Host: Bureaux Dupont · Guest: Acme, SAS',
      '10/03/2026',
      'Monthly',
      'Super-saver fee',
      '12,5 %',
      'At contract signature',
      '2 500,00 €',
      '01/04/2026',
      '31/03/2027',
      '36 000,00 €',
      'https://bo.example.com/api/v2/contracts/42/pdf',
    ]);
  });

  it('says what is missing: no signature, no deposit', () => {
    const unsigned = {
      ...contract,
      contractSignedDate: null,
      downloadPdf: null,
      depositAmount: null,
      depositDueDateType: null,
    };
    const cells = listCells(CONTRACT_COLUMNS, unsigned, context);
    expect(cells[4]).toBe('Not signed');
    expect(cells[8]).toBe('NA');
    expect(cells[9]).toBe('NA');
    expect(cells[13]).toBe('Not signed');
  });

  it.each([
    ['monthly', 'Monthly'],
    ['quarterly', 'Quarterly'],
    ['per_semester', 'Per semester'],
    ['  ', 'NA'],
  ])('payment terms %j show %j', (terms, shown) => {
    expect(paymentTermsLabel(terms)).toBe(shown);
  });
});
