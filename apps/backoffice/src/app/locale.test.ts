import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, TIME_FORMAT, TIME_ZONE } from '@backoffice/domain';
import { PRODUCT_LOCALE } from './locale';

describe('the product locale', () => {
  it('is the domain’s time zone', () => {
    expect(PRODUCT_LOCALE.timeZone).toBe(TIME_ZONE);
  });

  it('writes days as the domain does (dd/MM/yyyy) and times on the 24-hour clock', () => {
    const day = new Intl.DateTimeFormat(PRODUCT_LOCALE.locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2026, 10, 23)));
    expect(DATE_FORMAT).toBe('dd/MM/yyyy');
    expect(day).toBe('23/11/2026');
    const time = new Intl.DateTimeFormat(PRODUCT_LOCALE.locale, {
      hour: '2-digit',
      minute: '2-digit',
      hour12: PRODUCT_LOCALE.hourCycle === 24 ? false : true,
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2026, 10, 23, 14, 5)));
    expect(TIME_FORMAT).toBe('HH:mm');
    expect(time).toBe('14:05');
  });
});
