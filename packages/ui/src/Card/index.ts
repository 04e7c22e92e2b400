export { Card, cardPaddings, cardHeadingLevels } from './Card';
export type { CardProps, CardPadding, CardHeadingLevel } from './Card';
