// The list's row controls, one chunk: the best-deal switch and the rank select (shared with
// the office detail, in ../actions), the actions menu and the SEO modal's host.
export { BestDealSwitch, RankSelect } from '../actions/OfficeControls';
export { OfficeRowActions } from './OfficeRowActions';
export { SeoModalHost } from './SeoModalHost';
