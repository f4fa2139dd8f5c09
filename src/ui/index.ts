/** The design system: themed components that know nothing of the platform. */
export * from './icons/icons';
export { Button, IconButton, type ButtonProps, type ButtonVariant } from './components/button';
export {
  LoadingState,
  EmptyState,
  ErrorState,
  InlineErrorState,
  QueryList,
  QueryView,
  Skeleton,
  Spinner,
  type ListQueryState,
  type ValueQueryState,
} from './components/states';
export { PeriodPicker, usePeriod, presetPeriod, type Period, type PeriodPreset } from './components/period-picker';
export { RecordRow, StatGrid, signOf } from './components/list-row';
export { PagedList, type PagedQueryState } from './components/paged-list';
export {
  PageBody,
  PageHeading,
  useDocumentTitle,
  SectionHeading,
  Card,
  MutedText,
  VisuallyHidden,
  StackList,
  TileGrid,
} from './components/page';
export { FormStack, FormLinks, CheckLabel } from './components/form-layout';
export { IconTileButton } from './components/icon-tile';
export { DisclosureCard } from './components/disclosure';
export { Dot, CountBadge } from './components/badge';
export { InfoRows, InfoList } from './components/info-rows';
export { StatusBadge, FormAlert, Notice, type Tone } from './components/status-notes';
export { ChoiceGroup, type ChoiceItem } from './components/choice-group';
export { ProgressBar } from './components/progress-bar';
export { MoneyText } from './components/money-text';
export { Dialog, DialogActions, DIALOG_CLOSE_MS, maskClickCloses, type DialogProps } from './components/dialog';
export { DIALOG_PRIORITY } from './components/dialog-queue';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { SelectField, type SelectOption } from './components/select-field';
export { PasswordField, TextField, type TextFieldProps } from './components/text-field';
export { isPaymentPassword, PaymentPasswordField } from './components/payment-password-field';
export { ToastViewport } from './feedback/toast-viewport';
export { SafeHtml, type SafeHtmlProps } from './components/safe-html';
export {
  toast,
  showToast,
  hideToast,
  toastDuration,
  useToastStore,
  TOAST_TYPES,
  type ToastType,
} from './feedback/toast-store';
export { openLoginDialog, closeLoginDialog, useLoginDialogStore } from './login-dialog-store';
export {
  confirmLeaving,
  needsLeavingNotice,
  openExternal,
  setTrustedHosts,
  stayOnSite,
  useExternalLinkStore,
} from './external-link-store';
export { useContentLink } from './use-content-link';
export { appHistoryLength, useGoBack, useStepBack } from './use-go-back';
export { GlobalStyle } from './global-style';
export { token, cssVariableName } from './theme/tokens';
export { bareButton, tileCard, toastSurface } from './theme/css-fragments';
export type { SemanticTokenName } from './theme/token-names';
// VirtualTileGrid is imported from '@/ui/virtual' by the lists that use it: through this index it (and @tanstack/react-virtual) would join the entry chunk.
export { useCopyText } from './hooks/use-share-tools';
export { useCountdown } from './hooks/use-countdown';
