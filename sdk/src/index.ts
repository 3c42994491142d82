/**
 * `@palisade/sdk`: what a plugin imports. The root config's own API is in
 * `@palisade/sdk/host`; the test harness in `@palisade/sdk/testing`.
 *
 * @packageDocumentation
 */

// Plugin definition
export { definePlugin } from './plugin/definePlugin';
export type { PluginDefinition, FeatureFlagDeclaration, PluginModuleDeclaration, TranslationLoader } from './plugin/PluginDefinition';
export type { PluginIdentity } from './plugin/PluginContext';

// Extensions
export type {
  Extension,
  ExtensionType,
  RouteExtension,
  HostedExtensionType,
  MenuItemExtension,
  MenuSection,
  MenuIndicator,
  StandalonePageExtension,
  DashboardCardExtension,
  CardCount,
  CardCountRequest,
  CardLoadContext,
  CardTrendDeclaration,
  LazyComponent,
  Gated,
} from './extensions/extension';
export { isRouteExtension, isStandalonePageExtension, isMenuItemExtension, isDashboardCardExtension } from './extensions/guards';
export { useExtensions } from './extensions/useExtensions';
export type { ExtensionOfType } from './extensions/useExtensions';
export type { ContributedExtension } from './extensions/ContributedExtension';

// Access
export { MODULES, DASHBOARD_SUB_APPS, ACTION_PERMISSIONS } from './access/moduleIds';
export type { ModuleId, KnownModuleId, ActionPermission } from './access/moduleIds';
export type { AccessGroup } from './access/AccessState';
export { dashboardGrant } from './access/AccessState';

// Session
export type { SessionState, SessionUser, NamedEntity } from './session/SessionState';

// Flags
export type { FeatureFlagMap } from './flags/FeatureFlagMap';

// HTTP
export type { HttpClient } from './http/HttpClient';
export {
  HttpError,
  UnauthenticatedError,
  ForbiddenError,
  ValidationError,
  RateLimitedError,
  NetworkError,
  TimeoutError,
} from './http/HttpError';
export type { FieldError, HttpErrorDetails } from './http/HttpError';

// API request and response types, generated from the server's OpenAPI document (types only: no runtime code)
export type {
  ApiPaths,
  ApiPath,
  ApiMethod,
  ApiResponse,
  ApiRequestBody,
  ApiQuery,
  ApiSuccessStatus,
  ApiErrorBody,
} from './api/ApiTypes';

// Hooks
export { usePlugin } from './plugin/usePlugin';
export { useSession } from './session/useSession';
export { useAccess } from './access/useAccess';
export type { Access } from './access/useAccess';
export { useFeatureFlag } from './flags/useFeatureFlag';
export { useNotify } from './notifications/useNotify';
export type { Notify } from './notifications/useNotify';
export type { ToastInput } from './notifications/Toast';
export { useUnreadNotificationCount } from './notifications/useUnreadNotificationCount';
export type { UnreadNotificationCount } from './notifications/useUnreadNotificationCount';
export { useHttp } from './http/useHttp';
export { usePublicHttp } from './http/usePublicHttp';
export { usePluginTranslation, useExtensionTranslation } from './i18n/usePluginTranslation';
export type { NamespaceTranslation } from './i18n/useNamespaceTranslation';
export { useErrorReporter } from './errors/useErrorReporter';
export type { PluginErrorReporter } from './errors/useErrorReporter';

// Shared UI (spec section 2)
export { Spinner } from './ui/Spinner';
export type { SpinnerProps } from './ui/Spinner';
export { PageTitle } from './ui/PageTitle';
export { AreaPage } from './ui/AreaPage';
export type { AreaPageProps } from './ui/AreaPage';
export { AreaNotAvailable } from './ui/AreaNotAvailable';
export type { AreaNotAvailableProps } from './ui/AreaNotAvailable';
export type { PageTitleProps } from './ui/PageTitle';
export { Notification } from './notifications/Notification';
export type { NotificationProps } from './notifications/Notification';
export { Loading } from './ui/Loading';
export type { LoadingProps } from './ui/Loading';
export { PageAccessHandler } from './access/PageAccessHandler';
export type { PageAccessHandlerProps } from './access/PageAccessHandler';
export { Footer } from './ui/Footer';
export type { FooterProps } from './ui/Footer';
export { Help } from './ui/Help';
export type { HelpProps } from './ui/Help';
export { CustomTooltip } from './ui/CustomTooltip';
export type { CustomTooltipProps } from './ui/CustomTooltip';
export { ServerError } from './ui/ServerError';
export type { ServerErrorProps } from './ui/ServerError';
export { NotFound } from './ui/NotFound';
export type { NotFoundProps } from './ui/NotFound';
export { ActionAccessHandler } from './access/ActionAccessHandler';
export type { ActionAccessHandlerProps } from './access/ActionAccessHandler';
export { Modal } from './ui/Modal';
export { ConfirmDialog } from './ui/ConfirmDialog';
export { Tabs } from './ui/Tabs';
export type { TabsProps, TabItem } from './ui/Tabs';
export type { ConfirmDialogProps } from './ui/ConfirmDialog';
export type { ModalProps } from './ui/Modal';
export { NavTiles } from './ui/NavTiles';
export type { NavTile, NavTilesProps } from './ui/NavTiles';
export { Button } from './ui/Button';
export type { ButtonProps } from './ui/Button';
export { DownloadButton } from './ui/DownloadButton';
export type { DownloadButtonProps } from './ui/DownloadButton';
export { saveFile, fileNameOf } from './ui/saveFile';
export { usePrintedDocument, usePrintState } from './print/usePrintedDocument';
export type { PrintedDocumentState, PrintedDocumentLabels } from './print/usePrintedDocument';
export { navigateTo, handleLinkClick } from './ui/navigateTo';
export { SubscriptionRequired } from './ui/SubscriptionRequired';
export type { SubscriptionRequiredProps } from './ui/SubscriptionRequired';
export { TimeRangePicker } from './ui/TimeRangePicker';
export type { TimeRangePickerProps } from './ui/TimeRangePicker';
export { CountFigure } from './dashboard/CountFigure';
export type { CountFigureProps } from './dashboard/CountFigure';
export { CardFigures } from './dashboard/CardFigures';
export type { CardFiguresProps } from './dashboard/CardFigures';
export { CardBody } from './dashboard/CardBody';
export type { CardBodyProps } from './dashboard/CardBody';
export { DashboardCardFrame } from './dashboard/DashboardCardFrame';
export type { DashboardCardFrameProps } from './dashboard/DashboardCardFrame';
export { useDashboardCards } from './dashboard/useDashboardCards';
export { DashboardTimeRangeProvider, useDashboardTimeRange, DEFAULT_DASHBOARD_RANGE } from './dashboard/DashboardTimeRange';
export type { DashboardTimeRange, DashboardTimeRangeProviderProps } from './dashboard/DashboardTimeRange';
export type { DashboardCardView } from './dashboard/useDashboardCards';

// Subscriptions, counts, time ranges
export { useSubscription, subscriptionStatus } from './subscriptions/useSubscription';
export type { SubscriptionStatus } from './subscriptions/useSubscription';
export { useCount, readTotal } from './dashboard/useCount';
export { formatCount } from './dashboard/formatCount';
export { useCountsSettled } from './dashboard/useCountsSettled';
export type { CountState } from './dashboard/useCount';
export { computeTimeRange, TIME_RANGE_OPTIONS } from './time/timeRanges';
export type { TimeRange, TimeRangeId } from './time/timeRanges';
