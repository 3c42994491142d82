export { isRouteExtension } from './kinds/route';
export { isStandalonePageExtension } from './kinds/standalonePage';
export { isMenuItemExtension } from './kinds/menuItem';
export { isDashboardCardExtension } from './kinds/dashboardCard';
