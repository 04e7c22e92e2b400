export { Icon, iconNames, iconSizes } from './Icon';
export type { IconName, IconProps, IconSize } from './Icon';
