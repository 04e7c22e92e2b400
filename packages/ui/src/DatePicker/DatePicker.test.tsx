import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRangePicker } from '../DateRangePicker';
import { LocaleProvider } from '../LocaleProvider';
import { TimeField } from '../TimeField';
import { DatePicker } from './DatePicker';

afterEach(cleanup);

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

describe('a filter’s date (onCommit) applies once the typing is over', () => {
  it('commits a date typed over a whole one once, at the year’s fourth digit; the day alone on Enter', async () => {
    const user = userEvent.setup();
    const commits: string[] = [];
    render(
      <LocaleProvider locale="en-GB" timeZone="Europe/Paris">
        <DatePicker
          label="Start date"
          value="2026-03-15"
          onCommit={(day) => void commits.push(day)}
        />
      </LocaleProvider>,
    );
    const group = await screen.findByRole('group', { name: 'Start date' }, loaded);
    const [day] = within(group).getAllByRole('spinbutton');
    await user.click(day!);
    await user.keyboard('2801202');
    expect(commits).toEqual([]);
    await user.keyboard('6');
    expect(commits).toEqual(['2026-01-28']);
    await user.keyboard('{Enter}');
    expect(commits).toEqual(['2026-01-28']);
    // The day typed again, an arrow step: nothing until Enter.
    await user.click(day!);
    await user.keyboard('27{ArrowDown}');
    expect(shown(group)).toBe('27/12/2026');
    expect(commits).toEqual(['2026-01-28']);
    await user.keyboard('{Enter}');
    expect(commits).toEqual(['2026-01-28', '2026-12-27']);
  });
});
