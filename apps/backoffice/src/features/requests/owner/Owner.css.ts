import { style } from '@vanilla-extract/css';
import { captionText, centredInline, gridLayout, toneNotice, vars } from '@backoffice/ui/theme';

/**
 * An owner's initials in a small round badge: letters, so the owner is told without colour;
 * the name is its accessible name and its title.
 */
export const badge = style({
  ...centredInline,
  flexShrink: 0,
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.tone.info.border}`,
  background: vars.color.tone.info.subtle,
  color: vars.color.tone.info.text,
  fontSize: '10px',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
  cursor: 'default',
});

/** A request nobody owns: a quiet dashed ring, with "Owner: Nobody" as its name. */
export const nobody = style([
  badge,
  {
    border: `1px dashed ${vars.color.border.strong}`,
    background: 'transparent',
    color: vars.color.text.muted,
  },
]);

/** The dialog's body: the select, then what the server said when it refused. */
export const dialogBody = style({
  ...gridLayout(vars.space.md),
});

export const current = style({
  margin: 0,
  ...captionText,
});

/** The owner changed under the dialog: the server's words, in the dialog as well as the toast. */
export const refused = style({ ...toneNotice('critical'), color: vars.color.tone.critical.text });
