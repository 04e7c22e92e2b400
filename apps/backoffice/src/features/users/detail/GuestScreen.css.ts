import { globalStyle, style } from '@vanilla-extract/css';
import { gridLayout, vars } from '@backoffice/ui/theme';
import { backLink, detailHeader, detailScreen } from '@/shared/detailLayout';

export const screen = style(detailScreen);

export const back = style(backLink);

/**
 * The page header and who else is here, under its description: the space under the header is
 * the block's, so that the page is laid out the same while no one else is here.
 */
export const header = style(detailHeader);
globalStyle(`${header} > :first-child`, { marginBottom: 0 });

export const note = style({ margin: 0, color: vars.color.text.muted });

/** Receive SMS, at the end of its line: over the favorites' Send buttons. */
export const sms = style({ display: 'flex', justifyContent: 'flex-end' });

export const loading = style({ display: 'grid', placeItems: 'center', padding: vars.space.xl });

export const form = style({ display: 'grid', gap: vars.space.md });

/** Two fields side by side where there is room (the dates, the visit). */
export const pair = style({
  ...gridLayout(vars.space.md),
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
});

export const section = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const quote = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
