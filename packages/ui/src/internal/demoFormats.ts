// The product's formats, for the data of stories and demos only: money in EUR as
// '7 900,00 €' and days as dd/MM/yyyy, as the app shows them. The app's real formatters are in
// the domain package, which the design system must not import.

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Paris',
});

/** 7900 → '7 900,00 €'. */
export function formatEur(amount: number): string {
  return eur.format(amount);
}

/** '2025-11-27', or an instant, → '27/11/2025' (the day in Paris). */
export function formatDay(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [year, month, date] = value.split('-');
    return `${date}/${month}/${year}`;
  }
  return day.format(typeof value === 'string' ? new Date(value) : value);
}
