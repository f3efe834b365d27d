import { useCallback } from 'react';
import { Notification, useSidebarState } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import { TOAST_AUTO_CLOSE_MS } from '../domain/constants';
import { APP_BAR_HEIGHT, setToastHeight, TOAST_GAP_PX } from './toastBand';
import { theme as appTheme } from './theme';

/**
 * Toasts at the top centre for 5 s (SPEC section 9), in the band the layout keeps free under the app bar
 * (src/layout/ToastBand.tsx): centred over the page beside the menu and never wider than it, so neither the
 * menu nor the page's actions are ever under a toast. The toast reports its height so the band fits it. Since
 * it cannot be hovered, a pointer resting on it does not hold it open. Screen readers hear it (role alert).
 */
export function AppNotification() {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [sidebarOpen] = useSidebarState();
  // On phones the menu is a drawer over the page; on wider screens it takes its width beside the page.
  const menuWidth = isXSmall ? 0 : sidebarOpen ? (appTheme.sidebar?.width ?? 240) : (appTheme.sidebar?.closedWidth ?? 55);
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const observer = new ResizeObserver(() => setToastHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setToastHeight(0);
    };
  }, []);
  return (
    <Notification
      ref={measure}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={TOAST_AUTO_CLOSE_MS}
      disableWindowBlurListener
      sx={{
        top: { xs: APP_BAR_HEIGHT.xs + TOAST_GAP_PX, sm: APP_BAR_HEIGHT.sm + TOAST_GAP_PX },
        left: { sm: `calc(50% + ${menuWidth / 2}px)` },
        maxWidth: { sm: `calc(100% - ${menuWidth + 2 * TOAST_GAP_PX}px)` },
        pointerEvents: 'none',
        '& .MuiSnackbarContent-root': { pointerEvents: 'none' },
        '& .MuiSnackbarContent-action': { pointerEvents: 'auto' },
      }}
    />
  );
}
