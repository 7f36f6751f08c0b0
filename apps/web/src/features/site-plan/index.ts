// The site plan feature: what route modules may use.
export { getSitePlan, sitePlanQueryOptions, useSitePlan } from './api/get-site-plan';
export { SitePlanMap, type SitePlanMapProps } from './components/site-plan-map';
export { SitePlanLoading } from './components/site-plan-loading';
export { MiniSitePlan, type MiniSitePlanProps } from './components/mini-site-plan';
