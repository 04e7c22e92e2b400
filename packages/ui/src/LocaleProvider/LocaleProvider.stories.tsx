import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DatePicker } from '../DatePicker';
import { loadedField, shownText } from '../DatePicker/storySupport';
import { TimeField } from '../TimeField';
import { LocaleProvider, hourCycles } from './LocaleProvider';

// One instant, 23 November 2026 at 13:30 UTC, shown under different settings.
const instant = '2026-11-23T13:30:00.000Z';

const shown = async (canvasElement: HTMLElement, name: string) =>
  shownText(await loadedField(canvasElement, name));

const meta = {
  title: 'Forms/LocaleProvider',
  component: LocaleProvider,
  tags: ['autodocs'],
  args: { locale: 'en-GB', timeZone: 'Europe/Paris', hourCycle: 24, children: null },
  argTypes: {
    locale: { control: 'select', options: ['en-GB', 'en-US', 'fr-FR', 'de-DE'] },
    timeZone: {
      control: 'select',
      options: ['Europe/Paris', 'Europe/London', 'America/New_York', 'Asia/Tokyo'],
    },
    hourCycle: { control: 'inline-radio', options: hourCycles },
    children: { control: false },
  },
  render: (args) => (
    <LocaleProvider {...args}>
      <main style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 320 }}>
        <DatePicker label="Meeting" granularity="minute" defaultValue={instant} />
        <DatePicker label="Day" defaultValue="2026-11-23" />
        <TimeField label="Time" defaultValue="14:30" />
      </main>
    </LocaleProvider>
  ),
} satisfies Meta<typeof LocaleProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's settings: day first, 24-hour clock, English names, Paris time. */
export const Product: Story = {
  play: async ({ canvasElement }) => {
    await expect(await shown(canvasElement, 'Meeting')).toBe('23/11/2026, 14:30');
    await expect(await shown(canvasElement, 'Day')).toBe('23/11/2026');
    await expect(await shown(canvasElement, 'Time')).toBe('14:30');
  },
};

/**
 * The same values under other settings, to show that the fields follow the provider and not
 * the browser: month first, AM/PM, and the instant in New York time.
 */
export const Other: Story = {
  args: { locale: 'en-US', timeZone: 'America/New_York', hourCycle: 12 },
  play: async ({ canvasElement }) => {
    // Browsers write the space before AM/PM as a narrow no-break space, or a plain one.
    await expect(await shown(canvasElement, 'Meeting')).toMatch(/^11\/23\/2026, 08:30\sAM$/);
    await expect(await shown(canvasElement, 'Day')).toBe('11/23/2026');
    await expect(await shown(canvasElement, 'Time')).toMatch(/^02:30\sPM$/);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Product.play,
};
