/** The design system: themed components that know nothing of the platform. */
export * from './icons/icons';
export { Button, IconButton, type ButtonProps, type ButtonVariant } from './components/button';
export { LoadingState, EmptyState, ErrorState, QueryList, Skeleton, Spinner, type ListQueryState } from './components/states';
export { PageBody, PageHeading, SectionHeading, Card, MutedText, VisuallyHidden, StackList, TileGrid } from './components/page';
export { FormStack, FormLinks, CheckLabel } from './components/form-layout';
export { IconTileButton } from './components/icon-tile';
export { DisclosureCard } from './components/disclosure';
export { Dot, CountBadge } from './components/badge';
export { Dialog, DialogActions, DIALOG_CLOSE_MS, maskClickCloses, type DialogProps } from './components/dialog';
export { Tabs, type TabItem, type TabsProps } from './components/tabs';
export { TextField, type TextFieldProps } from './components/text-field';
export { ToastViewport } from './feedback/toast-viewport';
export { SafeHtml, type SafeHtmlProps } from './components/safe-html';
export { toast, showToast, hideToast, toastDuration, useToastStore, TOAST_TYPES, type ToastType } from './feedback/toast-store';
export { openLoginDialog, closeLoginDialog, useLoginDialogStore } from './login-dialog-store';
export { GlobalStyle } from './global-style';
export { token, cssVariableName } from './theme/tokens';
export type { SemanticTokenName } from './theme/token-names';
