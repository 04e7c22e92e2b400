import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateRangePicker } from '../DateRangePicker';
import { LocaleProvider } from '../LocaleProvider';
import { TimeField } from '../TimeField';
import { DatePicker } from './DatePicker';

// The fields' code loads on first render (a dynamic import, slow under the test's transform).
const loaded = { timeout: 15_000 };

/** A field's text as read, without the isolation marks React Aria puts around times. */
const shown = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

describe('the pickers read ISO values at their boundary, in the LocaleProvider’s settings', () => {
  it('shows an ISO day dd/mm/yyyy in en-GB', async () => {
    render(
      <LocaleProvider locale="en-GB" timeZone="Europe/Paris">
        <DatePicker label="Start date" value="2026-11-23" />
      </LocaleProvider>,
    );
    expect(shown(await screen.findByRole('group', { name: 'Start date' }, loaded))).toBe(
      '23/11/2026',
    );
  });

  it('shows an instant as the wall-clock time of the provider’s time zone', async () => {
    render(
      <>
        <LocaleProvider locale="en-GB" timeZone="Europe/Paris" hourCycle={24}>
          <DatePicker label="Paris" granularity="minute" value="2026-11-23T13:30:00.000Z" />
        </LocaleProvider>
        <LocaleProvider locale="en-GB" timeZone="America/New_York" hourCycle={24}>
          <DatePicker label="New York" granularity="minute" value="2026-11-23T13:30:00.000Z" />
        </LocaleProvider>
      </>,
    );
    expect(shown(await screen.findByRole('group', { name: 'Paris' }, loaded))).toBe(
      '23/11/2026, 14:30',
    );
    expect(shown(await screen.findByRole('group', { name: 'New York' }, loaded))).toBe(
      '23/11/2026, 08:30',
    );
  });

  it('shows ranges and times from their ISO strings', async () => {
    render(
      <LocaleProvider locale="en-GB" timeZone="Europe/Paris" hourCycle={24}>
        <DateRangePicker label="Dates" value={{ start: '2026-11-01', end: '2026-11-23' }} />
        <TimeField label="Visit time" value="09:05" />
      </LocaleProvider>,
    );
    expect(shown(await screen.findByRole('group', { name: 'Dates' }, loaded))).toBe(
      '01/11/2026–23/11/2026',
    );
    expect(shown(await screen.findByRole('group', { name: 'Visit time' }, loaded))).toBe('09:05');
  });
});
