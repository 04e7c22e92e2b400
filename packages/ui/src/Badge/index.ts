export { Badge, StatusTag, badgeTones, badgeVariants } from './Badge';
export type { BadgeProps, BadgeTone, BadgeVariant, StatusTagProps } from './Badge';
